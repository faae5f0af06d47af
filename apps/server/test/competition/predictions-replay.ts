import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { compareMatches } from '@team7790/shared/competition/match-order';
import {
  predictEvent,
  redOutcome,
  type PredictionMatch,
  type PredictionSettings,
  type TeamPriors,
} from '@team7790/shared/competition/predictions/match-predictions';
import { FIXTURES, fixture } from './stand-in-provider.ts';

/** One recorded event's matches and Statbotics' own figures for it, where it published them. */
export interface RecordedEvent {
  key: string;
  matches: PredictionMatch[];
  priors: TeamPriors | null;
  statbotics: { count: number; acc: number; mse: number } | null;
}

export interface Scored {
  key: string;
  p: number;
  outcome: number;
}

function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

const statboticsEvents = new Map(
  parseCsv(readFileSync(`${FIXTURES}/statbotics-csvs/v3/events.csv`, 'utf8'))
    .filter((r) => Number(r.count) > 0 && r.epa_acc !== 'NULL' && r.epa_mse !== 'NULL')
    .map((r) => [r.key!, { count: Number(r.count), acc: Number(r.epa_acc), mse: Number(r.epa_mse) }]),
);

const eloBySeason = new Map<string, Record<string, string>[]>();
const POSITIONS = ['Red 1', 'Red 2', 'Red 3', 'Blue 1', 'Blue 2', 'Blue 3'] as const;

/** Each team's Sykes Elo at its first match of the event: the only Elo figure the model may see. */
export function firstMatchElo(eventKey: string): TeamPriors | null {
  const season = eventKey.slice(0, 4);
  const file = `${FIXTURES}/statbotics-csvs/elo/${season}.csv`;
  if (!existsSync(file)) return null;
  if (!eloBySeason.has(season)) eloBySeason.set(season, parseCsv(readFileSync(file, 'utf8')));
  const rows = eloBySeason
    .get(season)!
    .filter((r) => r.Key === eventKey)
    .map((r) => ({ row: r, comp_level: r['Match Type']!, set_number: Number(r['Set Number']), match_number: Number(r['Match Number']) }))
    .sort(compareMatches);
  const ratings = new Map<string, number>();
  for (const { row } of rows) {
    for (const position of POSITIONS) {
      const team = `frc${row[position]}`;
      const elo = Number(row[`${position} Elo`]);
      if (!ratings.has(team) && Number.isFinite(elo) && row[`${position} Elo`] !== '') ratings.set(team, elo);
    }
  }
  return ratings.size > 0 ? { scale: 'elo', ratings } : null;
}

/**
 * The recorded events with qualification matches. The championship playoffs recorded alone (no qualification
 * match: 2017cmpmo, 2018cmptx, 2019cmptx, 2019micmp, 2022cmptx, 2023micmp) are left out, as in the issue:
 * an in-event rating has nothing of the event to learn from there.
 */
export function recordedEvents(): RecordedEvent[] {
  return readdirSync(`${FIXTURES}/tba/event`)
    .filter((key) => existsSync(`${FIXTURES}/tba/event/${key}/matches.json`))
    .sort()
    .map((key) => ({
      key,
      matches: fixture<PredictionMatch[]>(`tba/event/${key}/matches.json`),
      priors: firstMatchElo(key),
      statbotics: statboticsEvents.get(key) ?? null,
    }))
    .filter((e) => e.matches.some((m) => m.comp_level === 'qm'));
}

/** Every played match of the events, predicted from the matches before it. */
export function replay(events: readonly RecordedEvent[], withPrior: boolean, settings?: PredictionSettings): Scored[] {
  return events.flatMap((e) => {
    const predictions = new Map(predictEvent(e.matches, withPrior ? e.priors : null, settings).map((p) => [p.key, p]));
    return e.matches.flatMap((m) => {
      const outcome = redOutcome(m);
      return outcome === null ? [] : [{ key: e.key, p: predictions.get(m.key)!.red_win_prob, outcome }];
    });
  });
}

/** Brier score, and accuracy with a tie, or a call of exactly 50 %, counted as half a right call. */
export function score(scored: readonly Scored[]): { count: number; brier: number; accuracy: number } {
  let brier = 0;
  let right = 0;
  for (const s of scored) {
    brier += (s.p - s.outcome) ** 2;
    right += s.outcome === 0.5 || s.p === 0.5 ? 0.5 : s.p > 0.5 === (s.outcome === 1) ? 1 : 0;
  }
  return { count: scored.length, brier: brier / scored.length, accuracy: right / scored.length };
}

/** Ten bins of predicted red win chance: the mean chance and the observed red win rate in each. */
export function calibration(scored: readonly Scored[]): { bin: string; count: number; predicted: number; observed: number }[] {
  return Array.from({ length: 10 }, (_, b) => {
    const inBin = scored.filter((s) => Math.min(Math.floor(s.p * 10), 9) === b);
    const avg = (f: (s: Scored) => number) => inBin.reduce((t, s) => t + f(s), 0) / inBin.length;
    return { bin: `${b * 10}-${b * 10 + 10}%`, count: inBin.length, predicted: avg((s) => s.p), observed: avg((s) => s.outcome) };
  }).filter((b) => b.count > 0);
}
