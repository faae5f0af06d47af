/** Older clients put the replied-to message in the content as `[reply:123] text`; we store it as data instead. */
const REPLY_MARKER = /^\[reply:([1-9]\d{0,15})\][ \t]?/;

export const REPLY_PREVIEW_LENGTH = 80;

/** Splits a leading reply marker off the content. */
export function parseReplyMarker(content: string): { replyToId: number | null; text: string } {
  const match = REPLY_MARKER.exec(content);
  if (!match) return { replyToId: null, text: content };
  return { replyToId: Number(match[1]), text: content.slice(match[0].length) };
}

export function formatReplyMarker(replyToId: number, text: string): string {
  return `[reply:${replyToId}] ${text}`;
}

/** The first 80 characters, with an ellipsis when cut (spec 3 section 9). */
export function replyExcerpt(content: string, max = REPLY_PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

/** 'Replying to {sender}: ' plus the excerpt. */
export function replyPreview(sender: string, content: string): string {
  return `Replying to ${sender}: ${replyExcerpt(content)}`;
}
