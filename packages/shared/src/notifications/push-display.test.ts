import { describe, expect, it } from 'vitest';
import { displayTitle, parsePushText } from './push-display.ts';

describe('push display', () => {
  it('reads our payload, keeps only known string fields and site-local addresses', () => {
    expect(parsePushText('{"title":"7790 won Q1","body":"Red 1 – Blue 0","url":"/match?match=x","tag":"t","kind":"result","extra":1}')).toEqual({
      title: '7790 won Q1',
      body: 'Red 1 – Blue 0',
      url: '/match?match=x',
      tag: 't',
      kind: 'result',
    });
    expect(parsePushText('{"title":5,"url":"https://evil.example/"}')).toEqual({});
    expect(parsePushText('plain words')).toEqual({ body: 'plain words' });
  });

  it("uses spec 1's default title 'New message' when a push has none", () => {
    expect(displayTitle({ body: 'x' })).toBe('New message');
    expect(displayTitle({ title: '  ' })).toBe('New message');
    expect(displayTitle({ title: 'ana in #general' })).toBe('ana in #general');
  });
});
