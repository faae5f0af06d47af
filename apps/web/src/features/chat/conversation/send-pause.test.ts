import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { sendPauseSeconds, sendPauseText } from './send-pause.ts';

describe('sendPauseSeconds', () => {
  it('holds back for the Retry-After of a 429', () => {
    expect(sendPauseSeconds(new ApiError('too quick', 429, 'rate_limited', undefined, 2))).toBe(2);
    expect(sendPauseSeconds(new ApiError('too quick', 429, 'rate_limited', undefined, 1.2))).toBe(2);
  });

  it('waits a few seconds when the 429 names no wait', () => {
    expect(sendPauseSeconds(new ApiError('Too Many Requests', 429))).toBe(5);
  });

  it('does not hold back for other failures', () => {
    expect(sendPauseSeconds(new ApiError('bad', 400))).toBeNull();
    expect(sendPauseSeconds(new ApiError('offline', 0))).toBeNull();
    expect(sendPauseSeconds(new Error('boom'))).toBeNull();
  });
});

describe('sendPauseText', () => {
  it('says the message is kept and when it can go', () => {
    expect(sendPauseText(3)).toBe('You are sending messages too quickly. Your message is kept: you can send it in 3 s.');
  });
});
