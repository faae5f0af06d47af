/** Pieces of a message as the screen shows them; every piece is rendered as text, never as HTML. */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'everyone'; text: string };

/**
 * `@everyone` and `@channel` (either case) mean every reader of the chat, never an account of that name. They notify
 * only when an administrator writes them (the server decides: `ChatMessage.mentions_everyone`).
 */
export const EVERYONE_WORDS = ['everyone', 'channel'] as const;
export type EveryoneWord = (typeof EVERYONE_WORDS)[number];
const isEveryoneWord = (lowerName: string): lowerName is EveryoneWord => (EVERYONE_WORDS as readonly string[]).includes(lowerName);

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
const MENTION = /(^|[^A-Za-z0-9_.@])@([A-Za-z0-9_.]{1,32})/g;
const TRAILING_PUNCTUATION = /[.,!?;:)\]}'"]+$/;

/** The usernames a message mentions (`@name`), lower-cased, each once; `@everyone` and `@channel` are not names. */
export function mentionedUsernames(content: string): string[] {
  const names = new Set<string>();
  for (const match of content.matchAll(MENTION)) names.add(match[2]!.replace(/\.+$/, '').toLowerCase());
  names.delete('');
  for (const word of EVERYONE_WORDS) names.delete(word);
  return [...names];
}

/** The first `@everyone` or `@channel` the message holds (lower-cased), or null. */
export function everyoneMention(content: string): EveryoneWord | null {
  for (const match of content.matchAll(MENTION)) {
    const name = match[2]!.replace(/\.+$/, '').toLowerCase();
    if (isEveryoneWord(name)) return name;
  }
  return null;
}

/** Only http(s) addresses become links, so `javascript:` and the like stay plain text. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function splitMentions(text: string, known: (username: string) => boolean, everyone: boolean): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const name = match[2]!.replace(/\.+$/, '');
    const broadcast = isEveryoneWord(name.toLowerCase());
    if (broadcast ? !everyone : !known(name.toLowerCase())) continue;
    const start = match.index + match[1]!.length;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push(broadcast ? { kind: 'everyone', text: `@${name}` } : { kind: 'mention', text: `@${name}`, username: name });
    last = start + 1 + name.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/**
 * Splits content into text, safe links and mentions of known users; `@everyone` and `@channel` are a piece of their
 * own when the message did notify everyone (`everyone`), else text.
 */
export function messagePieces(content: string, known: (username: string) => boolean = () => true, everyone = false): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (match.index > last) pieces.push(...splitMentions(content.slice(last, match.index), known, everyone));
    pieces.push({ kind: 'link', text: raw, href });
    last = match.index + raw.length;
  }
  if (last < content.length) pieces.push(...splitMentions(content.slice(last), known, everyone));
  return pieces;
}
