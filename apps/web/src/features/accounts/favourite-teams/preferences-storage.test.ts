import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEGACY_FAVOURITES_KEY,
  parseLegacyFavourites,
  readCachedPreferences,
  readLegacyFavourites,
  TEAM_PREFS_CACHE_KEY,
  writeCachedPreferences,
} from './preferences-storage.ts';

const team254 = {
  team_number: '254',
  highlight_color: '#123456',
  notif_upcoming: true,
  notif_alliance: false,
  notif_results: true,
  notif_awards: true,
  upcoming_warning: { mode: 'matches' as const, matches: 3 },
  upcoming_default_minutes: 20,
};

describe('legacy favourites (user_favorites_v1)', () => {
  it('reads a plain list of numbers or strings with the new-favourite colour', () => {
    expect(parseLegacyFavourites('[254, "0033", "frc67"]')).toEqual([
      { team_number: '254', highlight_color: '#ffd166' },
      { team_number: '33', highlight_color: '#ffd166' },
      { team_number: '67', highlight_color: '#ffd166' },
    ]);
  });
  it('reads a list of teams with their colours, and a list with one shared colour', () => {
    expect(parseLegacyFavourites('[{"team":"254","color":"#00AA00"},{"team_number":3767}]')).toEqual([
      { team_number: '254', highlight_color: '#00aa00' },
      { team_number: '3767', highlight_color: '#ffd166' },
    ]);
    expect(parseLegacyFavourites('{"teams":["7790","254"],"color":"#ff6b00"}')).toEqual([
      { team_number: '7790', highlight_color: '#ff6b00' },
      { team_number: '254', highlight_color: '#ff6b00' },
    ]);
  });
  it('drops what is not a team, repeats and bad colours, and survives junk', () => {
    expect(parseLegacyFavourites('["abc", 0, null, 254, "254", {"team": "x"}, {"team": 33, "color": "red"}]')).toEqual([
      { team_number: '254', highlight_color: '#ffd166' },
      { team_number: '33', highlight_color: '#ffd166' },
    ]);
    expect(parseLegacyFavourites('not json')).toEqual([]);
    expect(parseLegacyFavourites(null)).toEqual([]);
    expect(parseLegacyFavourites('42')).toEqual([]);
  });
});

describe('the device copy of favourites (team_prefs_cache_v1)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the list back only to the account that saved it', () => {
    writeCachedPreferences(7, [team254]);
    expect(JSON.parse(store.get(TEAM_PREFS_CACHE_KEY)!)).toEqual({ user_id: 7, teams: [team254] });
    expect(readCachedPreferences(7)).toEqual([team254]);
    expect(readCachedPreferences(8)).toBeUndefined();
  });
  it('reads a copy saved before favourites had an upcoming warning as the default one', () => {
    const { upcoming_warning: _warning, upcoming_default_minutes: _minutes, ...older } = team254;
    writeCachedPreferences(7, [older as typeof team254]);
    expect(readCachedPreferences(7)).toEqual([{ ...older, upcoming_warning: { mode: 'minutes', minutes: null }, upcoming_default_minutes: 15 }]);
  });
  it('ignores a damaged copy', () => {
    store.set(TEAM_PREFS_CACHE_KEY, '{"user_id":7,"teams":[{"team_number":254}]}');
    expect(readCachedPreferences(7)).toBeUndefined();
    store.set(TEAM_PREFS_CACHE_KEY, '{{{');
    expect(readCachedPreferences(7)).toBeUndefined();
  });
  it('reads the legacy list from its key', () => {
    store.set(LEGACY_FAVOURITES_KEY, '["7790"]');
    expect(readLegacyFavourites()).toEqual([{ team_number: '7790', highlight_color: '#ffd166' }]);
  });
});
