import type { Station } from '@team7790/shared/scouting/match-scouting';
import type { Draft } from '../offline/drafts.ts';
import type { OutboxReport } from '../offline/outbox.ts';

/** What the scout has done for one match and station on this device: a report being filled, or saved. */
export type MatchProgress = { kind: 'draft'; draft: Draft } | { kind: 'saved'; report: OutboxReport };

export const progressKey = (matchKey: string, station: Station) => `${matchKey}:${station}`;

/** The scout's own reports and drafts by match and station (a draft, being the newer work, wins). */
export function matchProgress(reports: readonly OutboxReport[], drafts: readonly Draft[]): Map<string, MatchProgress> {
  const progress = new Map<string, MatchProgress>();
  for (const report of reports) {
    if (report.latest.origin !== 'device') continue;
    const s = report.latest.submission;
    progress.set(progressKey(s.match_key, s.station), { kind: 'saved', report });
  }
  for (const draft of drafts) progress.set(progressKey(draft.match_key, draft.station), { kind: 'draft', draft });
  return progress;
}
