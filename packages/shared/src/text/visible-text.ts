/**
 * Characters a name must not hold, because they cannot be seen or they change how the text around them is shown,
 * so one channel could pass for another: controls (Cc), format characters (Cf: bidirectional overrides and
 * isolates such as U+202E, zero-width spaces and joiners, the byte-order mark, soft hyphen, invisible tags), line
 * and paragraph separators, and the letters and marks that draw nothing (Hangul fillers, the braille blank, the
 * combining grapheme joiner, Mongolian variation selectors).
 */
// eslint-disable-next-line no-misleading-character-class -- U+034F, a combining mark, stands alone on purpose
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFFA0]/u;

/** A zero-width joiner between two emoji draws one emoji (a family, a profession): the one hidden character a name may hold. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Half of a UTF-16 surrogate pair on its own: not a character at all; stored, it would silently become U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** The first character of `text` a name must not hold, as U+XXXX, or null. */
export function hiddenCharacterIn(text: string): string | null {
  const found = HIDDEN.exec(text.replace(EMOJI_JOINER, ''));
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** Why `text` cannot be a name (`label` is "Channel name", "Group name"…), or null. */
export function nameTextProblem(label: string, text: string): string | null {
  if (hasLoneSurrogate(text)) return `${label} is not valid text: it holds half of a character (a lone surrogate).`;
  const hidden = hiddenCharacterIn(text);
  if (hidden) return `${label} must not contain invisible or control characters (${hidden}).`;
  return null;
}

/** For a zod string schema: `.superRefine(refuseHiddenText('Channel name'))`. */
export const refuseHiddenText =
  (label: string) =>
  (text: string, ctx: { addIssue(issue: { code: 'custom'; message: string }): void }): void => {
    const problem = nameTextProblem(label, text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
