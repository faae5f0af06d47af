import type { EventOddsResponse, PredictionSource } from '@team7790/shared/competition/contracts/predictions';
import type { PlayoffResultTone } from '@team7790/shared/competition/playoff-results';
import { formatCount } from '../shared/format.ts';

export type RankOddsView = NonNullable<EventOddsResponse['rankings']>[number];
export type AllianceOddsView = NonNullable<EventOddsResponse['playoffs']>['alliances'][number];

/** A no-break space: '34 %' never splits between the number and its sign. */
const NBSP = '\u00a0';

/**
 * A simulated chance as a whole percent, '34 %'. Only what happened in every run reads '0 %' or '100 %': a chance
 * short of that reads '<1 %' or '>99 %', so a team first in 3 runs of 10,000 is not shown as '0 %' nor as '1 %'.
 */
export function oddsPercent(chance: number): string {
  if (chance <= 0) return `0${NBSP}%`;
  if (chance >= 1) return `100${NBSP}%`;
  const percent = Math.round(chance * 100);
  if (percent < 1) return `<1${NBSP}%`;
  if (percent > 99) return `>99${NBSP}%`;
  return `${percent}${NBSP}%`;
}

/** A 10–90 % range after a middle value: ' (1–6)', nothing when the range is one value. */
const rangeText = (low: number, high: number) => (low === high ? '' : ` (${low}–${high})`);

/** The predicted final rank: the median, then the 10–90 % range, '3 (1–6)'. */
export const rankRangeText = (odds: Pick<RankOddsView, 'median_rank' | 'rank_p10' | 'rank_p90'>): string =>
  `${odds.median_rank}${rangeText(odds.rank_p10, odds.rank_p90)}`;

/** The expected final ranking points, whole, then the 10–90 % range, '31 RP (27–35)'. */
export const rankingPointsText = (odds: Pick<RankOddsView, 'mean_rp' | 'rp_p10' | 'rp_p90'>): string =>
  `${Math.round(odds.mean_rp)} RP${rangeText(odds.rp_p10, odds.rp_p90)}`;

/** 'From 10,000 simulated runs of the remaining matches'. */
export const runsText = (runs: number): string => `From ${formatCount(runs)} simulated runs of the remaining matches`;

/** Which ratings the runs were drawn from; null with none (every match a coin toss: the pages show no odds then). */
export function oddsSourceText(source: PredictionSource): string | null {
  switch (source) {
    case 'prior':
      return "Ratings: Statbotics EPA and this event's matches";
    case 'in-event':
      return "Ratings: this event's matches alone (Statbotics unavailable)";
    case 'none':
      return null;
  }
}

/** The teams in predicted final order: by median rank, then mean rank, then the rank they hold now. */
export function predictedOrder(rankings: readonly RankOddsView[]): RankOddsView[] {
  return [...rankings].sort((a, b) => a.median_rank - b.median_rank || a.mean_rank - b.mean_rank || (a.rank ?? Infinity) - (b.rank ?? Infinity));
}

/** An alliance's own name ('Mecha Mayhem'), or null for none or the plain 'Alliance 3'. */
export const ownAllianceName = (name: string | null): string | null => (name && !/^alliance\s*\d+$/i.test(name.trim()) ? name : null);

/**
 * The odds with what the page's own matches already settle: the winner at 100 % and everyone else at 0 %, the
 * finalists certain of the finals, and an alliance that went out at 0 %. The page learns a result from the live
 * stream a moment before the odds are simulated again.
 */
export function settleAllianceOdds(alliances: readonly AllianceOddsView[], outcomes: ReadonlyMap<number, PlayoffResultTone>): AllianceOddsView[] {
  const decided = [...outcomes.values()].includes('win');
  return alliances.map((a) => {
    const tone = outcomes.get(a.number);
    if (tone === 'win') return { ...a, p_win: 1, p_finals: 1 };
    if (tone === 'final') return { ...a, p_win: 0, p_finals: 1 };
    if (tone === 'out') return { ...a, p_win: 0, p_finals: 0 };
    return decided ? { ...a, p_win: 0 } : a;
  });
}
