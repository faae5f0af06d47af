import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';

/** Years Active: the current year minus the rookie year plus 1 (spec 2, Team Summary). */
export function yearsActive(rookieYear: number | null, currentYear: number): number | null {
  return rookieYear && rookieYear <= currentYear ? currentYear - rookieYear + 1 : null;
}

/** Total Seasons: the past seasons on record plus this one. */
export const totalSeasons = (pastSeasons: number): number => pastSeasons + 1;

/** Win rate as a percentage to 1 decimal ('62.5%'); '–' with no matches; 'Error' when the stats failed. */
export function formatWinRate(stats: TeamPageResponse['stats']): string {
  if (!stats) return 'Error';
  return stats.win_rate === null ? '–' : `${stats.win_rate.toFixed(1)}%`;
}

/** Average event rank to 1 decimal; '–' with no ranks yet; 'Error' when the stats failed. */
export function formatAverageRank(stats: TeamPageResponse['stats']): string {
  if (!stats) return 'Error';
  return stats.average_rank === null ? '–' : stats.average_rank.toFixed(1);
}

/** 'rank / total', with the year when the ranking is from an earlier season. */
export function formatRanking(ranking: NonNullable<TeamPageResponse['ranking']>, currentYear: number): string {
  const text = `${ranking.rank} / ${ranking.total}`;
  return ranking.year < currentYear ? `${text} (${ranking.year})` : text;
}

/** 'District Ranking' or 'Regional Ranking'. */
export const rankingLabel = (ranking: NonNullable<TeamPageResponse['ranking']>) =>
  ranking.kind === 'district' ? 'District Ranking' : 'Regional Ranking';

/** '3 days away', 'Tomorrow', 'Starts today'. */
export function daysAwayText(days: number): string {
  if (days <= 0) return 'Starts today';
  if (days === 1) return 'Tomorrow';
  return `${days} days away`;
}

/** 'W-L-T' record. */
export const recordText = (r: { wins: number; losses: number; ties: number } | null | undefined) => (r ? `${r.wins}-${r.losses}-${r.ties}` : '–');
