import { describe, expect, it } from 'vitest';
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
