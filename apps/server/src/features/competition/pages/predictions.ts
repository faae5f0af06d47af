import {
  eventPredictionsResponse,
  seasonAccuracyResponse,
  type AccuracySummary,
  type PredictionSource,
} from '@team7790/shared/competition/contracts/predictions';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import {
  eventModel,
  favouredSide,
  inPlayOrder,
  redOutcome,
  resultRankingPoints,
  winProbability,
  type EventModel,
  type MatchPrediction,
  type PredictionMatch,
  type TeamPriors,
} from '@team7790/shared/competition/predictions/match-predictions';
import type { TbaEvent, TbaMatch } from '@team7790/shared/competition/tba';
import type { CacheRead } from '../cache/provider-cache.ts';
import { freshnessForYear } from '../cache/freshness.ts';
import { combinedFreshness, depsOf, optional, type PageContext } from './context.ts';
import { epaValue, eventMaxAge } from './event-page.ts';

/**
 * Match predictions for an event (issue 32, decision 0015): Statbotics' pre-event EPA as the prior when it answers
 * in time, else the event's own matches alone; our members' scouting blended into the unplayed matches for members.
 */

/** How long predictions wait for Statbotics before answering from the event's matches alone (it fills the cache meanwhile). */
export const PREDICTION_PRIOR_WAIT_MS = 1500;

/** A team's scouting estimate: mean points our reports credit it per match, over this many matches. */
export type ScoutingEstimates = ReadonlyMap<string, { points: number; matches: number }>;

/** Share of the scouting estimate in a team's rating once it was scouted in this many matches or more (less: in proportion). */
export const SCOUTING_WEIGHT = 0.25;
export const SCOUTING_FULL_MATCHES = 3;

interface StatboticsTeamEvent {
  team?: number;
  epa?: { total_points?: unknown; stats?: { start?: unknown } };
}
interface StatboticsEvent {
  metrics?: { win_prob?: { count?: unknown; acc?: unknown; mse?: unknown } };
}

/** A read that took longer than the wait: the request goes on filling the cache, the answer goes without it. */
async function within<T>(read: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

const toPredictionMatch = (m: TbaMatch): PredictionMatch => ({
  key: m.key,
  comp_level: m.comp_level,
  set_number: m.set_number,
  match_number: m.match_number,
  time: m.time ?? null,
  actual_time: m.actual_time ?? null,
  alliances: {
    red: { team_keys: m.alliances?.red?.team_keys ?? [], score: m.alliances?.red?.score ?? null },
    blue: { team_keys: m.alliances?.blue?.team_keys ?? [], score: m.alliances?.blue?.score ?? null },
  },
  score_breakdown: (m.score_breakdown ?? null) as PredictionMatch['score_breakdown'],
});

/** Statbotics' pre-event EPA (`epa.stats.start`) by team key; null when it did not answer or gives none. */
function priorsOf(read: CacheRead<StatboticsTeamEvent[]> | null): TeamPriors | null {
  const ratings = new Map<string, number>();
  for (const row of Array.isArray(read?.data) ? read.data : []) {
    const start = epaValue(row?.epa?.stats?.start);
    if (typeof row?.team === 'number' && start !== null && Number.isFinite(start)) ratings.set(teamKeyOf(row.team), start);
  }
  return ratings.size > 0 ? { scale: 'points', ratings } : null;
}

function statboticsFigure(read: CacheRead<StatboticsEvent> | null): AccuracySummary['statbotics'] {
  const w = read?.data?.metrics?.win_prob;
  const [count, acc, mse] = [w?.count, w?.acc, w?.mse];
  return typeof count === 'number' && count > 0 && typeof acc === 'number' && typeof mse === 'number' ? { count, accuracy: acc, brier: mse } : null;
}

/** Everything an event's predictions and odds are made from, read once. */
export interface EventPredictionInputs {
  eventKey: string;
  matches: PredictionMatch[];
  priors: TeamPriors | null;
  model: EventModel;
  source: PredictionSource;
  year: number;
  statbotics: AccuracySummary['statbotics'];
  reads: (CacheRead<unknown> | null)[];
}

export async function readPredictionInputs(ctx: PageContext, eventKey: string): Promise<EventPredictionInputs> {
  const maxAge = await eventMaxAge(ctx, eventKey);
  const [matchesRead, teamEventsRead, eventStatsRead] = await Promise.all([
    optional(ctx.tba.get<TbaMatch[]>(`/event/${eventKey}/matches`, maxAge)),
    within(optional(ctx.statbotics.get<StatboticsTeamEvent[]>(`/v3/team_events?event=${eventKey}&limit=100`, maxAge)), PREDICTION_PRIOR_WAIT_MS),
    within(optional(ctx.statbotics.get<StatboticsEvent>(`/v3/event/${eventKey}`, maxAge)), PREDICTION_PRIOR_WAIT_MS),
  ]);
  const matches = inPlayOrder((Array.isArray(matchesRead?.data) ? matchesRead.data : []).map(toPredictionMatch));
  const priors = priorsOf(teamEventsRead);
  const model = eventModel(matches, priors);
  const anyScore = matches.some((m) => redOutcome(m) !== null);
  return {
    eventKey,
    matches,
    priors,
    model,
    source: priors ? 'prior' : anyScore ? 'in-event' : 'none',
    year: Number(eventKey.slice(0, 4)),
    statbotics: statboticsFigure(eventStatsRead),
    reads: [matchesRead, teamEventsRead, eventStatsRead],
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Accuracy, Brier and reliability bins of played matches, each predicted from the matches before it. */
export function accuracyOf(
  scored: readonly { p: number; outcome: number; marginError: number | null }[],
  statbotics: AccuracySummary['statbotics'],
): AccuracySummary {
  const n = scored.length;
  // On the chances themselves, as Statbotics counts its own (beside it on the page): a call that reads 50 % each but is
  // not exactly even counts whole here, half in the match's mark.
  const right = scored.reduce((s, x) => s + (x.outcome === 0.5 || x.p === 0.5 ? 0.5 : x.p > 0.5 === (x.outcome === 1) ? 1 : 0), 0);
  const margins = scored.flatMap((x) => (x.marginError === null ? [] : [Math.abs(x.marginError)]));
  const bins = Array.from({ length: 10 }, (_, b) => {
    const inBin = scored.filter((x) => Math.min(Math.floor(x.p * 10), 9) === b);
    const avg = (f: (x: (typeof scored)[number]) => number) => inBin.reduce((t, x) => t + f(x), 0) / inBin.length;
    return inBin.length === 0
      ? null
      : { from: b / 10, count: inBin.length, predicted: round3(avg((x) => x.p)), observed: round3(avg((x) => x.outcome)) };
  }).filter((b) => b !== null);
  return {
    count: n,
    accuracy: n === 0 ? null : right / n,
    brier: n === 0 ? null : scored.reduce((s, x) => s + (x.p - x.outcome) ** 2, 0) / n,
    margin_mae: margins.length === 0 ? null : round1(margins.reduce((s, x) => s + x, 0) / margins.length),
    bins,
    statbotics,
  };
}

/** A played match's margin error: actual minus predicted, red minus blue; null without predicted scores. */
const marginErrorOf = (m: PredictionMatch, p: MatchPrediction): number | null =>
  p.red_score !== null && p.blue_score !== null ? m.alliances.red.score! - m.alliances.blue.score! - (p.red_score - p.blue_score) : null;

/** The played matches' predictions against their results, for the accuracy figures. */
function scoredMatches(inputs: EventPredictionInputs) {
  const byKey = new Map(inputs.model.predictions.map((p) => [p.key, p]));
  return inputs.matches.flatMap((m) => {
    const outcome = redOutcome(m);
    const p = byKey.get(m.key);
    if (outcome === null || !p) return [];
    return [{ m, p: p.red_win_prob, outcome, marginError: marginErrorOf(m, p) }];
  });
}

/**
 * Ratings for the unplayed matches: the model's, with our scouting estimate blended in where members scouted the
 * team (SCOUTING_WEIGHT, in proportion below SCOUTING_FULL_MATCHES matches).
 */
function blendedRating(model: EventModel, scouting: ScoutingEstimates | null) {
  return (team: string): number | null => {
    const rating = model.rating(team);
    const scouted = scouting?.get(team);
    if (rating === null || !scouted || scouted.matches === 0) return rating;
    const w = SCOUTING_WEIGHT * Math.min(1, scouted.matches / SCOUTING_FULL_MATCHES);
    return (1 - w) * rating + w * scouted.points;
  };
}

function predictionView(m: PredictionMatch, p: MatchPrediction, inputs: EventPredictionInputs, rating: ((t: string) => number | null) | null) {
  const outcome = redOutcome(m);
  let { red_score: red, blue_score: blue, red_win_prob: redWin } = p;
  // Nothing known of the six teams before the match (and no scouting to blend): no scores and no call, not 'Even'.
  const known = p.known || (outcome === null && rating !== null);
  if (!known) [red, blue, redWin] = [null, null, 0.5];
  // An unplayed match with scouting blended: its scores again from the blended ratings, on the model's spread.
  if (outcome === null && rating && inputs.model.sigma !== null && red !== null && blue !== null) {
    const total = (keys: readonly string[]) => keys.reduce((s, t) => s + (rating(t) ?? 0), 0);
    red = total(m.alliances.red.team_keys);
    blue = total(m.alliances.blue.team_keys);
    redWin = winProbability(red - blue, inputs.model.sigma, inputs.model.k);
  }
  const rp = m.comp_level === 'qm' ? resultRankingPoints(inputs.year) : null;
  const names = inputs.model.bonusNames;
  const side = (score: number | null, win: number, bonus: number[]) => ({
    score: score === null ? null : round1(score),
    win_prob: round3(win),
    bonus: bonus.map((chance, i) => ({ name: names[i]!, chance: round3(chance) })),
    expected_rp: rp === null ? null : round1(win * rp.win + bonus.reduce((s, c) => s + c, 0)),
  });
  const marginError = outcome === null ? null : marginErrorOf(m, p);
  // The call is what the chances sent say (as the pages write them): none when they read 50 % each.
  const favored = favouredSide(round3(redWin));
  return {
    key: m.key,
    red: side(red, redWin, known ? p.red_bonus : []),
    blue: side(blue, 1 - redWin, known ? p.blue_bonus : []),
    favored,
    known,
    result:
      outcome === null
        ? null
        : {
            red_score: m.alliances.red.score!,
            blue_score: m.alliances.blue.score!,
            outcome,
            // A played match's chances are the model's own (no scouting is blended into them).
            correct: outcome === 0.5 || favored === null ? null : (favored === 'red') === (outcome === 1),
            margin_error: marginError === null ? null : round1(marginError),
          },
  };
}

/** GET /api/competition/events/:eventKey/predictions. Scouting estimates only for members (the answer is then private). */
export async function eventPredictions(ctx: PageContext, eventKey: string, scouting: ScoutingEstimates | null) {
  const inputs = await readPredictionInputs(ctx, eventKey);
  const scoutingKey = scouting ? JSON.stringify([...scouting]) : '';
  return ctx.memo.get(
    `predictions:${eventKey}:${scouting ? 'members' : 'public'}`,
    depsOf(inputs.reads, scoutingKey),
    eventPredictionsResponse,
    () => {
      const byKey = new Map(inputs.model.predictions.map((p) => [p.key, p]));
      const rating = scouting && scouting.size > 0 ? blendedRating(inputs.model, scouting) : null;
      const teams = [...new Set(inputs.matches.flatMap((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys]))].sort(
        (a, b) => Number(a.slice(3)) - Number(b.slice(3)),
      );
      return {
        ...combinedFreshness(inputs.reads),
        event_key: eventKey,
        source: inputs.source,
        scouting_blended: rating !== null,
        matches: inputs.matches.map((m) => predictionView(m, byKey.get(m.key)!, inputs, rating)),
        teams: teams.map((team_key) => {
          const r = (rating ?? inputs.model.rating)(team_key);
          const scouted = scouting?.get(team_key);
          return {
            team_key,
            rating: r === null ? null : round1(r),
            prior: inputs.priors?.ratings.get(team_key) ?? null,
            scouting: scouted ? round1(scouted.points) : null,
            scouted_matches: scouted?.matches ?? 0,
          };
        }),
        accuracy: accuracyOf(scoredMatches(inputs), inputs.statbotics),
      };
    },
  );
}

/** GET /api/competition/seasons/:year/prediction-accuracy: the home team's events of the season, each and together. */
export async function seasonAccuracy(ctx: PageContext, teamNumber: number, year: number) {
  const key = teamKeyOf(teamNumber);
  const eventsRead = await optional(ctx.tba.get<TbaEvent[]>(`/team/${key}/events/${year}`, freshnessForYear(year, ctx.now())));
  const events = (Array.isArray(eventsRead?.data) ? eventsRead.data : [])
    .filter((e) => e?.key)
    .sort((a, b) => (a.start_date ?? '').localeCompare(b.start_date ?? ''));
  // An event the provider cannot give is left out of the season, not the season's answer.
  const perEvent = (
    await Promise.all(
      events.map((e) =>
        readPredictionInputs(ctx, e.key).then(
          (inputs) => ({ event: e, inputs }),
          () => null,
        ),
      ),
    )
  ).filter((x) => x !== null);
  const reads = [eventsRead, ...perEvent.flatMap((x) => x.inputs.reads)];
  return ctx.memo.get(`season-accuracy:${key}:${year}`, depsOf(reads), seasonAccuracyResponse, () => {
    const all = perEvent.map(({ event, inputs }) => ({ event, inputs, scored: scoredMatches(inputs) }));
    const withFigure = all.filter((x) => x.inputs.statbotics !== null);
    const figures = withFigure.map((x) => x.inputs.statbotics!);
    const count = figures.reduce((s, f) => s + f.count, 0);
    const statbotics =
      count > 0
        ? {
            count,
            accuracy: figures.reduce((s, f) => s + f.accuracy * f.count, 0) / count,
            brier: figures.reduce((s, f) => s + f.brier * f.count, 0) / count,
          }
        : null;
    return {
      ...combinedFreshness(reads),
      year,
      events: all
        .filter((x) => x.scored.length > 0)
        .map((x) => ({ event_key: x.event.key, name: x.event.name, source: x.inputs.source, accuracy: accuracyOf(x.scored, x.inputs.statbotics) })),
      total: accuracyOf(
        all.flatMap((x) => x.scored),
        statbotics,
      ),
    };
  });
}
