import type { ScoutingKit, Station } from '@team7790/shared/scouting/match-scouting';
import type { ScoutMatch } from '@team7790/shared/scouting/scout-matches';
import type { Draft } from '../offline/drafts.ts';
import type { OutboxReport } from '../offline/outbox.ts';

/**
 * What is done for one match and station: a report being filled on this device, one saved on it, or one the server
 * holds that this device does not (another phone sent it, or this one was cleared since).
 */
export type MatchProgress = { kind: 'draft'; draft: Draft } | { kind: 'saved'; report: OutboxReport } | { kind: 'elsewhere' };

export const progressKey = (matchKey: string, station: Station) => `${matchKey}:${station}`;

/**
 * The scout's own reports and drafts by match and station (a draft, being the newer work, wins), and the positions
 * the server holds a report for that this device has none of.
 */
export function matchProgress(
  reports: readonly OutboxReport[],
  drafts: readonly Draft[],
  scouted: ScoutingKit['scouted'] = [],
): Map<string, MatchProgress> {
  const progress = new Map<string, MatchProgress>();
  for (const position of scouted) progress.set(progressKey(position.match_key, position.station), { kind: 'elsewhere' });
  for (const report of reports) {
    if (report.latest.origin !== 'device') continue;
    const s = report.latest.submission;
    progress.set(progressKey(s.match_key, s.station), { kind: 'saved', report });
  }
  for (const draft of drafts) progress.set(progressKey(draft.match_key, draft.station), { kind: 'draft', draft });
  return progress;
}

/** Whether the position has a report, on this device or on the server. */
export const isScouted = (done: MatchProgress | undefined) => done?.kind === 'saved' || done?.kind === 'elsewhere';

/** "My next match": the first assigned match still to play whose position nobody has scouted yet. */
export function nextToScout(assigned: readonly ScoutMatch[], progress: Map<string, MatchProgress>): ScoutMatch | null {
  return assigned.find((m) => !m.played && !isScouted(progress.get(progressKey(m.match_key, m.station)))) ?? null;
}
