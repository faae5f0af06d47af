import { teamHistoryResponse } from '@team7790/shared/competition/contracts/team';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import type { TbaAward, TbaEvent } from '@team7790/shared/competition/tba';
import { CURRENT_SEASON_MS } from '../cache/freshness.ts';
import { byStartDate, toEventSummary, toTeamDetail } from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, type PageContext } from './context.ts';
import { readTeam } from './team-page.ts';

/** The History tab: every past season newest first, each event with the awards the team won there. */
export async function teamHistory(ctx: PageContext, teamNumber: number) {
  const now = ctx.now();
  const currentYear = now.getFullYear();
  const key = teamKeyOf(teamNumber);
  // These lists grow with the current season, so they follow its freshness.
  const [teamRead, events, awards] = await Promise.all([
    readTeam(ctx, teamNumber, CURRENT_SEASON_MS),
    optional(ctx.tba.get<TbaEvent[]>(`/team/${key}/events`, CURRENT_SEASON_MS)),
    optional(ctx.tba.get<TbaAward[]>(`/team/${key}/awards`, CURRENT_SEASON_MS)),
  ]);
  const reads = [teamRead, events, awards];
  return ctx.memo.get(`history:${teamNumber}`, depsOf(reads, currentYear), teamHistoryResponse, () => {
    const team = toTeamDetail(teamRead.data!);
    const bySeason = new Map<number, { key: string; name: string; start_date: string; awards: string[] }[]>();
    for (const event of (events?.data ?? []).map(toEventSummary).sort(byStartDate)) {
      if (event.year >= currentYear) continue;
      const list = bySeason.get(event.year) ?? [];
      list.push({
        key: event.key,
        name: event.name,
        start_date: event.start_date,
        awards: (awards?.data ?? []).filter((a) => a.event_key === event.key).map((a) => a.name),
      });
      bySeason.set(event.year, list);
    }
    return {
      ...combinedFreshness(reads),
      current_year: currentYear,
      team: { key: team.key, team_number: team.team_number, rookie_year: team.rookie_year, motto: team.motto },
      seasons: [...bySeason.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, events: list })),
    };
  });
}
