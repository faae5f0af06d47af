import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBracket, type Bracket, type BracketSeries } from '@team7790/shared/competition/playoff-bracket';
import type { TbaAlliance, TbaMatch } from '@team7790/shared/competition/tba';
import { toAlliances, toMatchSummary } from '../../src/features/competition/shaping/tba-shapes.ts';
import { fixedClock } from '../../src/clock.ts';
import { createSimulatedSeason } from '../../src/features/competition/simulation/index.ts';
import { FIXTURES, fixture } from './stand-in-provider.ts';

/**
 * The event page's bracket placement against real recorded events (read from the shared fixtures
 * at test time), through the same shaping the event page answer uses.
 */
function recorded(eventKey: string) {
  const dir = `tba/event/${eventKey}`;
  const matches = fixture<TbaMatch[]>(`${dir}/matches.json`).map(toMatchSummary);
  const alliances = existsSync(`${FIXTURES}/${dir}/alliances.json`) ? toAlliances(fixture<TbaAlliance[]>(`${dir}/alliances.json`)) : [];
  return { matches, alliances, year: Number(eventKey.slice(0, 4)) };
}

const allSeries = (b: Bracket): BracketSeries[] =>
  'rounds' in b
    ? b.rounds.flatMap((r) => r.series)
    : b.format === 'finals-2'
      ? [b.finals]
      : [...b.upper, ...b.lower].flatMap((r) => r.series).concat(b.finals);

const doubleEliminationEvents = readdirSync(`${FIXTURES}/tba/event`).filter(
  (key) => /^20(2[3-9])/.test(key) && existsSync(`${FIXTURES}/tba/event/${key}/matches.json`),
);

describe('double elimination events as recorded (2023 on)', () => {
  it('finds the recorded 2023+ events', () => {
    expect(doubleEliminationEvents).toEqual(expect.arrayContaining(['2023micmp', '2024nytr', '2025mndu']));
  });

  it.each(doubleEliminationEvents)('%s: every playoff match has its place and each match holds the alliances its feeds predict', (eventKey) => {
    const { matches, alliances, year } = recorded(eventKey);
    const full = buildBracket(year, matches, alliances);
    expect(['double-8', 'double-4']).toContain(full.format);
    const placed = allSeries(full).flatMap((s) => s.games.map((g) => g.key));
    const playoff = matches.filter((m) => m.comp_level !== 'qm');
    // Every playoff match is drawn (finals beyond the fifth are the only exception).
    expect(new Set(placed)).toEqual(new Set(playoff.filter((m) => m.comp_level !== 'f' || m.match_number <= 5).map((m) => m.key)));
    expect(JSON.stringify(full)).not.toMatch(/Semifinal/);

    // Build the bracket from only the matches before set N: its prediction for set N must be who really played.
    // Without the alliance list there is nothing to predict from.
    for (const series of allSeries(full).filter((s) => alliances.length > 0 && s.level === 'sf' && s.scheduled)) {
      const earlier = playoff.filter((m) => m.comp_level === 'sf' && m.set_number < series.set);
      const predicted = allSeries(buildBracket(year, earlier, alliances)).find((s) => s.id === series.id)!;
      const actualSides = new Set([series.red.teamKeys.join(), series.blue.teamKeys.join()]);
      for (const side of [predicted.red, predicted.blue]) {
        if (side.alliance === null) continue;
        const actual = side.teamKeys.filter((k) => [...actualSides].some((s) => s.includes(k)));
        expect(actual.length, `${eventKey} match ${series.set}: alliance ${side.alliance}`).toBeGreaterThanOrEqual(2);
      }
      if (alliances.length) expect(predicted.red.alliance !== null && predicted.blue.alliance !== null, `${eventKey} ${series.id}`).toBe(true);
    }

    if ('upper' in full && alliances.length) {
      const champion = alliances.find((a) => a.status?.status === 'won');
      if (champion) expect(full.finals.winner && full.finals[full.finals.winner].alliance).toBe(champion.number);
      expect(full.upper[0]!.series[0]!.red.alliance).toBe(1);
      expect(full.upper[0]!.series[0]!.blue.alliance).toBe(full.format === 'double-8' ? 8 : 4);
    }
  });

  it('2023micmp: the four division winners play the 4-alliance bracket', () => {
    const { matches, alliances, year } = recorded('2023micmp');
    const bracket = buildBracket(year, matches, alliances);
    if (bracket.format !== 'double-4') throw new Error(bracket.format);
    expect(bracket.upper.map((r) => r.series.map((s) => s.title))).toEqual([['Match 1', 'Match 2'], ['Match 3']]);
    expect(bracket.lower.map((r) => r.series.map((s) => s.title))).toEqual([['Match 4'], ['Match 5']]);
    // Consumers (2) won the upper bracket, Ford (3) came back through the lower one and won the finals.
    expect([bracket.finals.red.alliance, bracket.finals.blue.alliance, bracket.finals.winner]).toEqual([2, 3, 'blue']);
    expect(bracket.upper[0]!.series[0]!.red.name).toBe('DTE Energy');
  });
});

describe('best-of-3 and earlier formats as recorded', () => {
  it('2019micmp: finals with two ties show Final 1-3 and Overtime 1-2, won by the alliance recorded as winner', () => {
    const { matches, alliances, year } = recorded('2019micmp');
    const bracket = buildBracket(year, matches, alliances);
    if (bracket.format !== 'best-of-3') throw new Error(bracket.format);
    const finals = bracket.rounds.at(-1)!.series[0]!;
    expect(finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2', 'Final 3', 'Overtime 1', 'Overtime 2']);
    const champion = alliances.find((a) => a.status?.status === 'won')!;
    expect(finals.winner && finals[finals.winner].alliance).toBe(champion.number);
    expect(bracket.rounds.map((r) => r.title)).toEqual(['Semifinals', 'Finals']);
  });

  it.each(['2017cmpmo', '2018cmptx'])('%s: the championship round robin is one mixed set of 15 matches, each alliance known', (eventKey) => {
    const { matches, alliances, year } = recorded(eventKey);
    const bracket = buildBracket(year, matches, alliances);
    if (bracket.format !== 'round-robin') throw new Error(bracket.format);
    const robin = bracket.rounds.find((r) => r.id === 'sf')!.series.find((s) => s.set === 1)!;
    expect(robin.mixed).toBe(true);
    expect(robin.games).toHaveLength(15);
    for (const game of robin.games) expect([game.red.alliance, game.blue.alliance]).not.toContain(null);
    const finals = bracket.rounds.find((r) => r.id === 'f')!.series[0]!;
    expect(finals.games).toHaveLength(2);
    const champion = finals.winner ? finals[finals.winner] : null;
    expect(champion?.wins).toBe(2);
    // Championship alliances carry their division's name.
    expect(champion?.name).toMatch(/^[A-Z][a-z]+$/);
  });

  it('2015micmp: the average-score rounds keep every match, with eighth-finals ahead of the quarterfinals', () => {
    const { matches, alliances, year } = recorded('2015micmp');
    const bracket = buildBracket(year, matches, alliances, 3);
    if (bracket.format !== 'average') throw new Error(bracket.format);
    expect(bracket.rounds.map((r) => r.id)).toEqual(['ef', 'qf', 'sf', 'f']);
    const set1 = bracket.rounds.map((r) => r.series.find((s) => s.set === 1)!);
    expect(set1.map((s) => s.games.length)).toEqual([16, 8, 6, 2]);
    expect(set1.slice(0, 3).every((s) => s.mixed)).toBe(true);
    for (const game of set1.flatMap((s) => s.games)) expect([game.red.alliance, game.blue.alliance]).not.toContain(null);
  });

  it('2015micmp: each average round ranks the alliances by the averages the matches give, and those that went on are the ones recorded further', () => {
    const { matches, alliances, year } = recorded('2015micmp');
    const bracket = buildBracket(year, matches, alliances, 3);
    if (bracket.format !== 'average') throw new Error(bracket.format);
    const levels = ['ef', 'qf', 'sf', 'f'];
    const reached = (n: number) => levels.indexOf(alliances.find((a) => a.number === n)!.status!.level!);
    for (const round of bracket.rounds.filter((r) => r.id !== 'f')) {
      const standings = round.standings!;
      expect(standings, round.id).toHaveLength({ ef: 16, qf: 8, sf: 4 }[round.id]!);
      for (let i = 1; i < standings.length; i++) expect(standings[i - 1]!.average!).toBeGreaterThanOrEqual(standings[i]!.average!);
      // The better half went on: exactly those recorded at a later level.
      for (const s of standings) expect(s.advanced, `${round.id} alliance ${s.alliance}`).toBe(reached(s.alliance!) > levels.indexOf(round.id));
      expect(standings.slice(0, standings.length / 2).every((s) => s.advanced)).toBe(true);
    }
    // As computed from the recorded quarterfinal matches: alliance 1 averaged 246.0.
    expect(bracket.rounds.find((r) => r.id === 'qf')!.standings![0]).toMatchObject({ alliance: 1, played: 2, average: 246 });
  });

  it.each(['2017cmpmo', '2018cmptx', '2019cmptx', '2022cmptx'])(
    '%s: the round robin standings agree with the recorded records, and its top two played the finals',
    (eventKey) => {
      const { matches, alliances, year } = recorded(eventKey);
      const bracket = buildBracket(year, matches, alliances, 4);
      if (bracket.format !== 'round-robin') throw new Error(bracket.format);
      const standings = bracket.rounds.find((r) => r.id === 'sf')!.standings!;
      expect(standings).toHaveLength(6);
      expect(
        standings
          .filter((s) => s.advanced)
          .map((s) => s.alliance)
          .sort(),
      ).toEqual(
        alliances
          .filter((a) => a.status?.level === 'f')
          .map((a) => a.number)
          .sort(),
      );
      for (const s of standings) {
        const alliance = alliances.find((a) => a.number === s.alliance)!;
        expect(s.name).toBe(alliance.name);
        // Alliances that did not reach the finals: the recorded record is the round robin's.
        if (alliance.status?.level === 'sf') expect({ wins: s.wins, losses: s.losses, ties: s.ties }).toEqual(alliance.status.record);
      }
    },
  );

  it('2022on305: a 4-alliance best-of-3 with the recorded champion', () => {
    const { matches, alliances, year } = recorded('2022on305');
    const bracket = buildBracket(year, matches, alliances);
    if (bracket.format !== 'best-of-3') throw new Error(bracket.format);
    const finals = bracket.rounds.at(-1)!.series[0]!;
    expect(finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2', 'Final 3']);
    expect(finals.winner && finals[finals.winner].alliance).toBe(1);
  });
});

describe('the simulated season plays the brackets the way recorded events do', () => {
  const season = createSimulatedSeason({ now: fixedClock('2026-06-01T12:00:00Z') });
  const read = async <T>(path: string) => JSON.parse((await season.tba.get(path, {})).body) as T;

  it.each(['2025micmp', '2025hiho', '2025milac', '2023micmp'])(
    '%s: each double elimination match holds the alliances its feeds predict',
    async (eventKey) => {
      const matches = (await read<TbaMatch[]>(`/event/${eventKey}/matches`)).map(toMatchSummary);
      const alliances = toAlliances(await read<TbaAlliance[]>(`/event/${eventKey}/alliances`));
      const full = buildBracket(2025, matches, alliances);
      expect(['double-8', 'double-4']).toContain(full.format);
      for (const series of allSeries(full).filter((s) => s.scheduled)) {
        const earlier = matches.filter((m) => m.comp_level === 'sf' && (series.level === 'f' || m.set_number < series.set));
        const predicted = allSeries(buildBracket(2025, earlier, alliances)).find((s) => s.id === series.id)!;
        expect([predicted.red.alliance, predicted.blue.alliance], `${eventKey} ${series.id}`).toEqual([series.red.alliance, series.blue.alliance]);
      }
    },
  );
});
