import type { SimMatch } from './match-play.ts';
import type { GameRules, SortOrderInfo } from './scoring/game.ts';

export interface RankingRow {
  teamKey: string;
  rank: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
  ties: number;
  totalRp: number;
  qualAverage: number | null;
  sortOrders: number[];
  dq: number;
}

const round = (value: number, precision: number) => Number(value.toFixed(precision));

/** Rankings from the qualification matches posted so far, by the season's sort orders. */
export function computeRankings(game: GameRules, teamKeys: string[], quals: SimMatch[]): RankingRow[] {
  const stats = new Map(teamKeys.map((key) => [key, { played: 0, wins: 0, losses: 0, ties: 0, rp: 0, points: 0, sums: [] as number[] }]));
  for (const match of quals) {
    for (const color of ['red', 'blue'] as const) {
      const own = color === 'red' ? match.redResult : match.blueResult;
      const rp = color === 'red' ? match.redRp : match.blueRp;
      for (const teamKey of match[color]) {
        const s = stats.get(teamKey);
        if (!s) continue;
        s.played++;
        if (match.winner === color) s.wins++;
        else if (match.winner === '') s.ties++;
        else s.losses++;
        s.rp += rp;
        s.points += own.score;
        own.sortValues.forEach((v, i) => (s.sums[i] = (s.sums[i] ?? 0) + v));
      }
    }
  }
  const info: SortOrderInfo[] = game.sortOrderInfo;
  const rows = [...stats.entries()]
    .filter(([, s]) => s.played > 0)
    .map(([teamKey, s]) => {
      const first = game.ranksByAverage ? s.points / s.played : s.rp / s.played;
      const rest = info.slice(1).map((entry, i) => round(game.sortAverages ? (s.sums[i] ?? 0) / s.played : (s.sums[i] ?? 0), entry.precision));
      return {
        teamKey,
        rank: 0,
        matchesPlayed: s.played,
        wins: s.wins,
        losses: s.losses,
        ties: s.ties,
        totalRp: s.rp,
        qualAverage: game.ranksByAverage ? round(s.points / s.played, 2) : null,
        sortOrders: [round(first, info[0]?.precision ?? 2), ...rest],
        dq: 0,
      };
    });
  rows.sort((a, b) => {
    for (let i = 0; i < a.sortOrders.length; i++) {
      const diff = (b.sortOrders[i] ?? 0) - (a.sortOrders[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return Number(a.teamKey.slice(3)) - Number(b.teamKey.slice(3));
  });
  rows.forEach((row, i) => (row.rank = i + 1));
  return rows;
}
