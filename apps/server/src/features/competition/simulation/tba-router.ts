import type { EventRun } from './event-simulation.ts';
import { viewEvent, type EventView } from './event-view.ts';
import { poolRankings, viewDistrictPoints } from './district-points.ts';
import { computeOprs } from './opr.ts';
import { fimDistrict, type SimEvent } from './season-calendar.ts';
import { awardJson, districtJson, eventJson, eventSimpleJson, matchJson, rankingsJson, sortMatches, teamJson, teamSimpleJson } from './tba-shapes.ts';
import { alliancesJson, teamEventStatusJson } from './team-status.ts';
import type { SimTeam } from './team-roster.ts';
import type { SimulationWorld } from './world.ts';

export type RouteAnswer = { status: 200; body: unknown; changedAt: number } | { status: 404; body: { Error: string } };

export interface RouteContext {
  world: SimulationWorld;
  /** The clock, in UNIX seconds. */
  now: number;
}

const TEAM_PAGE_SIZE = 500;
const notFound = (message: string): RouteAnswer => ({ status: 404, body: { Error: message } });
const ok = (body: unknown, changedAt: number): RouteAnswer => ({ status: 200, body, changedAt });
/** A season's calendar and teams are published on 1 January. */
const seasonPublished = (year: number) => Date.UTC(year, 0, 1) / 1000;

class NotFound extends Error {}

function teamParam(ctx: RouteContext, key: string): SimTeam {
  if (!/^frc\d+$/.test(key)) throw new NotFound(`${key} is not a valid team key`);
  const team = ctx.world.roster.get(Number(key.slice(3)));
  if (!team) throw new NotFound(`team key: ${key} does not exist`);
  return team;
}

function eventParam(ctx: RouteContext, key: string): SimEvent {
  if (!/^\d{4}[a-z0-9]+$/.test(key)) throw new NotFound(`${key} is not a valid event key`);
  const event = ctx.world.event(key);
  if (!event) throw new NotFound(`event key: ${key} does not exist`);
  return event;
}

function yearParam(value: string): number {
  const year = Number(value);
  if (!/^\d{4}$/.test(value)) throw new NotFound(`${value} is not a valid year`);
  return year;
}

/** What is known of an event right now (an event that cannot be run has nothing to show). */
function eventView(ctx: RouteContext, event: SimEvent): EventView | null {
  // Before the events that qualify its teams are decided, an event has no teams and nothing else to show.
  if (!ctx.world.teamsKnown(event.key, ctx.now)) return null;
  const run = ctx.world.run(event.key);
  return run ? viewEvent(run, ctx.now) : null;
}

function changedAt(view: EventView | null, event: SimEvent): number {
  if (!view) return seasonPublished(event.year);
  const { run, now } = view;
  const moments = [seasonPublished(event.year), ...[...view.listed].filter((m) => view.played.has(m.key)).map((m) => m.postResultTime)];
  if (view.alliancesKnown) moments.push(run.selectionTime);
  if (view.awardsKnown) moments.push(run.awardsTime);
  return Math.min(now, Math.max(...moments));
}

function teamEventKeys(ctx: RouteContext, team: SimTeam, year?: number): string[] {
  const years = year === undefined ? ctx.world.seasons() : [year];
  return years.flatMap((y) => ctx.world.knownEventsOf(team.number, y, ctx.now));
}

function visibleAwards(view: EventView | null, teamKey?: string): Array<Record<string, unknown>> {
  if (!view || !view.awardsKnown) return [];
  return view.run.awards
    .filter((award) => !teamKey || award.recipients.some((r) => r.teamKey === teamKey))
    .map((award) => awardJson(award, view.run.event));
}

function teamMatches(view: EventView | null, teamKey: string, simple: boolean): Array<Record<string, unknown>> {
  if (!view) return [];
  return sortMatches(view.listed.filter((m) => m.red.includes(teamKey) || m.blue.includes(teamKey))).map((m) => matchJson(m, view, simple));
}

function tiebreakers(view: EventView): Record<string, { highest_match_scores: number[]; qual_wins: number }> {
  const result: Record<string, { highest_match_scores: number[]; qual_wins: number }> = {};
  for (const key of view.run.teamKeys) {
    const scores: number[] = [];
    let wins = 0;
    for (const match of view.playedQuals) {
      const color = match.red.includes(key) ? 'red' : match.blue.includes(key) ? 'blue' : null;
      if (!color) continue;
      scores.push(color === 'red' ? match.redResult.score : match.blueResult.score);
      if (match.winner === color) wins++;
    }
    if (scores.length > 0) result[key] = { highest_match_scores: scores.sort((a, b) => b - a).slice(0, 3), qual_wins: wins };
  }
  return result;
}

type Handler = (ctx: RouteContext, params: string[]) => RouteAnswer;

function eventRoute(render: (ctx: RouteContext, event: SimEvent, view: EventView | null) => unknown): Handler {
  return (ctx, [key]) => {
    const event = eventParam(ctx, key as string);
    const view = eventView(ctx, event);
    return ok(render(ctx, event, view), changedAt(view, event));
  };
}

function teamAtEventRoute(render: (view: EventView | null, teamKey: string, event: SimEvent) => unknown): Handler {
  return (ctx, [teamKey, eventKey]) => {
    const team = teamParam(ctx, teamKey as string);
    const event = eventParam(ctx, eventKey as string);
    const view = eventView(ctx, event);
    return ok(render(view, team.key, event), changedAt(view, event));
  };
}

function teamsPage(ctx: RouteContext, page: number, teams: readonly SimTeam[], simple: boolean): unknown[] {
  return teams
    .filter((t) => t.number >= page * TEAM_PAGE_SIZE && t.number < (page + 1) * TEAM_PAGE_SIZE)
    .map((t) => (simple ? teamSimpleJson(t) : teamJson(t)));
}

const ROUTES: Array<[RegExp, Handler]> = [
  [
    /^\/status$/,
    (ctx) => {
      const year = new Date(ctx.now * 1000).getUTCFullYear();
      const version = { latest_app_version: 9_000_000, min_app_version: 1 };
      const maxPage = Math.floor(Math.max(...ctx.world.roster.teams.map((t) => t.number)) / TEAM_PAGE_SIZE);
      return ok(
        {
          android: version,
          current_season: year,
          down_events: [],
          ios: version,
          is_datafeed_down: false,
          max_season: ctx.world.lastSeason,
          max_team_page: maxPage,
        },
        seasonPublished(year),
      );
    },
  ],
  [
    /^\/teams\/(\d+)(\/simple)?$/,
    (ctx, [page, simple]) => ok(teamsPage(ctx, Number(page), ctx.world.roster.teams, Boolean(simple)), seasonPublished(ctx.world.lastSeason)),
  ],
  [
    /^\/teams\/(\d{4})\/(\d+)(\/simple)?$/,
    (ctx, [year, page, simple]) => {
      const participants = ctx.world.attendance(Number(year)).eventsByTeam;
      const teams = ctx.world.roster.teams.filter((t) => participants.has(t.number));
      return ok(teamsPage(ctx, Number(page), teams, Boolean(simple)), seasonPublished(Number(year)));
    },
  ],
  [/^\/team\/([^/]+)$/, (ctx, [key]) => ok(teamJson(teamParam(ctx, key as string)), seasonPublished(FIRST_PUBLISHED))],
  [/^\/team\/([^/]+)\/simple$/, (ctx, [key]) => ok(teamSimpleJson(teamParam(ctx, key as string)), seasonPublished(FIRST_PUBLISHED))],
  [
    /^\/team\/([^/]+)\/years_participated$/,
    (ctx, [key]) => {
      const team = teamParam(ctx, key as string);
      return ok(
        ctx.world.seasons().filter((y) => ctx.world.attendance(y).eventsByTeam.has(team.number)),
        seasonPublished(ctx.world.lastSeason),
      );
    },
  ],
  [
    /^\/team\/([^/]+)\/districts$/,
    (ctx, [key]) => {
      const team = teamParam(ctx, key as string);
      const years = team.home === 'fim' ? ctx.world.seasons().filter((y) => ctx.world.attendance(y).eventsByTeam.has(team.number)) : [];
      return ok(
        years.map((y) => districtJson(fimDistrict(y))),
        seasonPublished(ctx.world.lastSeason),
      );
    },
  ],
  [
    /^\/team\/([^/]+)\/events(?:\/(\d{4}))?(\/simple)?$/,
    (ctx, [key, year, simple]) => {
      const team = teamParam(ctx, key as string);
      const events = teamEventKeys(ctx, team, year ? yearParam(year) : undefined).map((k) => ctx.world.event(k) as SimEvent);
      return ok(
        events.map((e) => (simple ? eventSimpleJson(e) : eventJson(e))),
        seasonPublished(year ? Number(year) : ctx.world.lastSeason),
      );
    },
  ],
  [
    /^\/team\/([^/]+)\/awards(?:\/(\d{4}))?$/,
    (ctx, [key, year]) => {
      const team = teamParam(ctx, key as string);
      const views = teamEventKeys(ctx, team, year ? yearParam(year) : undefined).map((k) => eventView(ctx, ctx.world.event(k) as SimEvent));
      const changed = Math.max(seasonPublished(FIRST_PUBLISHED), ...views.map((v) => (v?.awardsKnown ? v.run.awardsTime : 0)));
      return ok(
        views.flatMap((v) => visibleAwards(v, team.key)),
        changed,
      );
    },
  ],
  [/^\/team\/([^/]+)\/event\/([^/]+)\/matches$/, teamAtEventRoute((view, teamKey) => teamMatches(view, teamKey, false))],
  [/^\/team\/([^/]+)\/event\/([^/]+)\/matches\/simple$/, teamAtEventRoute((view, teamKey) => teamMatches(view, teamKey, true))],
  [/^\/team\/([^/]+)\/event\/([^/]+)\/awards$/, teamAtEventRoute((view, teamKey) => visibleAwards(view, teamKey))],
  [
    /^\/team\/([^/]+)\/events\/(\d{4})\/statuses$/,
    (ctx, [key, year]) => {
      const team = teamParam(ctx, key as string);
      const events = teamEventKeys(ctx, team, yearParam(year as string)).map((k) => ctx.world.event(k) as SimEvent);
      const views = events.map((event) => ({ event, view: eventView(ctx, event) }));
      const changed = Math.max(seasonPublished(Number(year)), ...views.map(({ event, view }) => changedAt(view, event)));
      return ok(Object.fromEntries(views.map(({ event, view }) => [event.key, view ? teamEventStatusJson(view, team.key) : null])), changed);
    },
  ],
  [/^\/team\/([^/]+)\/event\/([^/]+)\/status$/, teamAtEventRoute((view, teamKey) => (view ? teamEventStatusJson(view, teamKey) : null))],
  [
    /^\/events\/(\d{4})(\/simple)?$/,
    (ctx, [year, simple]) => {
      const events = ctx.world.calendar(Number(year));
      return ok(
        events.map((e) => (simple ? eventSimpleJson(e) : eventJson(e))),
        seasonPublished(Number(year)),
      );
    },
  ],
  [/^\/event\/([^/]+)$/, eventRoute((_ctx, event) => eventJson(event))],
  [/^\/event\/([^/]+)\/simple$/, eventRoute((_ctx, event) => eventSimpleJson(event))],
  [/^\/event\/([^/]+)\/teams$/, eventRoute((ctx, event) => teamsOf(ctx, event).map(teamJson))],
  [/^\/event\/([^/]+)\/teams\/simple$/, eventRoute((ctx, event) => teamsOf(ctx, event).map(teamSimpleJson))],
  [/^\/event\/([^/]+)\/teams\/keys$/, eventRoute((ctx, event) => teamsOf(ctx, event).map((t) => t.key))],
  [
    /^\/event\/([^/]+)\/teams\/statuses$/,
    eventRoute((_ctx, _event, view) => (view ? Object.fromEntries(view.run.teamKeys.map((k) => [k, teamEventStatusJson(view, k)])) : {})),
  ],
  [/^\/event\/([^/]+)\/rankings$/, eventRoute((_ctx, _event, view) => (view ? rankingsJson(view) : null))],
  [/^\/event\/([^/]+)\/alliances$/, eventRoute((_ctx, _event, view) => (view ? alliancesJson(view) : null))],
  [/^\/event\/([^/]+)\/matches$/, eventRoute((_ctx, _event, view) => (view ? sortMatches(view.listed).map((m) => matchJson(m, view)) : []))],
  [
    /^\/event\/([^/]+)\/matches\/simple$/,
    eventRoute((_ctx, _event, view) => (view ? sortMatches(view.listed).map((m) => matchJson(m, view, true)) : [])),
  ],
  [/^\/event\/([^/]+)\/awards$/, eventRoute((_ctx, _event, view) => visibleAwards(view))],
  [/^\/event\/([^/]+)\/oprs$/, eventRoute((_ctx, _event, view) => (view ? computeOprs(view.run.teamKeys, view.playedQuals) : null))],
  [
    /^\/event\/([^/]+)\/district_points$/,
    eventRoute((_ctx, event, view) =>
      view && event.kind !== 'offseason' ? { points: viewDistrictPoints(view), tiebreakers: tiebreakers(view) } : null,
    ),
  ],
  [
    /^\/match\/([^/]+?)(\/simple)?$/,
    (ctx, [key, simple]) => {
      const matchKey = key as string;
      if (!/^\d{4}[a-z0-9]+_(qm|ef\d+m|qf\d+m|sf\d+m|f\d+m)\d+$/.test(matchKey)) throw new NotFound(`${matchKey} is not a valid match key`);
      const event = ctx.world.event(matchKey.split('_')[0] as string);
      const view = event ? eventView(ctx, event) : null;
      const match = view?.listed.find((m) => m.key === matchKey);
      if (!view || !match || !event) throw new NotFound(`match key: ${matchKey} does not exist`);
      return ok(matchJson(match, view, Boolean(simple)), changedAt(view, event));
    },
  ],
  [
    /^\/districts\/(\d{4})$/,
    (ctx, [year]) => {
      const y = Number(year);
      return ok(ctx.world.calendar(y).some((e) => e.district) ? [districtJson(fimDistrict(y))] : [], seasonPublished(y));
    },
  ],
  [
    /^\/district\/([^/]+)\/(events|teams|rankings)(\/simple|\/keys)?$/,
    (ctx, [key, what, variant]) => {
      const districtKey = key as string;
      if (!/^\d{4}[a-z]+$/.test(districtKey)) throw new NotFound(`${districtKey} is not a valid district key`);
      const year = Number(districtKey.slice(0, 4));
      const events = ctx.world.calendar(year).filter((e) => e.district?.key === districtKey);
      if (events.length === 0) throw new NotFound(`district key: ${districtKey} does not exist`);
      if (what === 'events') {
        return ok(
          variant === '/keys' ? events.map((e) => e.key) : events.map((e) => (variant ? eventSimpleJson(e) : eventJson(e))),
          seasonPublished(year),
        );
      }
      if (what === 'teams') {
        const numbers = new Set(events.filter((e) => e.kind === 'district').flatMap((e) => ctx.world.teamsAt(e.key)));
        const teams = ctx.world.roster.teams.filter((t) => numbers.has(t.number));
        return ok(
          variant === '/keys' ? teams.map((t) => t.key) : teams.map((t) => (variant ? teamSimpleJson(t) : teamJson(t))),
          seasonPublished(year),
        );
      }
      const rankings = poolRankings(ctx.world, year, ctx.now, { qualifying: 'district', championship: 'dcmp' });
      return ok(
        rankings.length > 0 ? rankings : null,
        Math.min(ctx.now, Math.max(seasonPublished(year), ...runsOf(ctx, events).map((r) => Math.min(ctx.now, r.awardsTime)))),
      );
    },
  ],
  [
    /^\/regional_advancement\/(\d{4})\/rankings$/,
    (ctx, [yearText]) => {
      const year = Number(yearText);
      if (year < 2025) return notFound(`${year} is not a valid year for regional rankings`);
      const rankings = poolRankings(ctx.world, year, ctx.now, { qualifying: 'regional' });
      if (ctx.world.calendar(year).length === 0) return notFound(`No regional rankings found for ${year}`);
      return ok(
        rankings,
        Math.min(
          ctx.now,
          Math.max(
            seasonPublished(year),
            ...runsOf(
              ctx,
              ctx.world.calendar(year).filter((e) => e.kind === 'regional'),
            ).map((r) => Math.min(ctx.now, r.awardsTime)),
          ),
        ),
      );
    },
  ],
];

const FIRST_PUBLISHED = 2015;

function teamsOf(ctx: RouteContext, event: SimEvent): SimTeam[] {
  if (!ctx.world.teamsKnown(event.key, ctx.now)) return [];
  return ctx.world
    .teamsAt(event.key)
    .map((n) => ctx.world.roster.get(n))
    .filter((t): t is SimTeam => t !== undefined);
}

function runsOf(ctx: RouteContext, events: SimEvent[]): EventRun[] {
  return events.map((e) => ctx.world.run(e.key)).filter((r): r is EventRun => r !== undefined && r.quals.some((m) => m.actualTime <= ctx.now));
}

/** Answers a TBA API v3 path (without /api/v3) the way TBA would, as of `ctx.now`. */
export function routeTba(ctx: RouteContext, path: string): RouteAnswer {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') ?? '';
  for (const [pattern, handler] of ROUTES) {
    const match = pattern.exec(clean);
    if (!match) continue;
    try {
      return handler(ctx, match.slice(1) as string[]);
    } catch (error) {
      if (error instanceof NotFound) return notFound(error.message);
      throw error;
    }
  }
  return notFound(`${clean} is not a valid API path`);
}
