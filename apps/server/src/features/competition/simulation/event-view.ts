import type { EventRun } from './event-simulation.ts';
import type { SimMatch } from './match-play.ts';
import { computeRankings, type RankingRow } from './rankings.ts';
import { gameFor } from './scoring/index.ts';

export type EventStage = 'upcoming' | 'qualifications' | 'alliance_selection' | 'playoffs' | 'complete';

/** An event as it stands at one instant: only what has happened is visible. */
export interface EventView {
  run: EventRun;
  now: number;
  /** Matches on the published schedule (results only on those in `played`). */
  listed: SimMatch[];
  played: Set<string>;
  playedQuals: SimMatch[];
  playedPlayoffs: SimMatch[];
  ranking: RankingRow[];
  alliancesKnown: boolean;
  awardsKnown: boolean;
  stage: EventStage;
}

/** The qualification schedule is published the evening before the first match. */
const SCHEDULE_NOTICE = 12 * 3600;
const rankingMemo = new WeakMap<EventRun, Map<number, RankingRow[]>>();

function rankingAt(run: EventRun, playedQuals: SimMatch[]): RankingRow[] {
  let memo = rankingMemo.get(run);
  if (!memo) {
    memo = new Map();
    rankingMemo.set(run, memo);
  }
  let ranking = memo.get(playedQuals.length);
  if (!ranking) {
    ranking = computeRankings(gameFor(run.event.year), run.teamKeys, playedQuals);
    memo.set(playedQuals.length, ranking);
  }
  return ranking;
}

export function viewEvent(run: EventRun, now: number): EventView {
  const firstMatch = run.quals[0]?.time ?? run.playoff.matches[0]?.time ?? Number.POSITIVE_INFINITY;
  const schedulePublished = now >= firstMatch - SCHEDULE_NOTICE;
  const alliancesKnown = now >= run.selectionTime;
  const quals = schedulePublished ? run.quals : [];
  const playoffs = alliancesKnown ? run.playoff.matches.filter((m) => m.listedAt <= now) : [];
  const listed = [...quals, ...playoffs];
  const playedQuals = quals.filter((m) => m.postResultTime <= now);
  const playedPlayoffs = playoffs.filter((m) => m.postResultTime <= now);
  const played = new Set([...playedQuals, ...playedPlayoffs].map((m) => m.key));
  const awardsKnown = now >= run.awardsTime;
  const stage: EventStage =
    awardsKnown || (playoffs.length > 0 && run.playoff.matches.every((m) => m.postResultTime <= now))
      ? 'complete'
      : playedPlayoffs.length > 0 || (alliancesKnown && playoffs.some((m) => m.actualTime <= now))
        ? 'playoffs'
        : alliancesKnown || (run.quals.length > 0 && playedQuals.length === run.quals.length)
          ? 'alliance_selection'
          : run.quals.some((m) => m.actualTime <= now)
            ? 'qualifications'
            : 'upcoming';
  return { run, now, listed, played, playedQuals, playedPlayoffs, ranking: rankingAt(run, playedQuals), alliancesKnown, awardsKnown, stage };
}
