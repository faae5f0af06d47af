/** The 15 avatar colours of the profile's picker (spec 3 section 9), team orange first. */
export const AVATAR_PALETTE: readonly { name: string; hex: string }[] = [
  { name: 'Team orange', hex: '#ff6b00' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Rose', hex: '#e11d48' },
  { name: 'Pink', hex: '#db2777' },
  { name: 'Purple', hex: '#9333ea' },
  { name: 'Violet', hex: '#7c3aed' },
  { name: 'Indigo', hex: '#4f46e5' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Sky', hex: '#0284c7' },
  { name: 'Teal', hex: '#0d9488' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Lime', hex: '#65a30d' },
  { name: 'Amber', hex: '#d97706' },
  { name: 'Brown', hex: '#92400e' },
  { name: 'Slate', hex: '#475569' },
];

/** Waits this long after the last pick before saving (spec 3 section 4). */
export const AVATAR_SAVE_DELAY_MS = 500;
