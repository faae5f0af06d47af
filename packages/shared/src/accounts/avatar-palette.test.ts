import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, DEFAULT_AVATAR_ORDER, defaultAvatarColor } from './avatar-palette.ts';

/** CIE L*a*b* of a #rrggbb colour (sRGB, D65). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

describe('the avatar palette', () => {
  it('has 15 different colours, and gives new accounts each of them', () => {
    const hexes = AVATAR_PALETTE.map((c) => c.hex);
    expect(new Set(hexes).size).toBe(15);
    expect([...DEFAULT_AVATAR_ORDER].sort()).toEqual([...hexes].sort());
  });

  it('has no two swatches people would take for the same colour', () => {
    // Violet #7c3aed beside Purple #9333ea was 7.1 apart; the nearest pair now (Red, Rose) is 18.8.
    for (const a of AVATAR_PALETTE) {
      for (const b of AVATAR_PALETTE) {
        if (a.hex >= b.hex) continue;
        const [l1, a1, b1] = lab(a.hex);
        const [l2, a2, b2] = lab(b.hex);
        expect(Math.hypot(l1 - l2, a1 - a2, b1 - b2), `${a.name} and ${b.name}`).toBeGreaterThan(15);
      }
    }
  });
});

describe('defaultAvatarColor', () => {
  it('gives the first member team orange, then walks the wheel', () => {
    const usage = new Map<string, number>();
    const given = [];
    for (let i = 0; i < 4; i += 1) {
      const hex = defaultAvatarColor(usage);
      given.push(hex);
      usage.set(hex, (usage.get(hex) ?? 0) + 1);
    }
    expect(given).toEqual(['#ff6b00', '#2563eb', '#16a34a', '#9333ea']);
  });

  it('gives fifteen members fifteen colours, then starts again', () => {
    const usage = new Map<string, number>();
    const given = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      const hex = defaultAvatarColor(usage);
      given.add(hex);
      usage.set(hex, 1);
    }
    expect(given.size).toBe(15);
    expect(defaultAvatarColor(usage)).toBe('#ff6b00');
  });

  it('picks the colour fewest members have, whatever the rest chose', () => {
    // Everyone on the old default orange, one on blue: a new member gets green, the first colour nobody has.
    expect(
      defaultAvatarColor(
        new Map([
          ['#ff6b00', 9],
          ['#2563eb', 1],
        ]),
      ),
    ).toBe('#16a34a');
    const allButRose = new Map(AVATAR_PALETTE.map((c) => [c.hex, c.hex === '#e11d48' ? 1 : 2]));
    expect(defaultAvatarColor(allButRose)).toBe('#e11d48');
    // Colours from outside the palette (an older swatch) take no palette colour's place.
    expect(defaultAvatarColor(new Map([['#7c3aed', 5]]))).toBe('#ff6b00');
  });
});
