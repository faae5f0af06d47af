import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, hiddenCharacterIn, nameTextProblem } from './visible-text.ts';

describe('names hold only visible text', () => {
  it.each([
    ['right-to-left override', 'gen\u202Eeral', 'U+202E'],
    ['left-to-right embedding', '\u202Ageneral', 'U+202A'],
    ['right-to-left isolate', 'a\u2067b', 'U+2067'],
    ['right-to-left mark', 'a\u200Fb', 'U+200F'],
    ['zero-width space', 'gen\u200Beral', 'U+200B'],
    ['zero-width joiner between letters', 'gen\u200Deral', 'U+200D'],
    ['zero-width non-joiner', 'a\u200Cb', 'U+200C'],
    ['byte-order mark', '\uFEFFgeneral', 'U+FEFF'],
    ['soft hyphen', 'gen\u00ADeral', 'U+00AD'],
    ['word joiner', 'a\u2060b', 'U+2060'],
    ['tab', 'a\tb', 'U+0009'],
    ['newline', 'a\nb', 'U+000A'],
    ['escape', 'a\u001Bb', 'U+001B'],
    ['C1 control', 'a\u0085b', 'U+0085'],
    ['line separator', 'a\u2028b', 'U+2028'],
    ['Hangul filler', '\u3164', 'U+3164'],
    ['braille blank', '\u2800', 'U+2800'],
    ['invisible tag', 'a\u{E0041}', 'U+E0041'],
  ])('finds a %s', (_what, text, code) => {
    expect(hiddenCharacterIn(text)).toBe(code);
    expect(nameTextProblem('Channel name', text)).toBe(`Channel name must not contain invisible or control characters (${code}).`);
  });

  it.each([
    'general',
    'Drive Team 2026',
    'équipe de génie',
    'מחלקת רובוטיקה',
    'فريق',
    'ロボット部',
    'pit crew 🔧',
    'family 👨‍👩‍👧',
    'rainbow 🏳️‍🌈',
    'café',
  ])('lets %s through', (text) => {
    expect(nameTextProblem('Channel name', text)).toBeNull();
  });

  it('finds lone surrogates, not pairs', () => {
    expect(hasLoneSurrogate('a\uD800b')).toBe(true);
    expect(hasLoneSurrogate('a\uDC00')).toBe(true);
    expect(hasLoneSurrogate('\uDE00\uD83D')).toBe(true);
    expect(hasLoneSurrogate('😀')).toBe(false);
    expect(nameTextProblem('Group name', 'x\uD800')).toMatch(/^Group name is not valid text/);
  });
});
