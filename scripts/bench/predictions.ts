/**
 * Match predictions (issue 32), numbers for docs/performance.md:
 *
 *   node --import tsx scripts/bench/predictions.ts [--repeats 15]
 *
 * A synthetic 80-team, 130-match qualification schedule (each team in 9 or 10 matches), every match played with a
 * 2025-style breakdown (three bonus ranking points), and a pre-event rating in points for every team: the heaviest
 * case, where the ratings are solved again after every match. Times `eventModel` (every match predicted from the
 * matches before it, plus the state the unplayed matches and the simulation read) `--repeats` times in one process and
 * prints the first (cold), the median and the slowest, in milliseconds, beside the machine's load.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eventModel, type PredictionMatch } from '@team7790/shared/competition/predictions/match-predictions';
import { mulberry32 } from '@team7790/shared/competition/predictions/simulate';

const { values } = parseArgs({ options: { repeats: { type: 'string', default: '15' } } });
const REPEATS = Number(values.repeats);
const TEAMS = 80;
const MATCHES = 130;

const random = mulberry32(7790);
const teams = Array.from({ length: TEAMS }, (_, i) => `frc${1000 + i}`);
const strength = new Map(teams.map((t) => [t, 10 + 30 * random()]));
const order: string[] = [];
while (order.length < MATCHES * 6) order.push(...[...teams].sort(() => random() - 0.5));
const matches: PredictionMatch[] = Array.from({ length: MATCHES }, (_, i) => {
  const six = order.slice(i * 6, i * 6 + 6);
  const side = (keys: string[]) => {
    const score = Math.round(keys.reduce((s, t) => s + strength.get(t)!, 0) + 20 * (random() - 0.5));
    return {
      team_keys: keys,
      score,
      breakdown: { autoBonusAchieved: random() < 0.5, coralBonusAchieved: random() < 0.3, bargeBonusAchieved: random() < 0.4 },
    };
  };
  const red = side(six.slice(0, 3));
  const blue = side(six.slice(3));
  return {
    key: `2025bench_qm${i + 1}`,
    comp_level: 'qm',
    set_number: 1,
    match_number: i + 1,
    time: 1_740_000_000 + i * 420,
    alliances: { red: { team_keys: red.team_keys, score: red.score }, blue: { team_keys: blue.team_keys, score: blue.score } },
    score_breakdown: { red: red.breakdown, blue: blue.breakdown },
  };
});
const priors = { scale: 'points' as const, ratings: new Map(teams.map((t) => [t, strength.get(t)! + 8 * (random() - 0.5)])) };

const times: number[] = [];
for (let r = 0; r < REPEATS; r++) {
  const start = performance.now();
  const model = eventModel(matches, priors);
  if (model.predictions.length !== MATCHES) throw new Error('not every match was predicted');
  times.push(performance.now() - start);
}
const sorted = [...times].sort((a, b) => a - b);
const ms = (x: number) => x.toFixed(1);
console.log(
  `predictions, ${TEAMS} teams, ${MATCHES} matches, all played, ${REPEATS} repeats: first ${ms(times[0]!)} ms, median ${ms(sorted[Math.floor(REPEATS / 2)]!)} ms, slowest ${ms(sorted.at(-1)!)} ms; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`,
);
