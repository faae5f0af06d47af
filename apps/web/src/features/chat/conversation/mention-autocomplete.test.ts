import { messagePieces } from '@team7790/shared/chat/message-text';
import { describe, expect, it } from 'vitest';
import { insertMention, membersMatching, mentionAtCaret, mentionChoices, MENTION_LIST_MAX, type MentionChoice } from './mention-autocomplete.ts';

/** The text with `|` marking the caret, as [text, caret]. */
const at = (marked: string): [string, number] => [marked.replace('|', ''), marked.indexOf('|')];

describe('mentionAtCaret', () => {
  it('finds an @ at the start of the text or of a word, with what is typed after it', () => {
    expect(mentionAtCaret(...at('@|'))).toEqual({ start: 0, end: 1, query: '' });
    expect(mentionAtCaret(...at('@an|'))).toEqual({ start: 0, end: 3, query: 'an' });
    expect(mentionAtCaret(...at('thanks @be|'))).toEqual({ start: 7, end: 10, query: 'be' });
    expect(mentionAtCaret(...at('line one\n@ca|'))).toEqual({ start: 9, end: 12, query: 'ca' });
    expect(mentionAtCaret(...at('(@ana.m|'))).toEqual({ start: 1, end: 7, query: 'ana.m' });
  });

  it('covers the whole name when the caret is inside it', () => {
    expect(mentionAtCaret(...at('hi @be|njamin, ok'))).toEqual({ start: 3, end: 12, query: 'be' });
  });

  it('is not a mention inside a word, an e-mail address, after @@ or once the word has ended', () => {
    expect(mentionAtCaret(...at('mail ana@fr|'))).toBeNull();
    expect(mentionAtCaret(...at('@@an|'))).toBeNull();
    expect(mentionAtCaret(...at('@ana |'))).toBeNull();
    expect(mentionAtCaret(...at('@ana-|'))).toBeNull();
    expect(mentionAtCaret(...at('no mention|'))).toBeNull();
    expect(mentionAtCaret(...at('|@ana'))).toBeNull();
    expect(mentionAtCaret('', 12)).toBeNull();
  });

  it('stops offering names once the word is longer than any username', () => {
    expect(mentionAtCaret(...at(`@${'a'.repeat(32)}|`))).not.toBeNull();
    expect(mentionAtCaret(...at(`@${'a'.repeat(33)}|`))).toBeNull();
  });
});

describe('membersMatching', () => {
  const members = ['zoe', 'Ben_T', 'ana', 'benjamin', 'Rosa.Ben', 'cal', 'reuben'].map((username, id) => ({ id, username }));
  const names = (query: string, limit?: number) => membersMatching(members, query, limit).map((m) => m.username);

  it('offers everyone by name for a bare @', () => {
    expect(names('')).toEqual(['ana', 'Ben_T', 'benjamin', 'cal', 'reuben', 'Rosa.Ben', 'zoe']);
  });

  it('narrows as one types, names starting with the text first, then a later part of a name, ignoring case', () => {
    expect(names('BEN')).toEqual(['Ben_T', 'benjamin', 'Rosa.Ben']);
    expect(names('t')).toEqual(['Ben_T']);
    expect(names('benj')).toEqual(['benjamin']);
    expect(names('x')).toEqual([]);
  });

  it('offers at most the cap', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i, username: `member${String(i).padStart(2, '0')}` }));
    expect(membersMatching(many, 'mem')).toHaveLength(MENTION_LIST_MAX);
    expect(names('', 2)).toEqual(['ana', 'Ben_T']);
  });
});

describe('mentionChoices', () => {
  const label = (c: MentionChoice<{ username: string }>) => (c.kind === 'member' ? c.member.username : `@${c.word}`);
  const offered = (members: string[], query: string, admin: boolean) =>
    mentionChoices(
      members.map((username) => ({ username })),
      query,
      admin,
    ).map(label);

  it('offers @everyone and @channel to an administrator, after the members, as the query narrows', () => {
    expect(offered(['ana', 'Evan'], '', true)).toEqual(['ana', 'Evan', '@everyone', '@channel']);
    expect(offered(['ana', 'Evan'], 'E', true)).toEqual(['Evan', '@everyone']);
    expect(offered(['ana', 'Evan'], 'ch', true)).toEqual(['@channel']);
    expect(offered(['ana', 'Evan'], 'everyones', true)).toEqual([]);
  });

  it('never offers them to a member', () => {
    expect(offered(['ana', 'Evan'], '', false)).toEqual(['ana', 'Evan']);
    expect(offered(['ana', 'Evan'], 'ev', false)).toEqual(['Evan']);
  });

  it('keeps the list within the cap, the words always in it, and offers no account named like a word', () => {
    const many = Array.from({ length: 20 }, (_, i) => `member${String(i).padStart(2, '0')}`);
    const list = offered(many, '', true);
    expect(list).toHaveLength(MENTION_LIST_MAX);
    expect(list.slice(-2)).toEqual(['@everyone', '@channel']);
    expect(offered(['Everyone', 'channel', 'cal'], '', false)).toEqual(['cal']);
  });

  it('inserts what message-text.ts reads back as @everyone', () => {
    const [text, caret] = at('robot ships at 6 @ev|');
    const done = insertMention(text, mentionAtCaret(text, caret)!, 'everyone');
    expect(done.text).toBe('robot ships at 6 @everyone ');
    expect(messagePieces(done.text, () => true, true)).toContainEqual({ kind: 'everyone', text: '@everyone' });
  });
});

describe('insertMention', () => {
  it('puts @username and a space at the caret, the caret after the space', () => {
    const [text, caret] = at('thanks @be|');
    const done = insertMention(text, mentionAtCaret(text, caret)!, 'benjamin');
    expect(done).toEqual({ text: 'thanks @benjamin ', caret: 17 });
  });

  it('replaces the whole name being typed, keeping the text after it', () => {
    const [text, caret] = at('@be|nj, bring the charger');
    expect(insertMention(text, mentionAtCaret(text, caret)!, 'Ben_T')).toEqual({ text: '@Ben_T, bring the charger', caret: 6 });
    const [spaced, spacedCaret] = at('ask @a| now');
    expect(insertMention(spaced, mentionAtCaret(spaced, spacedCaret)!, 'ana')).toEqual({ text: 'ask @ana now', caret: 9 });
  });

  it('inserts what message-text.ts reads back as a mention of that member', () => {
    const [text, caret] = at('(cc @ro|)');
    const done = insertMention(text, mentionAtCaret(text, caret)!, 'Rosa.Ben');
    expect(messagePieces(done.text, (name) => name === 'rosa.ben')).toContainEqual({ kind: 'mention', text: '@Rosa.Ben', username: 'Rosa.Ben' });
  });
});
