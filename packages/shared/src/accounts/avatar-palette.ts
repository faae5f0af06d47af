/** The 15 avatar colours of the profile's picker (spec 3 section 9), in the picker's order: team orange first. */
export const AVATAR_PALETTE: readonly { name: string; hex: string }[] = [
  { name: 'Team orange', hex: '#ff6b00' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Rose', hex: '#e11d48' },
  { name: 'Pink', hex: '#db2777' },
  { name: 'Purple', hex: '#9333ea' },
  { name: 'Indigo', hex: '#4f46e5' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Sky', hex: '#0284c7' },
  { name: 'Teal', hex: '#0d9488' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Lime', hex: '#65a30d' },
  { name: 'Yellow', hex: '#eab308' },
  { name: 'Amber', hex: '#d97706' },
  { name: 'Brown', hex: '#92400e' },
  { name: 'Slate', hex: '#475569' },
];

/**
 * The order new accounts are given colours in when several are equally unused: far apart on the colour wheel, so
 * members who join one after the other do not get neighbouring shades.
 */
export const DEFAULT_AVATAR_ORDER: readonly string[] = [
  '#ff6b00', // team orange
  '#2563eb', // blue
  '#16a34a', // green
  '#9333ea', // purple
  '#eab308', // yellow
  '#0d9488', // teal
  '#dc2626', // red
  '#475569', // slate
  '#db2777', // pink
  '#0284c7', // sky
  '#65a30d', // lime
  '#92400e', // brown
  '#4f46e5', // indigo
  '#d97706', // amber
  '#e11d48', // rose
];

/**
 * A new account's avatar colour: the palette colour fewest members have (`usage`: how many have each colour,
 * lower case), the first of `DEFAULT_AVATAR_ORDER` among equals. The first fifteen members get fifteen colours.
 */
export function defaultAvatarColor(usage: ReadonlyMap<string, number>): string {
  let best = DEFAULT_AVATAR_ORDER[0]!;
  for (const hex of DEFAULT_AVATAR_ORDER) {
    if ((usage.get(hex) ?? 0) < (usage.get(best) ?? 0)) best = hex;
  }
  return best;
}
