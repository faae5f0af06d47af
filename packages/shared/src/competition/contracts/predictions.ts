import { z } from 'zod';
import { freshness } from './common.ts';

/**
 * Match predictions and event odds (issue 32, decision 0015). Every answer says which ratings it was made
 * from, so a page can label predictions made in the event alone while Statbotics is down.
 */

/**
 * Where the ratings came from: `prior` Statbotics' pre-event EPA refitted in the event; `in-event` the event's
 * own matches alone (Statbotics refused, slow, or the event unknown to it); `none` nothing yet (no prior and
 * no score).
 */
export const predictionSource = z.enum(['prior', 'in-event', 'none']);
export type PredictionSource = z.infer<typeof predictionSource>;

/** One bonus ranking point of the season (e.g. 'Auto', 'Coral', 'Barge') and the chance an alliance earns it. */
export const bonusChance = z.object({ name: z.string(), chance: z.number() });

export const alliancePrediction = z.object({
  /** Predicted score; null when there is no scale yet (no score in the event and no prior in points). */
  score: z.number().nullable(),
  win_prob: z.number(),
  /** Bonus ranking points the season's data supports; empty when it supports none (or for playoff matches). */
  bonus: z.array(bonusChance),
  /** Expected ranking points from this match (win, tie and bonus); null for playoff matches or unknown seasons. */
  expected_rp: z.number().nullable(),
});

export const matchPrediction = z.object({
  key: z.string(),
  red: alliancePrediction,
  blue: alliancePrediction,
  /** 'red' | 'blue', or null at exactly 50 % and when nothing is known. */
  favored: z.enum(['red', 'blue']).nullable(),
  /**
   * False when nothing was known of the six teams before the match (no prior, none had played in the event, none
   * scouted): the chances then read 50 % and the scores null, and the pages say "Not known yet", never "Even".
   */
  known: z.boolean(),
  /** After the match: the real scores, whether the favourite won, and the margin's error (actual − predicted, red minus blue). */
  result: z
    .object({
      red_score: z.number(),
      blue_score: z.number(),
      /** 1 red won, 0 blue won, 0.5 tie. */
      outcome: z.number(),
      correct: z.boolean().nullable(),
      margin_error: z.number().nullable(),
    })
    .nullable(),
});
export type MatchPredictionView = z.infer<typeof matchPrediction>;

export const teamRating = z.object({
  team_key: z.string(),
  /** Rating in points of an alliance score, as used for the predictions now. */
  rating: z.number().nullable(),
  /** Statbotics' pre-event EPA, when it answered. */
  prior: z.number().nullable(),
  /** Our members' scouting estimate (mean points a report credits this team), when they scouted the event. */
  scouting: z.number().nullable(),
  scouted_matches: z.number(),
});

export const reliabilityBin = z.object({
  /** Lower edge of the predicted chance, 0, 0.1, … 0.9; the bin is [from, from + 0.1). */
  from: z.number(),
  count: z.number(),
  /** Mean predicted red win chance in the bin, and the observed red win rate (a tie counts half). */
  predicted: z.number(),
  observed: z.number(),
});

export const accuracySummary = z.object({
  /** Played matches predicted (each from the matches before it). */
  count: z.number(),
  /** Share of right calls (a tie, or a call of exactly 50 %, counts half); null with no match. */
  accuracy: z.number().nullable(),
  brier: z.number().nullable(),
  /** Mean absolute error of the predicted margin, points. */
  margin_mae: z.number().nullable(),
  bins: z.array(reliabilityBin),
  /** Statbotics' own published figure for the same event(s), when it answered: count, accuracy, Brier (its mse). */
  statbotics: z.object({ count: z.number(), accuracy: z.number(), brier: z.number() }).nullable(),
});
export type AccuracySummary = z.infer<typeof accuracySummary>;

/** GET /api/competition/events/:eventKey/predictions */
export const eventPredictionsResponse = z.object({
  ...freshness,
  event_key: z.string(),
  source: predictionSource,
  /** Whether our members' scouting reports were blended into the ratings. */
  scouting_blended: z.boolean(),
  /** Every match of the event in play order, played ones predicted from the matches before them. */
  matches: z.array(matchPrediction),
  teams: z.array(teamRating),
  accuracy: accuracySummary,
});
export type EventPredictionsResponse = z.infer<typeof eventPredictionsResponse>;

export const rankOdds = z.object({
  team_key: z.string(),
  /** Current rank, null before any ranking. */
  rank: z.number().nullable(),
  mean_rank: z.number(),
  /** Median predicted final rank, and the 10th and 90th percentiles. */
  median_rank: z.number(),
  rank_p10: z.number(),
  rank_p90: z.number(),
  /** Mean final ranking points total, and its 10th and 90th percentiles. */
  mean_rp: z.number(),
  rp_p10: z.number(),
  rp_p90: z.number(),
  /** Chance to finish first, and in the top 8 (an alliance captain's seat at most events). */
  p_first: z.number(),
  p_top8: z.number(),
});

export const allianceOdds = z.object({
  number: z.number(),
  name: z.string().nullable(),
  team_keys: z.array(z.string()),
  /** Chance to win the event, and to reach the finals. */
  p_win: z.number(),
  p_finals: z.number(),
});

/** GET /api/competition/events/:eventKey/odds: simulated remaining qualification schedule and bracket. */
export const eventOddsResponse = z.object({
  ...freshness,
  event_key: z.string(),
  source: predictionSource,
  runs: z.number(),
  /** Null once qualification is over (the final ranking is known) or before a schedule exists. */
  rankings: z.array(rankOdds).nullable(),
  /** Null before alliance selection, or for a format the simulation cannot follow. */
  playoffs: z
    .object({
      format: z.string(),
      alliances: z.array(allianceOdds),
    })
    .nullable(),
});
export type EventOddsResponse = z.infer<typeof eventOddsResponse>;

/** GET /api/competition/seasons/:year/prediction-accuracy: the team's events of the season, each and together. */
export const seasonAccuracyResponse = z.object({
  ...freshness,
  year: z.number(),
  events: z.array(z.object({ event_key: z.string(), name: z.string(), source: predictionSource, accuracy: accuracySummary })),
  total: accuracySummary,
});
export type SeasonAccuracyResponse = z.infer<typeof seasonAccuracyResponse>;
