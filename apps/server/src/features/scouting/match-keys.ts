import { compareMatches } from '@team7790/shared/competition/match-order';
import { STATIONS, type Station } from '@team7790/shared/scouting/match-scouting';

/** A match key's level, set and number: `2025milac_qm12` is qm 1 12, `2025milac_sf3m1` is sf 3 1. */
export function matchNumbering(matchKey: string): { key: string; comp_level: string; set_number: number; match_number: number } {
  const found = /_(qm|ef|qf|sf|f)(\d+)(?:m(\d+))?$/.exec(matchKey);
  if (!found) return { key: matchKey, comp_level: '', set_number: 0, match_number: 0 };
  const [, level, first, second] = found;
  return level === 'qm'
    ? { key: matchKey, comp_level: 'qm', set_number: 1, match_number: Number(first) }
    : { key: matchKey, comp_level: level!, set_number: Number(first), match_number: Number(second ?? 1) };
}

/** Reports in play order, then by driver-station position, then as they were first received. */
export function byMatchAndStation<R extends { matchKey: string; station: Station; receivedAt: Date }>(reports: readonly R[]): R[] {
  return [...reports].sort(
    (a, b) =>
      compareMatches(matchNumbering(a.matchKey), matchNumbering(b.matchKey)) ||
      STATIONS.indexOf(a.station) - STATIONS.indexOf(b.station) ||
      a.receivedAt.getTime() - b.receivedAt.getTime(),
  );
}
