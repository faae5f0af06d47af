import { selectAlliances } from './alliance-selection.ts';
import { presentAwards, type SimAward } from './awards.ts';
import { localInstant } from './dates.ts';
import { playMatch, type MatchSlot, type SimMatch } from './match-play.ts';
import { runAverageScore, runBestOfThree, runDoubleElimination, runRoundRobin, type PlayoffAlliance, type PlayoffRun } from './playoffs.ts';
import { randomFor } from './random.ts';
import { computeRankings } from './rankings.ts';
import { PlayingClock, QUAL_CYCLE_SECONDS, qualificationPairings } from './schedule.ts';
import { gameFor } from './scoring/index.ts';
import type { SimEvent } from './season-calendar.ts';
import type { SimulationWorld } from './world.ts';

/** Everything that happens at an event, start to finish; views cut it at the clock. */
export interface EventRun {
  event: SimEvent;
  teamKeys: string[];
  quals: SimMatch[];
  selectionTime: number;
  alliances: PlayoffAlliance[];
  playoff: PlayoffRun;
  awards: SimAward[];
  awardsTime: number;
}

const ALLIANCE_SELECTION_GAP = 20 * 60;
const AWARDS_GAP = 20 * 60;

function driftOf(eventKey: string): () => number {
  const random = randomFor('drift', eventKey);
  let drift = 0;
  // Events run a little late, and the delay wanders over the day.
  return () => {
    drift = Math.max(0, Math.min(25 * 60, drift + random.int(-40, 70)));
    return drift;
  };
}

function runPlayoff(
  event: SimEvent,
  clock: PlayingClock,
  alliances: PlayoffAlliance[],
  selectionTime: number,
  strength: (key: string) => number,
): PlayoffRun {
  const context = {
    eventKey: event.key,
    clock,
    selectionTime,
    drift: driftOf(`${event.key}|playoff`),
    play: (slot: MatchSlot, attempt: number) => playMatch(event.year, slot, strength, attempt),
  };
  if (event.playoffType === 10 || event.playoffType === 11) return runDoubleElimination(context, alliances);
  if (event.playoffType === 3) return runAverageScore(context, alliances);
  if (event.playoffType === 4) return runRoundRobin(context, alliances);
  return runBestOfThree(context, alliances);
}

function finish(
  world: SimulationWorld,
  event: SimEvent,
  teamKeys: string[],
  quals: SimMatch[],
  selectionTime: number,
  alliances: PlayoffAlliance[],
  playoff: PlayoffRun,
): EventRun {
  const lastPost = Math.max(selectionTime, ...playoff.matches.map((m) => m.postResultTime));
  const picksOf = (n: number | null) => alliances.find((a) => a.number === n)?.picks ?? [];
  const rookies = new Set(teamKeys.filter((k) => world.roster.get(Number(k.slice(3)))?.rookieYear === event.year));
  const awards = presentAwards(event, teamKeys, rookies, picksOf(playoff.winner), picksOf(playoff.finalist));
  return { event, teamKeys, quals, selectionTime, alliances, playoff, awards, awardsTime: lastPost + AWARDS_GAP };
}

/** Playoffs between the division winners (district championship and Einstein). */
function runParent(world: SimulationWorld, event: SimEvent): EventRun | undefined {
  const divisions = event.divisionKeys.map((key) => world.run(key)).filter((run): run is EventRun => run !== undefined);
  if (divisions.length === 0) return undefined;
  const alliances: PlayoffAlliance[] = divisions.map((division, i) => ({
    number: i + 1,
    name: division.event.shortName.replace(/^MSC - /, ''),
    picks: division.alliances.find((a) => a.number === division.playoff.winner)?.picks ?? [],
  }));
  const divisionsDone = Math.max(...divisions.map((d) => Math.max(...d.playoff.matches.map((m) => m.postResultTime))));
  const selectionTime = Math.max(divisionsDone + 30 * 60, localInstant(event.startDate, 12, 0, event.venue.timezone));
  const clock = new PlayingClock(event, selectionTime + 30 * 60);
  const strength = (key: string) => world.strength(Number(key.slice(3)), event.year);
  const playoff = runPlayoff(event, clock, alliances, selectionTime, strength);
  const teamKeys = alliances.flatMap((a) => a.picks).sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
  return finish(world, event, teamKeys, [], selectionTime, alliances, playoff);
}

/** Simulates one event completely: schedule, qualification results, alliance selection, playoffs, awards. */
export function runEvent(world: SimulationWorld, event: SimEvent): EventRun | undefined {
  if (event.divisionKeys.length > 0) return runParent(world, event);
  const teams = world.teamsAt(event.key);
  if (teams.length < event.allianceCount * 3) return undefined;
  const teamKeys = teams.map((n) => `frc${n}`);
  const eventForm = (key: string) => randomFor('event-form', event.key, key).normal(1, 0.06);
  const strength = (key: string) => world.strength(Number(key.slice(3)), event.year) * eventForm(key);
  const random = randomFor('schedule', event.key);
  const clock = new PlayingClock(event, PlayingClock.qualificationStart(event));
  const drift = driftOf(event.key);
  const quals = qualificationPairings(random, teamKeys, 12).map((pairing, i) => {
    const time = clock.next(QUAL_CYCLE_SECONDS);
    const slot: MatchSlot = {
      key: `${event.key}_qm${i + 1}`,
      eventKey: event.key,
      compLevel: 'qm',
      setNumber: 1,
      matchNumber: i + 1,
      ...pairing,
      time,
      actualTime: time + drift(),
      listedAt: 0,
    };
    return playMatch(event.year, slot, strength);
  });
  const ranking = computeRankings(gameFor(event.year), teamKeys, quals);
  const selectionTime = Math.max(...quals.map((m) => m.postResultTime)) + ALLIANCE_SELECTION_GAP;
  const picks = event.kind === 'cmp_division' || event.kind === 'dcmp_division' ? 3 : 2;
  const scouted = (key: string) => strength(key) + randomFor('scouting', event.key, key).normal(0, 0.08);
  const alliances = selectAlliances(
    ranking.map((r) => r.teamKey),
    scouted,
    event.allianceCount,
    picks,
  ).map((teamPicks, i) => ({
    number: i + 1,
    name: `Alliance ${i + 1}`,
    picks: teamPicks,
  }));
  clock.notBefore(selectionTime + 25 * 60);
  const playoff = runPlayoff(event, clock, alliances, selectionTime, strength);
  return finish(world, event, teamKeys, quals, selectionTime, alliances, playoff);
}
