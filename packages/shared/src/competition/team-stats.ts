/** Season figures of the team page and the home page (spec 2 section 9, spec 1 section 2). */
export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

/** Wins over wins + losses + ties across the season's events, as a percentage; null with no matches. */
export function winRatePercent(records: readonly (WinLossTie | null | undefined)[]): number | null {
  let wins = 0;
  let played = 0;
  for (const r of records) {
    if (!r) continue;
    wins += r.wins;
    played += r.wins + r.losses + r.ties;
  }
  return played === 0 ? null : (wins / played) * 100;
}

/** The mean of the event ranks the team has; null when it has none yet. */
export function averageRank(ranks: readonly (number | null | undefined)[]): number | null {
  const known = ranks.filter((r): r is number => typeof r === 'number' && r > 0);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
}

/** 1st, 2nd, 3rd, 4th ... with 11 to 13 as th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[Math.abs(n) % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Award display order: impact/chairman's (0), winner (1), finalist (2), engineering inspiration (9), then the rest. */
const AWARD_PRIORITY: Record<number, number> = { 0: 0, 1: 1, 2: 2, 9: 3 };
export function compareAwards(a: { award_type: number }, b: { award_type: number }): number {
  return (AWARD_PRIORITY[a.award_type] ?? 4) - (AWARD_PRIORITY[b.award_type] ?? 4);
}
