import { USERNAME_MAX_LENGTH } from '@team7790/shared/accounts/contracts';
import { EVERYONE_WORDS, type EveryoneWord } from '@team7790/shared/chat/message-text';

/** How many members the @mention list offers at once. */
export const MENTION_LIST_MAX = 8;

/** The `@name` being typed: where it starts (the `@`), where its name ends, and the part before the caret. */
export interface MentionAtCaret {
  start: number;
  end: number;
  query: string;
}

const NAME_CHAR = /[A-Za-z0-9_.]/;
// As shared/chat/message-text.ts reads mentions: an `@` after one of these is not one (an e-mail address, `@@`).
const JOINS_WORD = /[A-Za-z0-9_.@]/;

/** The mention the caret is in, or null: an `@` at the start of a word, then username characters up to the caret. */
export function mentionAtCaret(text: string, caretAt: number): MentionAtCaret | null {
  // A caret left from longer text (the box was just cleared) counts from the end.
  const caret = Math.min(caretAt, text.length);
  let nameStart = caret;
  while (nameStart > 0 && NAME_CHAR.test(text[nameStart - 1]!)) nameStart -= 1;
  const start = nameStart - 1;
  if (start < 0 || text[start] !== '@') return null;
  if (start > 0 && JOINS_WORD.test(text[start - 1]!)) return null;
  let end = caret;
  while (end < text.length && NAME_CHAR.test(text[end]!)) end += 1;
  if (end - nameStart > USERNAME_MAX_LENGTH) return null;
  return { start, end, query: text.slice(nameStart, caret) };
}

/**
 * Members whose name starts with the query, then those with a later part of the name starting with it (after `_`
 * or `.`: `ben` finds `Rosa.Ben`, not `Reuben`), each by name; at most `limit`.
 */
export function membersMatching<T extends { username: string }>(members: T[], query: string, limit = MENTION_LIST_MAX): T[] {
  const q = query.toLowerCase();
  const byName = (a: T, b: T) => a.username.toLowerCase().localeCompare(b.username.toLowerCase());
  const starting = members.filter((m) => m.username.toLowerCase().startsWith(q)).sort(byName);
  const laterPart = (m: T) =>
    m.username
      .toLowerCase()
      .split(/[_.]/)
      .slice(1)
      .some((part) => part.startsWith(q));
  const partStarting = q ? members.filter((m) => !m.username.toLowerCase().startsWith(q) && laterPart(m)).sort(byName) : [];
  return [...starting, ...partStarting].slice(0, limit);
}

/** One entry of the @ list: a member, or a word that notifies every reader of the chat. */
export type MentionChoice<T> = { kind: 'member'; member: T } | { kind: 'everyone'; word: EveryoneWord };

/**
 * What the @ list offers for the query: the matching members, then, to those who may notify everyone (administrators),
 * `@everyone` and `@channel` when the query starts them. The words take their room from the members' cap, so they are
 * never scrolled out of sight; an account named like a word is not offered (the word means everyone).
 */
export function mentionChoices<T extends { username: string }>(members: T[], query: string, offerEveryone: boolean): MentionChoice<T>[] {
  const q = query.toLowerCase();
  const words = offerEveryone ? EVERYONE_WORDS.filter((word) => word.startsWith(q)) : [];
  const people = members.filter((m) => !(EVERYONE_WORDS as readonly string[]).includes(m.username.toLowerCase()));
  return [
    ...membersMatching(people, query, MENTION_LIST_MAX - words.length).map((member) => ({ kind: 'member' as const, member })),
    ...words.map((word) => ({ kind: 'everyone' as const, word })),
  ];
}

/**
 * The text with the mention replaced by `@username` and a space, and the caret after that space. A space already
 * there is stepped over rather than doubled, and punctuation right after the name (`(cc @ana)`) stays against it.
 */
export function insertMention(text: string, mention: MentionAtCaret, username: string): { text: string; caret: number } {
  const before = `${text.slice(0, mention.start)}@${username}`;
  const after = text.slice(mention.end);
  if (after === '') return { text: `${before} `, caret: before.length + 1 };
  if (/^\s/.test(after)) return { text: before + after, caret: before.length + 1 };
  return { text: before + after, caret: before.length };
}
