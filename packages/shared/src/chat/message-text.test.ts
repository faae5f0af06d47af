import { describe, expect, it } from 'vitest';
import { everyoneMention, mentionedUsernames, messagePieces, safeHref, withoutCode } from './message-text.ts';

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

describe('mentions quoted as code', () => {
  it('are not mentions: in a code span, however many backticks, or in a fenced block', () => {
    expect(everyoneMention('type `@everyone` to notify the team')).toBeNull();
    expect(everyoneMention('``a `@channel` example``')).toBeNull();
    expect(everyoneMention('```\n@everyone\n```')).toBeNull();
    expect(everyoneMention('see:\n  ~~~~ text\n@everyone meeting at 6\n~~~~\nthanks')).toBeNull();
    // A fence never closed runs to the end.
    expect(everyoneMention('```\n@everyone')).toBeNull();
    expect(mentionedUsernames('`@ana` is how you write it, @ben')).toEqual(['ben']);
    expect(mentionedUsernames('```js\nconst x = "@ana";\n```\n@cy look')).toEqual(['cy']);
  });
  it('are mentions outside the code, and a lone backtick opens nothing', () => {
    expect(everyoneMention('`code` then @everyone')).toBe('everyone');
    expect(everyoneMention('it`s @everyone')).toBe('everyone');
    expect(everyoneMention('``not closed` @channel')).toBe('channel');
    expect(everyoneMention('```one line``` @everyone')).toBe('everyone');
    expect(everyoneMention('```\ncode\n```\n@everyone')).toBe('everyone');
    expect(mentionedUsernames('`x`@ana')).toEqual(['ana']);
  });
  it('keeps every character where it stood', () => {
    const content = 'a `@b` c\n```\n@d\n```\n@e';
    expect(withoutCode(content)).toHaveLength(content.length);
    expect(withoutCode(content)).toBe('a      c\n   \n  \n   \n@e');
  });
  it('show as text, never as a mention', () => {
    expect(messagePieces('`@ana` or @ana, see https://x.org', () => true, true)).toEqual([
      { kind: 'text', text: '`@ana` or ' },
      { kind: 'mention', text: '@ana', username: 'ana' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'https://x.org', href: 'https://x.org/' },
    ]);
    expect(messagePieces('`@everyone` @everyone', () => true, true)).toEqual([
      { kind: 'text', text: '`@everyone` ' },
      { kind: 'everyone', text: '@everyone' },
    ]);
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
