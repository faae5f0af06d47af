import { epaTotal, eventEpas, roundEpa, type Epa, type TeamEventEpa } from './epa.ts';
import type { EventRun } from './event-simulation.ts';
import { viewEvent, type EventView } from './event-view.ts';
import type { SimEvent } from './season-calendar.ts';
import type { SimulationWorld } from './world.ts';

export type StatboticsAnswer = { status: 200; body: unknown } | { status: 404; body: { detail: string } };

export interface StatboticsContext {
  world: SimulationWorld;
  now: number;
  epaMemo: Map<string, Map<string, TeamEventEpa>>;
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits));
const notFound = (detail: string): StatboticsAnswer => ({ status: 404, body: { detail } });

const EVENT_TYPES: Record<string, string> = {
  regional: 'regional',
  district: 'district',
  dcmp: 'district_cmp',
  dcmp_division: 'district_cmp_division',
  cmp: 'champs',
  cmp_division: 'champs_div',
  offseason: 'offseason',
};

function status(view: EventView): string {
  return view.stage === 'upcoming' ? 'Upcoming' : view.stage === 'complete' ? 'Completed' : 'Ongoing';
}

/** Statbotics' EPA block: total with its spread, the per-period breakdown, and how it moved over the event. */
function epaJson(entry: TeamEventEpa): Record<string, unknown> {
  const current = roundEpa(entry.current);
  const total = round(epaTotal(entry.current), 2);
  const sd = round(Math.max(2, total * 0.18), 2);
  return {
    total_points: { mean: total, sd },
    unitless: round(1500 + (total / 20) * 100, 0),
    norm: round(1500 + (total / 22) * 100, 0),
    conf: [round(total - 1.96 * sd, 2), round(total + 1.96 * sd, 2)],
    breakdown: {
      total_points: total,
      auto_points: current.auto,
      teleop_points: current.teleop,
      endgame_points: current.endgame,
      tiebreaker_points: round(current.auto + current.endgame, 2),
    },
    stats: {
      start: round(epaTotal(entry.start), 2),
      pre_elim: round(epaTotal(entry.preElim), 2),
      mean: round(entry.meanTotal, 2),
      max: round(entry.maxTotal, 2),
    },
  };
}

function record(view: EventView, teamKey: string) {
  const tally = (matches: typeof view.playedQuals) => {
    let wins = 0,
      losses = 0,
      ties = 0;
    for (const m of matches) {
      const color = m.red.includes(teamKey) ? 'red' : m.blue.includes(teamKey) ? 'blue' : null;
      if (!color) continue;
      if (m.winner === '') ties++;
      else if (m.winner === color) wins++;
      else losses++;
    }
    const count = wins + losses + ties;
    return { wins, losses, ties, count, winrate: count > 0 ? round((wins + ties / 2) / count) : 0 };
  };
  const qual = tally(view.playedQuals);
  const elim = tally(view.playedPlayoffs);
  const row = view.ranking.find((r) => r.teamKey === teamKey);
  const alliance = view.alliancesKnown ? view.run.alliances.find((a) => a.picks.includes(teamKey)) : undefined;
  return {
    qual: {
      ...qual,
      rps: row?.totalRp ?? 0,
      rps_per_match: row ? round(row.totalRp / row.matchesPlayed) : 0,
      rank: row?.rank ?? null,
      num_teams: view.run.teamKeys.length,
    },
    elim: { ...elim, alliance: alliance?.name ?? null, is_captain: alliance ? alliance.picks[0] === teamKey : null },
    total: {
      wins: qual.wins + elim.wins,
      losses: qual.losses + elim.losses,
      ties: qual.ties + elim.ties,
      count: qual.count + elim.count,
      winrate: qual.count + elim.count > 0 ? round((qual.wins + elim.wins + (qual.ties + elim.ties) / 2) / (qual.count + elim.count)) : 0,
    },
  };
}

function eventTime(event: SimEvent, run: EventRun): number {
  return run.quals[0]?.time ?? run.playoff.matches[0]?.time ?? Date.parse(event.startDate) / 1000;
}

function teamEventJson(ctx: StatboticsContext, run: EventRun, teamKey: string): Record<string, unknown> | null {
  const view = viewEvent(run, ctx.now);
  const entry = eventEpas(ctx.world, run, ctx.now, ctx.epaMemo).get(teamKey);
  const team = ctx.world.roster.get(Number(teamKey.slice(3)));
  if (!entry || !team) return null;
  const { event } = run;
  const firstEvent = (ctx.world.attendance(event.year).eventsByTeam.get(team.number) ?? [])[0] === event.key;
  return {
    team: team.number,
    year: event.year,
    event: event.key,
    time: eventTime(event, run),
    team_name: team.nickname,
    event_name: event.name,
    country: event.venue.country,
    state: event.venue.stateProv,
    district: event.district?.abbreviation ?? null,
    type: EVENT_TYPES[event.kind],
    week: event.week ?? 8,
    status: status(view),
    first_event: firstEvent,
    epa: epaJson(entry),
    record: record(view, teamKey),
    district_points: null,
  };
}

function teamYearJson(ctx: StatboticsContext, teamNumber: number, year: number): Record<string, unknown> | null {
  const team = ctx.world.roster.get(teamNumber);
  if (!team || team.rookieYear > year) return null;
  const keys = ctx.world.knownEventsOf(teamNumber, year, ctx.now);
  const runs = keys.map((k) => ctx.world.run(k)).filter((r): r is EventRun => r !== undefined);
  const started = runs.filter((r) => viewEvent(r, ctx.now).stage !== 'upcoming');
  const entries = started.map((r) => eventEpas(ctx.world, r, ctx.now, ctx.epaMemo).get(team.key)).filter((e): e is TeamEventEpa => e !== undefined);
  const last = entries[entries.length - 1];
  const start: Epa | undefined = entries[0]?.start;
  const totals = { wins: 0, losses: 0, ties: 0, count: 0 };
  for (const run of started) {
    const r = record(viewEvent(run, ctx.now), team.key).total;
    totals.wins += r.wins;
    totals.losses += r.losses;
    totals.ties += r.ties;
    totals.count += r.count;
  }
  const epa = last ? epaJson(last) : null;
  return {
    team: team.number,
    year,
    name: team.nickname,
    country: team.country,
    state: team.stateProv,
    district: team.home === 'fim' ? 'fim' : null,
    epa: epa
      ? {
          ...epa,
          stats: {
            start: start ? round(epaTotal(start), 2) : null,
            pre_champs: epa.breakdown ? (epa.breakdown as { total_points: number }).total_points : null,
            max: last ? round(last.maxTotal, 2) : null,
          },
        }
      : null,
    record: { ...totals, winrate: totals.count > 0 ? round((totals.wins + totals.ties / 2) / totals.count) : 0 },
    district_points: null,
    district_rank: null,
  };
}

/** Answers Statbotics v3 paths (with query strings) from the simulated season. */
export function routeStatbotics(ctx: StatboticsContext, path: string): StatboticsAnswer {
  const [rawPath = '', query = ''] = path.split('?');
  const clean = rawPath.replace(/\/+$/, '');
  const params = new URLSearchParams(query);
  let m: RegExpExecArray | null;
  if ((m = /^\/v3\/team_event\/(\d+)\/([a-z0-9]+)$/.exec(clean))) {
    const run = ctx.world.teamsKnown(m[2] as string, ctx.now) ? ctx.world.run(m[2] as string) : undefined;
    const body = run ? teamEventJson(ctx, run, `frc${m[1]}`) : null;
    return body ? { status: 200, body } : notFound('Team Event not found');
  }
  if (clean === '/v3/team_events') {
    const limit = Math.min(1000, Number(params.get('limit') ?? 1000) || 1000);
    const offset = Number(params.get('offset') ?? 0) || 0;
    const eventKey = params.get('event');
    const team = params.get('team');
    const year = params.get('year');
    let pairs: Array<[EventRun, string]> = [];
    if (eventKey) {
      const run = ctx.world.teamsKnown(eventKey, ctx.now) ? ctx.world.run(eventKey) : undefined;
      pairs = run ? run.teamKeys.filter((k) => !team || k === `frc${team}`).map((k) => [run, k]) : [];
    } else if (team && year) {
      const keys = ctx.world.knownEventsOf(Number(team), Number(year), ctx.now);
      pairs = keys
        .map((k) => ctx.world.run(k))
        .filter((r): r is EventRun => r !== undefined)
        .map((r) => [r, `frc${team}`]);
    }
    const body = pairs
      .slice(offset, offset + limit)
      .map(([run, key]) => teamEventJson(ctx, run, key))
      .filter(Boolean);
    return { status: 200, body };
  }
  if ((m = /^\/v3\/event\/([a-z0-9]+)$/.exec(clean))) {
    const run = ctx.world.run(m[1] as string);
    if (!run) return notFound('Event not found');
    const view = viewEvent(run, ctx.now);
    const totals = [...eventEpas(ctx.world, run, ctx.now, ctx.epaMemo).values()].map((e) => epaTotal(e.current)).sort((a, b) => b - a);
    const mean = totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length);
    const sd = Math.sqrt(totals.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, totals.length));
    const { event } = run;
    return {
      status: 200,
      body: {
        key: event.key,
        year: event.year,
        name: event.name,
        time: eventTime(event, run),
        country: event.venue.country,
        state: event.venue.stateProv,
        district: event.district?.abbreviation ?? null,
        start_date: event.startDate,
        end_date: event.endDate,
        type: EVENT_TYPES[event.kind],
        week: event.week ?? 8,
        video: event.webcasts[0] ? `https://www.twitch.tv/${event.webcasts[0].channel}` : null,
        status: status(view),
        status_str: view.stage === 'qualifications' ? `Qual ${view.playedQuals.length}` : status(view),
        num_teams: run.teamKeys.length,
        current_match: view.played.size,
        qual_matches: run.quals.length,
        epa: {
          max: round(totals[0] ?? 0, 2),
          top_8: round(totals[7] ?? 0, 2),
          top_24: round(totals[23] ?? 0, 2),
          mean: round(mean, 2),
          sd: round(sd, 2),
        },
      },
    };
  }
  if ((m = /^\/v3\/team_year\/(\d+)\/(\d{4})$/.exec(clean))) {
    const body = teamYearJson(ctx, Number(m[1]), Number(m[2]));
    return body ? { status: 200, body } : notFound('Team Year not found');
  }
  if ((m = /^\/v3\/team\/(\d+)$/.exec(clean))) {
    const team = ctx.world.roster.get(Number(m[1]));
    if (!team) return notFound('Team not found');
    return {
      status: 200,
      body: {
        team: team.number,
        name: team.nickname,
        country: team.country,
        state: team.stateProv,
        district: team.home === 'fim' ? 'fim' : null,
        rookie_year: team.rookieYear,
        active: true,
        record: { wins: 0, losses: 0, ties: 0, count: 0, winrate: 0 },
        norm_epa: {
          current: round(1500 + team.strength * 80, 0),
          recent: round(1500 + team.strength * 80, 0),
          mean: round(1500 + team.strength * 75, 0),
          max: round(1500 + team.strength * 95, 0),
        },
      },
    };
  }
  return notFound('Not Found');
}
