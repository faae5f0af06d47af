import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBracket, type Bracket, type BracketSeries } from '@team7790/shared/competition/playoff-bracket';
import { playoffResults } from '@team7790/shared/competition/playoff-results';
import type { TbaEvent, TbaMatch } from '@team7790/shared/competition/tba';
import { toEventDetail, toMatchSummary } from '../../src/features/competition/shaping/tba-shapes.ts';

/**
 * Double elimination keyed as bracket levels (ef, qf, sf, f) on the two events The Blue Alliance
 * records for it in its own repository (the-blue-alliance/the-blue-alliance at 18dbf467f,
 * src/backend/web/handlers/tests/data/; not in the shared fixtures, so copied beside this test,
 * reformatted only): 2017wiwi plays the legacy bracket (playoff_type 5), 2022cctest FIRST's bracket
 * as piloted in 2022 (playoff_type 10). Both go through the shaping the event page answer uses.
 */
const data = <T>(file: string): T => JSON.parse(readFileSync(new URL(`./tba-repository-data/${file}`, import.meta.url), 'utf8')) as T;

function recorded(eventKey: string) {
  const event = toEventDetail(data<TbaEvent>(`${eventKey}.json`));
  const matches = data<TbaMatch[]>(`${eventKey}_matches.json`).map(toMatchSummary);
  const bracket = buildBracket(event.year, matches, [], event.playoff_type);
  if (!('upper' in bracket)) throw new Error(`${eventKey} drawn as ${bracket.format}`);
  return { event, matches, bracket };
}

const bracketSeries = (b: Extract<Bracket, { upper: unknown }>): BracketSeries[] => [...b.upper, ...b.lower].flatMap((r) => r.series);
const allSeries = (b: Extract<Bracket, { upper: unknown }>): BracketSeries[] => [...bracketSeries(b), b.finals];
const numbers = (keys: readonly string[]) => keys.map((k) => k.replace(/^frc/, '')).join(' ');
/** Match number of a bracket card ('Match 9'); the finals come last. */
const order = (s: BracketSeries) => (s.title === 'Finals' ? 99 : Number(s.title.replace('Match ', '')));

/** Every playoff match is drawn once, every card was played, and each card holds the alliances the matches before it send there. */
function expectPlayedAsPlanned(eventKey: string) {
  const { event, matches, bracket } = recorded(eventKey);
  const playoff = matches.filter((m) => m.comp_level !== 'qm');
  const drawn = allSeries(bracket).flatMap((s) => s.games.map((g) => g.key));
  expect(drawn.sort()).toEqual(playoff.map((m) => m.key).sort());
  expect(allSeries(bracket).every((s) => s.scheduled && s.winner !== null)).toBe(true);
  // Matches 1-4 are seeded, and neither event's recording has its alliance list: the feeds from match 5 on.
  for (const series of allSeries(bracket).filter((s) => order(s) > 4)) {
    // Predicted from the matches of the cards before it only: the lineups that really played it.
    const before = new Set(
      allSeries(bracket)
        .filter((s) => order(s) < order(series))
        .flatMap((s) => s.games.map((g) => g.key)),
    );
    const earlier = buildBracket(
      event.year,
      playoff.filter((m) => before.has(m.key)),
      [],
      event.playoff_type,
    );
    if (!('upper' in earlier)) throw new Error(earlier.format);
    const predicted = allSeries(earlier).find((s) => s.id === series.id)!;
    expect(new Set([numbers(predicted.red.teamKeys), numbers(predicted.blue.teamKeys)]), `${eventKey} ${series.title}`).toEqual(
      new Set([numbers(series.red.teamKeys), numbers(series.blue.teamKeys)]),
    );
  }
  return bracket;
}

describe('2017wiwi: legacy double elimination (playoff_type 5) as recorded', () => {
  it('is drawn as the legacy double elimination bracket, with no eighth-finals, quarterfinals or semifinals', () => {
    const { event, bracket } = recorded('2017wiwi');
    expect(event.playoff_type).toBe(5);
    expect(bracket.format).toBe('legacy-double-8');
    expect(bracket.upper.map((r) => r.series.map((s) => s.title))).toEqual([
      ['Match 1', 'Match 2', 'Match 3', 'Match 4'],
      ['Match 7', 'Match 8'],
      ['Match 11'],
    ]);
    expect(bracket.lower.map((r) => r.series.map((s) => s.title))).toEqual([
      ['Match 5', 'Match 6'],
      ['Match 9', 'Match 10'],
      ['Match 12'],
      ['Match 13'],
    ]);
    expect(JSON.stringify(bracket)).not.toMatch(/Eighth-final|Quarterfinal|Semifinal|Not yet/);
  });

  it('places all 17 playoff matches, each card holding the alliances the matches before it send there', () => {
    const bracket = expectPlayedAsPlanned('2017wiwi');
    // Each pairing is one match: the winner advances on one win; two ties are replayed before 228 wins.
    for (const s of bracketSeries(bracket)) expect([s.title, s[s.winner!].wins]).toEqual([s.title, 1]);
    const m6 = bracketSeries(bracket).find((s) => s.id === 'ef6')!;
    expect(m6.games.map((g) => g.label)).toEqual(['Match', 'Replay 1', 'Replay 2']);
    expect(numbers(m6[m6.winner!].teamKeys)).toBe('228 716 1124');
  });

  it('195/230/5421 win the finals: 58/558/237 came from the lower bracket and needed two wins, and won one', () => {
    const { bracket } = recorded('2017wiwi');
    const finals = bracket.finals;
    expect(finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2']);
    expect([numbers(finals.red.teamKeys), finals.red.wins, numbers(finals.blue.teamKeys), finals.blue.wins]).toEqual([
      '195 230 5421',
      1,
      '58 558 237',
      1,
    ]);
    expect(finals.winner).toBe('red');
    expect(finals.rule).toBe("The lower bracket's alliance must win twice");
    const results = playoffResults(bracket).map((r) => [numbers(r.teamKeys), r.text]);
    expect(results).toEqual(
      expect.arrayContaining([
        ['195 230 5421', 'Winner'],
        ['58 558 237', 'Finalist'],
        ['3461 178 3525', 'Eliminated in Round 5 · lower bracket'],
        ['228 716 1124', 'Eliminated in Round 4 · lower bracket'],
        ['181 3146 1099', 'Eliminated in Round 3 · lower bracket'],
        ['3654 2067 155', 'Eliminated in Round 3 · lower bracket'],
        ['4557 666 2064', 'Eliminated in Round 2 · lower bracket'],
        ['4055 173 1071', 'Eliminated in Round 2 · lower bracket'],
      ]),
    );
    expect(results).toHaveLength(8);
  });
});

describe("2022cctest: FIRST's double elimination as piloted in 2022 (playoff_type 10, keyed ef, qf, sf, f) as recorded", () => {
  interface AdvancementSet {
    red_alliance: string[];
    blue_alliance: string[];
    winning_alliance: string;
    red_wins: number;
    blue_wins: number;
  }
  interface Advancement {
    bracket: Record<string, Record<string, AdvancementSet>>;
    advancement: { rounds: Record<string, [Array<{ complete_alliance: string[]; eliminated: boolean }>, boolean]> };
  }
  const tba = data<Advancement>('2022cctest_advancement.json');

  it('places all 16 playoff matches, each card holding the alliances the matches before it send there', () => {
    const { bracket } = recorded('2022cctest');
    expect(bracket.format).toBe('double-8');
    expectPlayedAsPlanned('2022cctest');
  });

  it("agrees with TBA's own bracket table, set by set: the same alliances, wins and winner", () => {
    const { bracket } = recorded('2022cctest');
    const sets = Object.values(tba.bracket).flatMap((level) => Object.entries(level));
    expect(sets).toHaveLength(14);
    for (const [id, set] of sets) {
      const s = allSeries(bracket).find((x) => x.id === id)!;
      expect([numbers(s.red.teamKeys), numbers(s.blue.teamKeys), s.winner, s.red.wins, s.blue.wins], `${id} (${s?.title})`).toEqual([
        set.red_alliance.join(' '),
        set.blue_alliance.join(' '),
        set.winning_alliance,
        set.red_wins,
        set.blue_wins,
      ]);
    }
  });

  it('1678/3189/2551 beat 4643/6662/5274 2-1 in the finals; the others went out in the rounds TBA records', () => {
    const { bracket } = recorded('2022cctest');
    expect(bracket.finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2', 'Final 3']);
    expect([numbers(bracket.finals[bracket.finals.winner!].teamKeys), bracket.finals.red.wins, bracket.finals.blue.wins]).toEqual([
      '1678 3189 2551',
      2,
      1,
    ]);
    const results = new Map(playoffResults(bracket).map((r) => [numbers(r.teamKeys), r.text]));
    expect(results.get('1678 3189 2551')).toBe('Winner');
    expect(results.get('4643 6662 5274')).toBe('Finalist');
    // TBA marks an alliance eliminated in the round it lost its second match.
    const eliminated = Object.entries(tba.advancement.rounds)
      .filter(([round]) => round !== 'Finals')
      .flatMap(([round, [rows]]) =>
        rows.filter((r) => r.eliminated).map((r) => [r.complete_alliance.join(' '), `Eliminated in ${round} · lower bracket`]),
      );
    expect(eliminated).toHaveLength(6);
    for (const [alliance, text] of eliminated) expect(results.get(alliance!), alliance).toBe(text);
    expect(results.size).toBe(8);
  });
});
