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

/** A fence line (three or more backticks or tildes, indented at most three spaces) opening or closing a code block. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The message with its code blanked out: fenced code blocks (from a fence line to the next fence of the same kind
 * and at least its length, or to the end) and code spans (a run of backticks to the next run of the same length),
 * as Markdown reads them. Each blanked character becomes a space, so what is left stands where it stood: a mention
 * quoted as code (`` `@everyone` ``) is text about the mention, not one.
 */
export function withoutCode(content: string): string {
  const lines = content.split('\n');
  let fence: string | null = null;
  const kept = lines.map((line) => {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = null;
      return ' '.repeat(line.length);
    }
    if (opening && !(opening[0] === '`' && line.slice(line.indexOf(opening) + opening.length).includes('`'))) {
      fence = opening;
      return ' '.repeat(line.length);
    }
    return line;
  });
  return blankCodeSpans(kept.join('\n'));
}

/** Blanks each code span: a run of backticks up to the next run of exactly as many (an unmatched run is text). */
function blankCodeSpans(text: string): string {
  let out = '';
  let at = 0;
  for (const run of text.matchAll(/`+/g)) {
    if (run.index < at) continue;
    const ticks = run[0];
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    close.lastIndex = run.index + ticks.length;
    const end = close.exec(text);
    if (!end) continue;
    const stop = end.index + ticks.length;
    out += text.slice(at, run.index) + text.slice(run.index, stop).replace(/[^\n]/g, ' ');
    at = stop;
  }
  return out + text.slice(at);
}

/** The usernames a message mentions (`@name`), lower-cased, each once; `@everyone` and `@channel` are not names, and code is not read. */
export function mentionedUsernames(content: string): string[] {
  const names = new Set<string>();
  for (const match of withoutCode(content).matchAll(MENTION)) names.add(match[2]!.replace(/\.+$/, '').toLowerCase());
  names.delete('');
  for (const word of EVERYONE_WORDS) names.delete(word);
  return [...names];
}

/** The first `@everyone` or `@channel` the message holds outside code (lower-cased), or null. */
export function everyoneMention(content: string): EveryoneWord | null {
  for (const match of withoutCode(content).matchAll(MENTION)) {
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

/** `text` is a piece of the message, `uncoded` the same piece of `withoutCode(message)`: mentions are read there. */
function splitMentions(text: string, uncoded: string, known: (username: string) => boolean, everyone: boolean): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of uncoded.matchAll(MENTION)) {
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
  const uncoded = withoutCode(content);
  const mentionsIn = (from: number, to: number) => splitMentions(content.slice(from, to), uncoded.slice(from, to), known, everyone);
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (match.index > last) pieces.push(...mentionsIn(last, match.index));
    pieces.push({ kind: 'link', text: raw, href });
    last = match.index + raw.length;
  }
  if (last < content.length) pieces.push(...mentionsIn(last, content.length));
  return pieces;
}
