import { SPONSOR_FORM_ERROR } from '@team7790/shared/site/sponsor-inquiry';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { sendFailureText } from './outcome-text.ts';

describe('what the sponsor form says when sending failed', () => {
  it("keeps the spec's error for a failure a new try can fix", () => {
    expect(sendFailureText(new ApiError('Service unavailable', 503))).toBe(SPONSOR_FORM_ERROR);
    expect(sendFailureText(new TypeError('Failed to fetch'))).toBe(SPONSOR_FORM_ERROR);
  });

  it('says when to try again when the server refuses for sending too often', () => {
    const refused = (seconds?: number) => sendFailureText(new ApiError('Too many messages', 429, undefined, undefined, seconds));
    expect(refused(3599)).toBe('Too many messages were sent from here in a short time. Please try again in 60 minutes.');
    expect(refused(30)).toBe('Too many messages were sent from here in a short time. Please try again in a minute.');
    expect(refused(3 * 3600)).toBe('Too many messages were sent from here in a short time. Please try again in 3 hours.');
    expect(refused()).toBe('Too many messages were sent from here in a short time. Please try again later.');
  });
});
