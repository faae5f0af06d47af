/**
 * Initials for an avatar (spec 3): the first letters of the username's words, at most two;
 * a one-word name gives its first two letters.
 */
export function avatarInitials(username: string): string {
  const words = username
    .trim()
    .split(/[\s_.-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const initials = words.length === 1 ? words[0]!.slice(0, 2) : words[0]![0]! + words[1]![0]!;
  return initials.toUpperCase();
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on a user-chosen #rrggbb background. */
export function readableTextOn(backgroundHex: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(backgroundHex)) return '#ffffff';
  const l = relativeLuminance(backgroundHex);
  // Contrast with white is 1.05/(l+0.05), with black (l+0.05)/0.05; pick the larger.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** The avatar colour of someone whose account is gone (a deleted user's messages): neutral grey, nobody's colour. */
export const NO_ACCOUNT_AVATAR_COLOR = '#64748b';
