import { describe, expect, it } from 'vitest';
import {
  oddsPercent,
  oddsSourceText,
  ownAllianceName,
  predictedOrder,
  rankingPointsText,
  rankRangeText,
  runsText,
  settleAllianceOdds,
  type AllianceOddsView,
  type RankOddsView,
} from './odds-format.ts';

/** The no-break space the page puts before '%'. */
const pct = (text: string) => text.replace(/ %/g, '\u00a0%');

const team = (over: Partial<RankOddsView>): RankOddsView => ({
  team_key: 'frc7790',
  rank: 5,
  mean_rank: 4.2,
  median_rank: 4,
  rank_p10: 1,
  rank_p90: 9,
  mean_rp: 31.4,
  rp_p10: 27,
  rp_p90: 35,
  p_first: 0.12,
  p_top8: 0.81,
  ...over,
});

const alliance = (number: number, p_win: number, p_finals: number): AllianceOddsView => ({
  number,
  name: `Alliance ${number}`,
  team_keys: [`frc${number}1`, `frc${number}2`, `frc${number}3`],
  p_win,
  p_finals,
});

describe('oddsPercent', () => {
  it('writes a chance as a whole percent', () => {
    expect(oddsPercent(0.342)).toBe(pct('34 %'));
    expect(oddsPercent(0.015)).toBe(pct('2 %'));
    expect(oddsPercent(0.5)).toBe(pct('50 %'));
  });
  it("reads 0 % and 100 % only for what happened in every run, '<1 %' and '>99 %' short of that", () => {
    expect(oddsPercent(0)).toBe(pct('0 %'));
    expect(oddsPercent(1)).toBe(pct('100 %'));
    expect(oddsPercent(0.0003)).toBe(pct('<1 %'));
    expect(oddsPercent(0.004)).toBe(pct('<1 %'));
    expect(oddsPercent(0.996)).toBe(pct('>99 %'));
    expect(oddsPercent(0.994)).toBe(pct('99 %'));
  });
});

describe('rankRangeText and rankingPointsText', () => {
  it("give the middle value and the 10–90 % range: '3 (1–6)', '31 RP (27–35)'", () => {
    expect(rankRangeText({ median_rank: 3, rank_p10: 1, rank_p90: 6 })).toBe('3 (1–6)');
    expect(rankingPointsText({ mean_rp: 31.4, rp_p10: 27, rp_p90: 35 })).toBe('31 RP (27–35)');
    expect(rankingPointsText({ mean_rp: 30.5, rp_p10: 27, rp_p90: 35 })).toBe('31 RP (27–35)');
  });
  it('leave the range out when every run agrees', () => {
    expect(rankRangeText({ median_rank: 1, rank_p10: 1, rank_p90: 1 })).toBe('1');
    expect(rankingPointsText({ mean_rp: 44, rp_p10: 44, rp_p90: 44 })).toBe('44 RP');
  });
});

describe('runsText and oddsSourceText', () => {
  it('say how many runs and which ratings', () => {
    expect(runsText(10_000)).toBe('From 10,000 simulated runs of the remaining matches');
    expect(oddsSourceText('prior')).toBe("Ratings: Statbotics EPA and this event's matches");
    expect(oddsSourceText('in-event')).toBe("Ratings: this event's matches alone (Statbotics unavailable)");
  });
  it('have no label with nothing to rate the teams on', () => {
    expect(oddsSourceText('none')).toBeNull();
  });
});

describe('predictedOrder', () => {
  it('orders by median rank, then mean rank, then the rank now, without changing its input', () => {
    const input = [
      team({ team_key: 'frc1', median_rank: 5, mean_rank: 4.8 }),
      team({ team_key: 'frc2', median_rank: 4, mean_rank: 5.2 }),
      team({ team_key: 'frc3', median_rank: 4, mean_rank: 4.1, rank: 9 }),
      team({ team_key: 'frc4', median_rank: 4, mean_rank: 4.1, rank: 2 }),
      team({ team_key: 'frc5', median_rank: 4, mean_rank: 4.1, rank: null }),
    ];
    expect(predictedOrder(input).map((t) => t.team_key)).toEqual(['frc4', 'frc3', 'frc5', 'frc2', 'frc1']);
    expect(input[0]!.team_key).toBe('frc1');
  });
});

describe('ownAllianceName', () => {
  it("keeps a name of the alliance's own, not the plain 'Alliance 3'", () => {
    expect(ownAllianceName('Alliance 3')).toBeNull();
    expect(ownAllianceName('alliance3')).toBeNull();
    expect(ownAllianceName(null)).toBeNull();
    expect(ownAllianceName('')).toBeNull();
    expect(ownAllianceName('Mecha Mayhem')).toBe('Mecha Mayhem');
  });
});

describe('settleAllianceOdds', () => {
  const odds = [alliance(1, 0.6, 0.9), alliance(2, 0.35, 0.8), alliance(3, 0.05, 0.3)];

  it('leaves the odds as simulated while nothing is settled', () => {
    expect(settleAllianceOdds(odds, new Map())).toEqual(odds);
    expect(settleAllianceOdds(odds, new Map([[1, 'live']]))).toEqual(odds);
  });
  it('puts an alliance that went out at 0 %', () => {
    const settled = settleAllianceOdds(odds, new Map([[3, 'out']]));
    expect(settled[2]).toMatchObject({ p_win: 0, p_finals: 0 });
    expect(settled[0]).toEqual(odds[0]);
  });
  it('shows the winner at 100 % once the event is won, the finalist certain of the finals, the rest at 0 %', () => {
    const settled = settleAllianceOdds(
      odds,
      new Map([
        [2, 'win'],
        [1, 'final'],
        [3, 'out'],
      ]),
    );
    expect(settled.map((a) => [a.number, a.p_win, a.p_finals])).toEqual([
      [1, 0, 1],
      [2, 1, 1],
      [3, 0, 0],
    ]);
  });
  it('takes every other alliance to 0 % to win once a winner is known', () => {
    const settled = settleAllianceOdds(odds, new Map([[1, 'win']]));
    expect(settled.map((a) => a.p_win)).toEqual([1, 0, 0]);
  });
});
