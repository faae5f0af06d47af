import { eventDistrictPoints } from './district-points.ts';
import { hashSeed, randomFor } from './random.ts';
import type { SimEvent } from './season-calendar.ts';
import type { SimTeam } from './team-roster.ts';
import type { SimulationWorld } from './world.ts';

export interface SeasonAttendance {
  /** Team numbers at each event, ascending. */
  teamsByEvent: Map<string, number[]>;
  /** Event keys of each team, in date order. */
  eventsByTeam: Map<number, string[]>;
}

const HOME_TEAM = 7790;

function assign(teamsByEvent: Map<string, number[]>, eventKey: string, teamNumber: number): void {
  const list = teamsByEvent.get(eventKey);
  if (list && !list.includes(teamNumber)) list.push(teamNumber);
}

/** Michigan teams play two district events in different weeks (one in the shortened 2020 season). */
function planDistrict(world: SimulationWorld, year: number, events: SimEvent[], michigan: SimTeam[], teamsByEvent: Map<string, number[]>): void {
  const districtEvents = events.filter((e) => e.kind === 'district');
  if (districtEvents.length === 0) return;
  const random = randomFor('district-plan', year);
  const perTeam = year === 2020 ? 1 : 2;
  const capacity = Math.ceil((michigan.length * perTeam) / districtEvents.length) + 1;
  const weekOf = new Map(districtEvents.map((e) => [e.key, e.week]));
  const chosen = new Map<number, string[]>();
  const take = (team: number, key: string) => {
    assign(teamsByEvent, key, team);
    chosen.set(team, [...(chosen.get(team) ?? []), key]);
  };
  // The home team and its neighbours always play Lake City and Traverse City.
  for (const [team, keys] of [
    [HOME_TEAM, ['milac', 'mitvc']],
    [3767, ['mitvc']],
    [7598, ['milac']],
    [5560, ['mitvc']],
  ] as const) {
    if (!michigan.some((t) => t.number === team)) continue;
    for (const code of keys.slice(0, perTeam)) if (weekOf.has(`${year}${code}`)) take(team, `${year}${code}`);
  }
  for (const team of random.shuffle(michigan)) {
    while ((chosen.get(team.number)?.length ?? 0) < perTeam) {
      const weeks = (chosen.get(team.number) ?? []).map((key) => weekOf.get(key));
      const open = districtEvents.filter((e) => !weeks.includes(e.week) && (teamsByEvent.get(e.key)?.length ?? 0) < capacity);
      if (open.length === 0) break;
      const least = Math.min(...open.map((e) => teamsByEvent.get(e.key)?.length ?? 0));
      take(team.number, random.pick(open.filter((e) => (teamsByEvent.get(e.key)?.length ?? 0) <= least + 2)).key);
    }
  }
  void world;
}

/** Regulars of each region fill most of its regional; travellers from elsewhere fill the rest. */
function planRegionals(year: number, events: SimEvent[], others: SimTeam[], teamsByEvent: Map<string, number[]>): void {
  const regionals = events.filter((e) => e.kind === 'regional');
  const random = randomFor('regional-plan', year);
  const played = new Map<number, number[]>();
  const priority = (team: SimTeam) => (hashSeed(`regular|${team.number}`) % 1000) / 1000 + random.next() * 0.35;
  for (const event of regionals) {
    const pool = others
      .filter((t) => t.home === event.code)
      .map((t) => ({ t, p: priority(t) }))
      .sort((a, b) => a.p - b.p);
    for (const { t } of pool.slice(0, Math.round(event.size * 0.78))) {
      assign(teamsByEvent, event.key, t.number);
      played.set(t.number, [...(played.get(t.number) ?? []), event.week ?? 0]);
    }
  }
  for (const event of regionals) {
    const seats = event.size - (teamsByEvent.get(event.key)?.length ?? 0);
    const travellers = random.shuffle(
      others.filter((t) => t.home !== event.code && (played.get(t.number)?.length ?? 0) === 1 && !played.get(t.number)?.includes(event.week ?? 0)),
    );
    for (const t of travellers.slice(0, seats)) {
      assign(teamsByEvent, event.key, t.number);
      played.set(t.number, [...(played.get(t.number) ?? []), event.week ?? 0]);
    }
  }
}

/** District championship seats go to the teams with the most district points; championship seats to the strongest. */
function planChampionships(world: SimulationWorld, year: number, events: SimEvent[], others: SimTeam[], teamsByEvent: Map<string, number[]>): void {
  const dcmp = events.find((e) => e.kind === 'dcmp');
  if (!dcmp) return;
  const divisions = events.filter((e) => e.kind === 'dcmp_division');
  const seats = divisions.length > 0 ? divisions.reduce((sum, d) => sum + d.size, 0) : dcmp.size;
  const points = new Map<number, number>();
  for (const event of events.filter((e) => e.kind === 'district')) {
    const run = world.run(event.key);
    if (!run) continue;
    for (const [teamKey, entry] of Object.entries(eventDistrictPoints(world, run))) {
      const team = Number(teamKey.slice(3));
      points.set(team, (points.get(team) ?? 0) + entry.total);
    }
  }
  const ranked = [...points.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([team]) => team);
  const qualified = ranked.slice(0, seats);
  if (year === 2025 && points.has(HOME_TEAM) && !qualified.includes(HOME_TEAM)) qualified[qualified.length - 1] = HOME_TEAM;
  const random = randomFor('dcmp-plan', year);
  if (divisions.length === 0) for (const team of qualified) assign(teamsByEvent, dcmp.key, team);
  else random.shuffle(qualified).forEach((team, i) => assign(teamsByEvent, (divisions[i % divisions.length] as SimEvent).key, team));

  const cmpDivisions = events.filter((e) => e.kind === 'cmp_division');
  if (cmpDivisions.length === 0) return;
  const cmpSeats = cmpDivisions.reduce((sum, d) => sum + d.size, 0);
  const michiganSeats = Math.round(cmpSeats * 0.16);
  const strength = (team: SimTeam) => world.strength(team.number, year) + randomFor('cmp-invite', team.number, year).normal(0, 0.1);
  const regionalTeams = others.filter((t) => events.some((e) => e.kind === 'regional' && teamsByEvent.get(e.key)?.includes(t.number)));
  const invited = [
    ...qualified.slice(0, michiganSeats),
    ...regionalTeams
      .sort((a, b) => strength(b) - strength(a))
      .slice(0, cmpSeats - michiganSeats)
      .map((t) => t.number),
  ];
  const homeDivision = cmpDivisions.find((d) => d.code === 'mil');
  if (year === 2025 && homeDivision) assign(teamsByEvent, homeDivision.key, HOME_TEAM);
  const cmpRandom = randomFor('cmp-plan', year);
  let next = 0;
  for (const team of cmpRandom.shuffle(invited.filter((t) => !(year === 2025 && t === HOME_TEAM)))) {
    for (let tries = 0; tries < cmpDivisions.length; tries++) {
      const division = cmpDivisions[next++ % cmpDivisions.length] as SimEvent;
      if ((teamsByEvent.get(division.key)?.length ?? 0) < division.size) {
        assign(teamsByEvent, division.key, team);
        break;
      }
    }
  }
}

/** Who plays where in one season. Built once per season, on first use. */
export function planAttendance(world: SimulationWorld, year: number): SeasonAttendance {
  const events = world.calendar(year);
  const teamsByEvent = new Map<string, number[]>(events.filter((e) => e.divisionKeys.length === 0).map((e) => [e.key, []]));
  const active = world.roster.activeIn(year);
  const michigan = active.filter((t) => t.home === 'fim');
  const others = active.filter((t) => t.home !== 'fim');
  planDistrict(world, year, events, michigan, teamsByEvent);
  planRegionals(year, events, others, teamsByEvent);

  const live = events.find((e) => e.kind === 'offseason');
  if (live) {
    const guests = randomFor('live-plan', year).shuffle(michigan.filter((t) => ![HOME_TEAM, 3767, 7598, 5560].includes(t.number)));
    const hosts = [HOME_TEAM, 3767, 7598, 5560].filter((n) => michigan.some((t) => t.number === n));
    for (const team of [...hosts, ...guests.map((t) => t.number)].slice(0, live.size)) assign(teamsByEvent, live.key, team);
  }
  // Championship plans read district results, so the district plan must be in place first.
  world.provisionalAttendance.set(year, { teamsByEvent, eventsByTeam: new Map() });
  planChampionships(world, year, events, others, teamsByEvent);
  world.provisionalAttendance.delete(year);

  const eventsByTeam = new Map<number, string[]>();
  for (const event of events) {
    const teams = teamsByEvent.get(event.key);
    if (!teams) continue;
    teams.sort((a, b) => a - b);
    for (const team of teams) eventsByTeam.set(team, [...(eventsByTeam.get(team) ?? []), event.key]);
  }
  return { teamsByEvent, eventsByTeam };
}
