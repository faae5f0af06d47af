import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/calendar/feed/Zm9vYmFyYmF6cXV4cXV1eHh4eHh4eHh4.ics', '/api/calendar/feed/[redacted]'],
    ['/api/calendar/feed/abc.ics?x=1', '/api/calendar/feed/[redacted]?x=1'],
    ['/api/chat/notifications/stream?ticket=s3cr3t-_x&last_event_id=4', '/api/chat/notifications/stream?ticket=[redacted]&last_event_id=4'],
    ['/api/chat/notifications/stream?last_event_id=4&TICKET=s3cr3t', '/api/chat/notifications/stream?last_event_id=4&TICKET=[redacted]'],
    ['/somewhere?token=abc#frag', '/somewhere?token=[redacted]#frag'],
  ])('hides the secret in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves other addresses alone', () => {
    for (const url of ['/api/calendar/events?start=2026-01-01', '/calendar/feed/abc', '/api/chat/messages/general?user_id=3', '/?tickets=2']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
