import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE } from '@team7790/shared/accounts/avatar-palette';
import { avatarInitials, readableTextOn } from './avatar.ts';

describe('avatarInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(avatarInitials('ava smith jones')).toBe('AS');
    expect(avatarInitials('ava_smith')).toBe('AS');
  });
  it('takes two letters of a one-word name', () => {
    expect(avatarInitials('riptide')).toBe('RI');
    expect(avatarInitials('x')).toBe('X');
  });
  it('never returns an empty avatar', () => {
    expect(avatarInitials('  ')).toBe('?');
  });
});

describe('readableTextOn', () => {
  it('puts dark text on light colours and light text on dark ones', () => {
    expect(readableTextOn('#ffd166')).toBe('#000000');
    expect(readableTextOn('#ff6b00')).toBe('#000000');
    expect(readableTextOn('#002aff')).toBe('#ffffff');
    expect(readableTextOn('#7b00ff')).toBe('#ffffff');
  });
  it('falls back to white for a malformed colour', () => {
    expect(readableTextOn('orange')).toBe('#ffffff');
  });
});

describe('the avatar palette', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(AVATAR_PALETTE.map((c) => [c.name, c.hex]))('%s carries its initials at 4.5:1 or more, in either theme', (_name, hex) => {
    // The avatar is drawn the same on light and dark pages: its text is chosen against its own colour only.
    expect(contrast(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
  });
});
