import { eventOddsResponse } from '@team7790/shared/competition/contracts/predictions';
import { allianceCountOf, eventBracketFormat, type BracketMatchInput } from '@team7790/shared/competition/playoff-bracket';
import { clampChance, resultRankingPoints } from '@team7790/shared/competition/predictions/match-predictions';
import {
  simulatePlayoffs,
  simulateQualifications,
  type CurrentRanking,
  type SimulationModel,
} from '@team7790/shared/competition/predictions/simulate';
import type { TbaAlliance, TbaEvent, TbaEventRankings, TbaMatch } from '@team7790/shared/competition/tba';
import { toAlliances } from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, type PageContext } from './context.ts';
import { eventMaxAge } from './event-page.ts';
import { readPredictionInputs, type EventPredictionInputs } from './predictions.ts';

/**
 * Event odds (issue 32, part 3): the remaining qualification schedule and bracket simulated SIMULATION_RUNS times from
 * the same ratings as the match predictions. The answer is kept per event state (the memo rebuilds it only when the
 * matches, rankings, alliances or ratings it was made from changed).
 */
export const SIMULATION_RUNS = 10_000;

/** The model the simulation draws from: the predictions' ratings, spread and bonus shares after the played matches. */
export function simulationModel(inputs: EventPredictionInputs): SimulationModel {
  const { model, year } = inputs;
  const rp = resultRankingPoints(year) ?? { win: 2, tie: 1 };
  return {
    allianceScore: (keys) => keys.reduce((s, t) => s + (model.rating(t) ?? 0), 0),
    // Before any score (and with no prior in points) every rating is equal: each match is a coin toss.
    sigma: model.sigma ?? 1,
    k: model.k,
    bonusChances: (keys) => {
      const shares = keys.map((t) => model.bonusShare(t));
      return model.bonusNames.map((_, b) => clampChance(shares.reduce((s, x) => s + (x[b] ?? 0), 0)));
    },
    winRp: rp.win,
    tieRp: rp.tie,
  };
}

/** Each team's ranking points so far: TBA's "Total Ranking Points" where it lists them, else its ranking score × matches. */
function currentRankings(read: TbaEventRankings | null | undefined): CurrentRanking[] | null {
  const rows = read?.rankings;
  if (!Array.isArray(rows) || rows.length === 0) return null;
  const totalAt = (read?.extra_stats_info ?? []).findIndex((s) => s?.name === 'Total Ranking Points');
  return rows.flatMap((r) => {
    if (!r?.team_key) return [];
    const total = totalAt >= 0 ? r.extra_stats?.[totalAt] : undefined;
    const score = r.sort_orders?.[0];
    const points = typeof total === 'number' ? total : typeof score === 'number' ? Math.round(score * (r.matches_played ?? 0)) : null;
    return points === null ? [] : [{ team_key: r.team_key, ranking_points_total: points, matches_played: r.matches_played ?? 0 }];
  });
}

const toBracketMatch = (m: TbaMatch): BracketMatchInput => ({
  key: m.key,
  comp_level: m.comp_level,
  set_number: m.set_number,
  match_number: m.match_number,
  winning_alliance: m.winning_alliance ?? '',
  time: m.time ?? null,
  actual_time: m.actual_time ?? null,
  predicted_time: m.predicted_time ?? null,
  alliances: {
    red: { team_keys: m.alliances?.red?.team_keys ?? [], score: m.alliances?.red?.score ?? null },
    blue: { team_keys: m.alliances?.blue?.team_keys ?? [], score: m.alliances?.blue?.score ?? null },
  },
});

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** GET /api/competition/events/:eventKey/odds */
export async function eventOdds(ctx: PageContext, eventKey: string) {
  const maxAge = await eventMaxAge(ctx, eventKey);
  const [inputs, eventRead, rankingsRead, alliancesRead, matchesRead] = await Promise.all([
    readPredictionInputs(ctx, eventKey),
    optional(ctx.tba.get<TbaEvent>(`/event/${eventKey}`, maxAge)),
    optional(ctx.tba.get<TbaEventRankings>(`/event/${eventKey}/rankings`, maxAge)),
    optional(ctx.tba.get<TbaAlliance[]>(`/event/${eventKey}/alliances`, maxAge)),
    optional(ctx.tba.get<TbaMatch[]>(`/event/${eventKey}/matches`, maxAge)),
  ]);
  const reads = [...inputs.reads, eventRead, rankingsRead, alliancesRead, matchesRead];
  return ctx.memo.get(`odds:${eventKey}`, depsOf(reads), eventOddsResponse, () => {
    const model = simulationModel(inputs);
    // 2015 ranked by average score, with no ranking points: its qualification odds are not simulated.
    const qualifications = resultRankingPoints(inputs.year)
      ? simulateQualifications(inputs.matches, currentRankings(rankingsRead?.data), model, SIMULATION_RUNS)
      : null;
    const rankNow = new Map((rankingsRead?.data?.rankings ?? []).map((r) => [r?.team_key, r?.rank ?? null]));
    const alliances = Array.isArray(alliancesRead?.data) ? toAlliances(alliancesRead.data) : [];
    const bracketMatches = (Array.isArray(matchesRead?.data) ? matchesRead.data : []).filter((m) => m?.comp_level !== 'qm').map(toBracketMatch);
    const playoffType = eventRead?.data?.playoff_type ?? null;
    const format = eventBracketFormat(
      playoffType,
      inputs.year,
      allianceCountOf(alliances, bracketMatches),
      new Set(bracketMatches.map((m) => m.comp_level)),
    );
    const playoffs =
      alliances.length > 0 ? simulatePlayoffs({ format, playoffType, alliances, matches: bracketMatches }, model, SIMULATION_RUNS) : null;
    return {
      ...combinedFreshness(reads),
      event_key: eventKey,
      source: inputs.source,
      runs: SIMULATION_RUNS,
      rankings:
        qualifications?.map((t) => ({
          team_key: t.team_key,
          rank: rankNow.get(t.team_key) ?? null,
          mean_rank: round1(t.mean_rank),
          median_rank: t.median_rank,
          rank_p10: t.rank_p10,
          rank_p90: t.rank_p90,
          mean_rp: round1(t.mean_rp),
          rp_p10: t.rp_p10,
          rp_p90: t.rp_p90,
          p_first: round3(t.p_first),
          p_top8: round3(t.p_top8),
        })) ?? null,
      playoffs: playoffs
        ? {
            format: playoffs.format,
            alliances: playoffs.alliances.map((a) => ({ ...a, p_win: round3(a.p_win), p_finals: round3(a.p_finals) })),
          }
        : null,
    };
  });
}
