import type { EventRun } from './event-simulation.ts';
import { viewEvent } from './event-view.ts';
import type { SimMatch } from './match-play.ts';
import { gameFor } from './scoring/index.ts';
import type { SimulationWorld } from './world.ts';

export interface Epa {
  auto: number;
  teleop: number;
  endgame: number;
}

export interface TeamEventEpa {
  start: Epa;
  current: Epa;
  preElim: Epa;
  /** Mean and max of the total over the event's matches. */
  meanTotal: number;
  maxTotal: number;
  matches: number;
}

export const epaTotal = (epa: Epa) => epa.auto + epa.teleop + epa.endgame;
const round2 = (value: number) => Math.round(value * 100) / 100;
export const roundEpa = (epa: Epa): Epa => ({ auto: round2(epa.auto), teleop: round2(epa.teleop), endgame: round2(epa.endgame) });

/** A season's starting EPA: a third of an average alliance's points, nudged by last season's form. */
function priorEpa(world: SimulationWorld, teamNumber: number, year: number): Epa {
  const scale = gameFor(year).scale;
  const lean = 0.7 + 0.3 * world.strength(teamNumber, year - 1);
  return { auto: (scale.auto / 3) * lean, teleop: (scale.teleop / 3) * lean, endgame: (scale.endgame / 3) * lean };
}

/**
 * Expected Points Added, Statbotics-style: after each match every robot's EPA moves by a share of
 * the alliance's error (actual minus the sum of its robots' EPAs), period by period; larger steps
 * early in the season.
 */
export function eventEpas(
  world: SimulationWorld,
  run: EventRun,
  now: number,
  memo: Map<string, Map<string, TeamEventEpa>>,
): Map<string, TeamEventEpa> {
  const memoKey = `${run.event.key}|${viewEvent(run, now).played.size}`;
  const known = memo.get(memoKey);
  if (known) return known;
  const result = new Map<string, TeamEventEpa>();
  const view = viewEvent(run, now);
  const totals = new Map<string, number[]>();
  for (const teamKey of run.teamKeys) {
    const start = teamEpaBefore(world, Number(teamKey.slice(3)), run, now, memo);
    result.set(teamKey, { start, current: { ...start }, preElim: { ...start }, meanTotal: epaTotal(start), maxTotal: epaTotal(start), matches: 0 });
    totals.set(teamKey, []);
  }
  const played = [...view.playedQuals, ...view.playedPlayoffs].sort((a, b) => a.actualTime - b.actualTime);
  const update = (match: SimMatch) => {
    for (const color of ['red', 'blue'] as const) {
      const outcome = color === 'red' ? match.redResult : match.blueResult;
      const robots = match[color].map((k) => result.get(k)).filter((e): e is TeamEventEpa => e !== undefined);
      if (robots.length === 0) continue;
      for (const period of ['auto', 'teleop', 'endgame'] as const) {
        const predicted = robots.reduce((sum, r) => sum + r.current[period], 0);
        const error = outcome[period] - predicted;
        for (const robot of robots) {
          const weight = match.compLevel === 'qm' ? (robot.matches < 6 ? 0.5 : 0.33) : 0.15;
          robot.current[period] += (weight * error) / robots.length;
        }
      }
      for (const robot of robots) robot.matches++;
      for (const key of match[color]) {
        const entry = result.get(key);
        if (entry) totals.get(key)?.push(epaTotal(entry.current));
      }
    }
    if (match.compLevel === 'qm')
      for (const key of [...match.red, ...match.blue]) {
        const entry = result.get(key);
        if (entry) entry.preElim = { ...entry.current };
      }
  };
  played.forEach(update);
  for (const [key, entry] of result) {
    const list = totals.get(key) ?? [];
    if (list.length > 0) {
      entry.meanTotal = list.reduce((a, b) => a + b, 0) / list.length;
      entry.maxTotal = Math.max(...list);
    }
  }
  memo.set(memoKey, result);
  return result;
}

/** A team's EPA going into an event: where its previous event that season left it, else its prior. */
export function teamEpaBefore(
  world: SimulationWorld,
  teamNumber: number,
  run: EventRun,
  now: number,
  memo: Map<string, Map<string, TeamEventEpa>>,
): Epa {
  const year = run.event.year;
  const events = world.attendance(year).eventsByTeam.get(teamNumber) ?? [];
  const earlier = events.filter((key) => {
    const event = world.event(key);
    return event !== undefined && key !== run.event.key && event.startDate < run.event.startDate;
  });
  const previous = earlier[earlier.length - 1];
  const previousRun = previous ? world.run(previous) : undefined;
  if (!previousRun) return priorEpa(world, teamNumber, year);
  const epa = eventEpas(world, previousRun, now, memo).get(`frc${teamNumber}`);
  return epa ? { ...epa.current } : priorEpa(world, teamNumber, year);
}
