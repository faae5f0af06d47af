/**
 * Event odds by simulation (issue 32, part 3), numbers for docs/performance.md:
 *
 *   node --import tsx scripts/bench/predictions-simulation.ts [--runs 10000] [--repeats 7] [--seed 7790]
 *
 * A synthetic 80-team, 130-match event (each team in 9 or 10 matches, the first 65 matches played, three bonus
 * ranking points a match as in 2025) and an 8-alliance double elimination bracket with no playoff match played.
 * Times `simulateQualifications` and `simulatePlayoffs` at `--runs` runs each, `--repeats` times in one process (the
 * first repeat includes the JIT's warm-up, as the server's first answer after a start does), and prints the median
 * and the slowest of each, and of both together, in milliseconds, beside the machine's load.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { BracketAllianceInput } from '@team7790/shared/competition/playoff-bracket';
import type { PredictionMatch } from '@team7790/shared/competition/predictions/match-predictions';
import { mulberry32, simulatePlayoffs, simulateQualifications, type SimulationModel } from '@team7790/shared/competition/predictions/simulate';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    repeats: { type: 'string', default: '7' },
    seed: { type: 'string', default: '7790' },
  },
});
const RUNS = Number(values.runs);
const REPEATS = Number(values.repeats);
const SEED = Number(values.seed);
const TEAMS = 80;
const MATCHES = 130;

const random = mulberry32(SEED);
const shuffled = <T>(list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

// Teams and their ratings (points of an alliance score, 5 to 35 a robot).
const teams = Array.from({ length: TEAMS }, (_, i) => `frc${1000 + i}`);
const rating = new Map(teams.map((t) => [t, 5 + 30 * random()]));
const allianceScore = (keys: readonly string[]) => keys.reduce((s, k) => s + (rating.get(k) ?? 0), 0);

// The schedule: rounds of every team in a fresh order, six a match, never a team twice in one match.
const slots: string[] = [];
while (slots.length < MATCHES * 6) {
  const round = shuffled(teams);
  for (const team of round) {
    const matchStart = slots.length - (slots.length % 6);
    if (slots.slice(matchStart).includes(team)) slots.splice(matchStart, 0, team);
    else slots.push(team);
  }
}
const matches: PredictionMatch[] = Array.from({ length: MATCHES }, (_, j) => {
  const red = slots.slice(6 * j, 6 * j + 3);
  const blue = slots.slice(6 * j + 3, 6 * j + 6);
  const played = j < MATCHES / 2;
  const score = (keys: string[]) => (played ? Math.max(0, Math.round(allianceScore(keys) + 20 * (random() - 0.5))) : -1);
  return {
    key: `2026bench_qm${j + 1}`,
    comp_level: 'qm',
    set_number: 1,
    match_number: j + 1,
    alliances: { red: { team_keys: red, score: score(red) }, blue: { team_keys: blue, score: score(blue) } },
  };
});

const model: SimulationModel = {
  allianceScore,
  sigma: 18,
  k: 0.6,
  // 2025's three bonus ranking points, likelier for a stronger alliance.
  bonusChances: (keys) => {
    const strength = Math.min(1, allianceScore(keys) / 90);
    return [0.3 + 0.6 * strength, 0.1 + 0.5 * strength, 0.2 + 0.4 * strength];
  },
  winRp: 3,
  tieRp: 1,
};

// Eight alliances of the best rated teams, serpentine picks; no playoff match played.
const byRating = [...teams].sort((a, b) => rating.get(b)! - rating.get(a)!);
const alliances: BracketAllianceInput[] = Array.from({ length: 8 }, (_, i) => ({
  number: i + 1,
  name: `Alliance ${i + 1}`,
  picks: [byRating[i]!, byRating[15 - i]!, byRating[16 + i]!],
}));

/** Wall-clock milliseconds of one call, and the process's CPU time in it (less moved by other work on the machine). */
const cpu: Record<'qualifications' | 'playoffs', number[]> = { qualifications: [], playoffs: [] };
const time = (part: keyof typeof cpu, work: () => unknown): number => {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const answer = work();
  const took = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  cpu[part].push((used.user + used.system) / 1000);
  if (answer === null) throw new Error('the simulation answered null');
  return took;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

const qualifications: number[] = [];
const playoffs: number[] = [];
const both: number[] = [];
for (let i = 0; i < REPEATS; i++) {
  const q = time('qualifications', () => simulateQualifications(matches, null, model, RUNS, SEED + i));
  const p = time('playoffs', () => simulatePlayoffs({ format: 'double-8', playoffType: 10, alliances, matches: [] }, model, RUNS, SEED + i));
  qualifications.push(q);
  playoffs.push(p);
  both.push(q + p);
}

console.log(
  JSON.stringify(
    {
      event: `${TEAMS} teams, ${MATCHES} qualification matches (${MATCHES / 2} played), 8-alliance double elimination (none played)`,
      runs: RUNS,
      repeats: REPEATS,
      node: process.version,
      cpus: availableParallelism(),
      load: loadavg().map((l) => Math.round(l * 100) / 100),
      qualifications_ms: { median: round1(median(qualifications)), max: round1(Math.max(...qualifications)), each: qualifications.map(round1) },
      playoffs_ms: { median: round1(median(playoffs)), max: round1(Math.max(...playoffs)), each: playoffs.map(round1) },
      both_ms: { median: round1(median(both)), max: round1(Math.max(...both)) },
      cpu_ms: { qualifications: round1(median(cpu.qualifications)), playoffs: round1(median(cpu.playoffs)) },
    },
    null,
    2,
  ),
);
