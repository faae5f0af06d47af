import { describe, expect, it } from 'vitest';
import { channelIdFromName, channelIdProblem, chatKindOf, dmKey, dmPartner, parseDmKey, parseGroupKey } from './chat-keys.ts';

describe('channel ids', () => {
  it('lower-cases the trimmed name and turns whitespace runs into one hyphen', () => {
    expect(channelIdFromName('  Build   Team\tNotes ')).toBe('build-team-notes');
    expect(channelIdFromName('General')).toBe('general');
  });
  it('refuses ids that would collide with group or direct-chat keys', () => {
    expect(channelIdProblem('123')).toMatch(/digits/);
    expect(channelIdProblem('dm_1_2')).toMatch(/dm_/);
    expect(channelIdProblem('a/b')).toMatch(/cannot contain/);
    expect(channelIdProblem('')).toBe('Channel name is required.');
    expect(channelIdProblem('pit-crew-2025')).toBeNull();
  });
});

describe('direct-chat keys', () => {
  it('sorts the two ids ascending whichever order they come in', () => {
    expect(dmKey(12, 3)).toBe('dm_3_12');
    expect(dmKey(3, 12)).toBe('dm_3_12');
  });
  it('parses only well-formed ascending keys', () => {
    expect(parseDmKey('dm_3_12')).toEqual([3, 12]);
    expect(parseDmKey('dm_12_3')).toBeNull();
    expect(parseDmKey('dm_3_3')).toBeNull();
    expect(parseDmKey('dm_03_12')).toBeNull();
    expect(parseDmKey('general')).toBeNull();
  });
  it('names the partner only for a participant', () => {
    expect(dmPartner('dm_3_12', 3)).toBe(12);
    expect(dmPartner('dm_3_12', 12)).toBe(3);
    expect(dmPartner('dm_3_12', 4)).toBeNull();
  });
  it('tells the kind of a key', () => {
    expect(chatKindOf('dm_1_2')).toBe('dm');
    expect(chatKindOf('42')).toBe('group');
    expect(chatKindOf('general')).toBe('channel');
  });
  it('refuses ids no database row can have', () => {
    expect(parseDmKey('dm_1_2147483647')).toEqual([1, 2147483647]);
    expect(parseDmKey('dm_1_2147483648')).toBeNull();
    expect(parseGroupKey('42')).toBe(42);
    expect(parseGroupKey('2147483648')).toBeNull();
    expect(parseGroupKey('0')).toBeNull();
    expect(parseGroupKey('9'.repeat(30))).toBeNull();
  });
});
