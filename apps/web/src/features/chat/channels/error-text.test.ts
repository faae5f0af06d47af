import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText } from './error-text.ts';

describe('channel banner texts', () => {
  it("names the status, its text and the server's message", () => {
    const err = new ApiError('The general channel cannot be edited.', 403, 'forbidden');
    expect(failureText('update channel', 'managing channel', err)).toBe(
      'Failed to update channel: 403 Forbidden - The general channel cannot be edited.',
    );
    expect(failureText('fetch channels', 'fetching channels', new ApiError('x', 500), false)).toBe(
      'Failed to fetch channels: 500 Internal Server Error',
    );
  });
  it('falls back to the "Error …" text when the server was not reached', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureText('send message', 'sending message', new ApiError('offline', 0))).toBe('Error sending message. Check console for details.');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
