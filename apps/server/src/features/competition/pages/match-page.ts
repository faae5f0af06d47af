import { matchEpaResponse, matchPageResponse } from '@team7790/shared/competition/contracts/match';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import { isMatchNotNeeded, isMatchOnField } from '@team7790/shared/competition/match-state';
import type { TbaEvent, TbaMatch, TbaTeam } from '@team7790/shared/competition/tba';
import { notFound } from '../../../http-error.ts';
import type { CacheRead } from '../cache/provider-cache.ts';
import { freshnessForEvent, freshnessForKey } from '../cache/freshness.ts';
import { toEventDetail, toEventSummary, toMatchDetail, toMatchSummary, toTeamSummary } from '../shaping/tba-shapes.ts';
import { combinedFreshness, depsOf, optional, required, type PageContext } from './context.ts';
import { epaValue } from './event-page.ts';

export const MATCH_LOAD_FAILED = 'Failed to load match details. Please try again later.';
/** How long the match page waits for EPA before answering without it (it then arrives through .../epa). */
export const MATCH_EPA_WAIT_MS = 300;

interface StatboticsTeamEvent {
  epa?: { total_points?: unknown };
}

function epaReads(ctx: PageContext, teamKeys: string[], eventKey: string, maxAge: number) {
  return teamKeys.map((teamKey) => {
    const n = teamNumberOf(teamKey);
    return n === null ? Promise.resolve(null) : optional(ctx.statbotics.get<StatboticsTeamEvent>(`/v3/team_event/${n}/${eventKey}`, maxAge));
  });
}

/** EPA shown on the match page: the rounded mean total points. */
const roundedEpa = (read: CacheRead<StatboticsTeamEvent> | null | undefined): number | null => {
  const v = epaValue(read?.data?.epa?.total_points);
  return v === null ? null : Math.round(v);
};

async function readMatch(ctx: PageContext, matchKey: string) {
  const eventKey = matchKey.split('_')[0]!;
  const now = ctx.now();
  const eventRead = await optional(ctx.tba.get<TbaEvent>(`/event/${eventKey}`, freshnessForKey(eventKey, now)));
  const maxAge = eventRead?.data ? freshnessForEvent(toEventSummary(eventRead.data), now) : freshnessForKey(eventKey, now);
  const matchRead = await required(ctx.tba.get<TbaMatch>(`/match/${matchKey}`, maxAge), MATCH_LOAD_FAILED);
  if (matchRead.notFound || !matchRead.data) throw notFound(`Match ${matchKey} was not found.`);
  const match = toMatchDetail(matchRead.data);
  const sides = (['blue', 'red'] as const).flatMap((alliance) => match.alliances[alliance].team_keys.map((team_key) => ({ team_key, alliance })));
  return { eventKey, eventRead, maxAge, matchRead, match, sides };
}

/** The match page (spec 2): match with breakdown and videos, its event, the six teams and their EPA. */
export async function matchPage(ctx: PageContext, matchKey: string) {
  const { eventKey, eventRead, maxAge, matchRead, match, sides } = await readMatch(ctx, matchKey);
  // A playoff match without a result may be one its series was decided without, and a started match without one may
  // be on the field or overtaken by a later one: the event's other matches say.
  const unscored = match.alliances.red.score === null || match.alliances.blue.score === null;
  const askSiblings = unscored && (match.comp_level !== 'qm' || match.actual_time !== null);
  const [teamReads, eventMatchesRead] = await Promise.all([
    Promise.all(sides.map((s) => optional(ctx.tba.get<TbaTeam>(`/team/${s.team_key}`, freshnessForKey(eventKey, ctx.now()))))),
    askSiblings ? optional(ctx.tba.get<TbaMatch[]>(`/event/${eventKey}/matches`, maxAge)) : null,
  ]);
  // A team whose own lookup failed keeps its name and home from the event's team list.
  const eventTeamsRead = teamReads.some((r) => !r?.data) ? await optional(ctx.tba.get<TbaTeam[]>(`/event/${eventKey}/teams`, maxAge)) : null;
  const fromEventList = (teamKey: string) => {
    const team = Array.isArray(eventTeamsRead?.data) ? eventTeamsRead.data.find((t) => t?.key === teamKey) : undefined;
    return team ? toTeamSummary(team) : null;
  };

  // EPA comes along when it is at hand quickly; the page asks .../epa for whatever was not.
  const pending = epaReads(
    ctx,
    sides.map((s) => s.team_key),
    eventKey,
    maxAge,
  );
  const settled: (CacheRead<StatboticsTeamEvent> | null | undefined)[] = sides.map(() => undefined);
  pending.forEach((p, i) => void p.then((r) => (settled[i] = r)));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, MATCH_EPA_WAIT_MS)))]);
  clearTimeout(timer);
  const epaPending = settled.some((r) => r === undefined);

  const reads = [matchRead, eventRead, ...teamReads, eventTeamsRead, eventMatchesRead];
  return ctx.memo.get(`match:${matchKey}`, depsOf([...reads, ...settled.map((r) => r ?? null)], epaPending), matchPageResponse, () => ({
    ...combinedFreshness(reads),
    match,
    event: eventRead?.data ? toEventSummary(eventRead.data) : null,
    teams: sides.map((s, i) => {
      const team = teamReads[i]?.data ? toTeamSummary(teamReads[i].data) : fromEventList(s.team_key);
      return {
        team_key: s.team_key,
        team_number: teamNumberOf(s.team_key),
        alliance: s.alliance,
        nickname: team?.nickname ?? null,
        city: team?.city ?? null,
        state_prov: team?.state_prov ?? null,
        country: team?.country ?? null,
        epa: roundedEpa(settled[i]),
      };
    }),
    epa_pending: epaPending,
    not_needed:
      Array.isArray(eventMatchesRead?.data) &&
      isMatchNotNeeded(match, eventMatchesRead.data.map(toMatchSummary), {
        playoffType: eventRead?.data ? toEventDetail(eventRead.data).playoff_type : null,
      }),
    // Without the event's matches, a started match without a score is taken to be on the field.
    on_field: Array.isArray(eventMatchesRead?.data)
      ? isMatchOnField(match, eventMatchesRead.data.map(toMatchSummary))
      : Boolean(match.actual_time) && (match.alliances.red.score === null || match.alliances.blue.score === null),
  }));
}

/** EPA of the match's six teams, waiting for the statistics service (failures give null, never an error). */
export async function matchEpa(ctx: PageContext, matchKey: string) {
  const { eventKey, maxAge, sides } = await readMatch(ctx, matchKey);
  const reads = await Promise.all(
    epaReads(
      ctx,
      sides.map((s) => s.team_key),
      eventKey,
      maxAge,
    ),
  );
  return ctx.memo.get(`match-epa:${matchKey}`, depsOf(reads), matchEpaResponse, () => ({
    ...combinedFreshness(reads),
    teams: Object.fromEntries(sides.map((s, i) => [s.team_key, roundedEpa(reads[i])])),
  }));
}
