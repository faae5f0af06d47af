import { describe, expect, it } from 'vitest';
import { everyoneMention, mentionedUsernames, messagePieces, safeHref } from './message-text.ts';

describe('mentions', () => {
  it('finds @names once each, lower-cased, not inside e-mail addresses', () => {
    expect(mentionedUsernames('@Ana and @bob, then @ana again; mail x@bob.org')).toEqual(['ana', 'bob']);
    expect(mentionedUsernames('thanks @drive.team.')).toEqual(['drive.team']);
  });
  it('reads @everyone and @channel as everyone in the chat, never as names', () => {
    expect(mentionedUsernames('@Everyone and @channel, and @ana')).toEqual(['ana']);
    expect(everyoneMention('meeting at 6, @Everyone.')).toBe('everyone');
    expect(everyoneMention('(@channel) bring safety glasses')).toBe('channel');
    expect(everyoneMention('@ana @everyones mail coach@everyone.org')).toBeNull();
  });
});

describe('message pieces', () => {
  it('makes http(s) links, leaving trailing punctuation outside', () => {
    expect(messagePieces('see https://frc7790.com/robots.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://frc7790.com/robots', href: 'https://frc7790.com/robots' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('never turns script addresses or markup into anything but text', () => {
    expect(messagePieces('javascript:alert(1) <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <img src=x onerror=alert(1)>' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
  it('marks mentions of known users only', () => {
    const known = (name: string) => name === 'ana';
    expect(messagePieces('hi @Ana and @ghost', known)).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Ana', username: 'Ana' },
      { kind: 'text', text: ' and @ghost' },
    ]);
  });
  it('marks @everyone and @channel only in a message that notified everyone, and never as a person', () => {
    const known = (name: string) => name === 'everyone' || name === 'ana';
    expect(messagePieces('@everyone and @Channel: see @ana', known, true)).toEqual([
      { kind: 'everyone', text: '@everyone' },
      { kind: 'text', text: ' and ' },
      { kind: 'everyone', text: '@Channel' },
      { kind: 'text', text: ': see ' },
      { kind: 'mention', text: '@ana', username: 'ana' },
    ]);
    expect(messagePieces('@everyone see @ana', known)).toEqual([
      { kind: 'text', text: '@everyone see ' },
      { kind: 'mention', text: '@ana', username: 'ana' },
    ]);
  });
});
