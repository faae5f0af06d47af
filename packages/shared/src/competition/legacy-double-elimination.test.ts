import { describe, expect, it } from 'vitest';
import { buildBracket, type Bracket, type BracketAllianceInput, type BracketMatchInput, type BracketSeries } from './playoff-bracket.ts';
import { playoffResults } from './playoff-results.ts';

/**
 * Double elimination keyed as bracket levels (ef, qf, sf, f), before FIRST numbered it sf1-sf13:
 * the legacy bracket (playoff_type 5, TBA's LEGACY_DOUBLE_ELIM_MAPPING) and FIRST's 2022 pilot
 * (playoff_type 10 at 2022 off-season events).
 */
const alliances = (count: number): BracketAllianceInput[] =>
  Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    name: `Alliance ${i + 1}`,
    picks: [`frc${(i + 1) * 100 + 1}`, `frc${(i + 1) * 100 + 2}`, `frc${(i + 1) * 100 + 3}`],
  }));
const teamsOf = (n: number) => [`frc${n * 100 + 1}`, `frc${n * 100 + 2}`, `frc${n * 100 + 3}`];

/** A match of `key` ('qf3m1') between alliances red and blue; `winner` an alliance number, 0 a tie, null unplayed. */
function game(key: string, red: number, blue: number, winner: number | 0 | null): BracketMatchInput {
  const [, level = '', set = '0', number = '0'] = /^([a-z]+)(\d+)m(\d+)$/.exec(key) ?? [];
  const scores: [number, number] | null = winner === null ? null : winner === 0 ? [80, 80] : winner === red ? [110, 100] : [100, 110];
  return {
    key: `2017test_${key}`,
    comp_level: level,
    set_number: Number(set),
    match_number: Number(number),
    winning_alliance: winner === null || winner === 0 ? '' : winner === red ? 'red' : 'blue',
    alliances: {
      red: { team_keys: teamsOf(red), score: scores ? scores[0] : null },
      blue: { team_keys: teamsOf(blue), score: scores ? scores[1] : null },
    },
  };
}

/**
 * The legacy bracket up to the finals, the better seed winning every match: 1 beats 8, 4 beats 5,
 * 3 beats 6, 2 beats 7; the losers' first round (5 over 8, 6 over 7); 1 over 4 and 2 over 3; the
 * crossover (3, who lost match 8, over 5; 4, who lost match 7, over 6); 1 over 2 in the upper final,
 * 3 over 4, and 2 over 3 in the lower final.
 */
const legacyToFinals = [
  game('ef1m1', 1, 8, 1),
  game('ef2m1', 4, 5, 4),
  game('ef3m1', 3, 6, 3),
  game('ef4m1', 2, 7, 2),
  game('ef5m1', 8, 5, 5),
  game('ef6m1', 6, 7, 6),
  game('qf1m1', 1, 4, 1),
  game('qf2m1', 3, 2, 2),
  game('qf3m1', 3, 5, 3),
  game('qf4m1', 4, 6, 4),
  game('sf1m1', 1, 2, 1),
  game('sf2m1', 3, 4, 3),
  game('f1m1', 2, 3, 2),
];

function doubleBracket(bracket: Bracket) {
  if (!('upper' in bracket)) throw new Error(bracket.format);
  const all = [...bracket.upper, ...bracket.lower].flatMap((r) => r.series);
  const byTitle = (title: string): BracketSeries => all.find((s) => s.title === title)!;
  return { ...bracket, byTitle };
}
const sides = (s: BracketSeries) => [s.red.alliance, s.blue.alliance];

describe('legacy double elimination (playoff_type 5)', () => {
  it('is a bracket of its own, not best-of-3 series', () => {
    expect(buildBracket(2017, legacyToFinals.slice(0, 4), alliances(8), 5).format).toBe('legacy-double-8');
  });

  it('places ef1-ef6, qf1-qf4, sf1-sf2 and f1 as matches 1-13 of the upper and lower brackets, each one match', () => {
    const b = doubleBracket(buildBracket(2017, legacyToFinals, alliances(8), 5));
    expect(b.upper.map((r) => [r.title, r.series.map((s) => `${s.title} ${s.id}`)])).toEqual([
      ['Upper Round 1', ['Match 1 ef1', 'Match 2 ef2', 'Match 3 ef3', 'Match 4 ef4']],
      ['Upper Round 2', ['Match 7 qf1', 'Match 8 qf2']],
      ['Upper Round 4', ['Match 11 sf1']],
    ]);
    expect(b.lower.map((r) => [r.title, r.series.map((s) => `${s.title} ${s.id}`)])).toEqual([
      ['Lower Round 2', ['Match 5 ef5', 'Match 6 ef6']],
      ['Lower Round 3', ['Match 9 qf3', 'Match 10 qf4']],
      ['Lower Round 4', ['Match 12 sf2']],
      ['Lower Round 5', ['Match 13 f1']],
    ]);
    // One match decides each pairing: the winner advances after a single win (no best-of-3 series).
    for (const s of [...b.upper, ...b.lower].flatMap((r) => r.series)) {
      expect(s.winner, s.title).not.toBeNull();
      expect(
        s.games.map((g) => g.label),
        s.title,
      ).toEqual(['Match']);
    }
    expect(JSON.stringify(b)).not.toMatch(/Eighth-final|Quarterfinal|Semifinal/);
    expect(b.finals.id).toBe('f2');
  });

  it('feeds each match from the ones before it, the upper losers crossing over in the lower bracket', () => {
    // Only the first round played: the rest is predicted from the plan.
    const b = doubleBracket(buildBracket(2017, legacyToFinals.slice(0, 4), alliances(8), 5));
    expect(sides(b.byTitle('Match 5'))).toEqual([8, 5]);
    expect(sides(b.byTitle('Match 6'))).toEqual([6, 7]);
    expect(sides(b.byTitle('Match 7'))).toEqual([1, 4]);
    expect(sides(b.byTitle('Match 8'))).toEqual([3, 2]);
    expect([b.byTitle('Match 9').red.source, b.byTitle('Match 9').blue.source]).toEqual(['Loser of Match 8', 'Winner of Match 5']);
    expect([b.byTitle('Match 10').red.source, b.byTitle('Match 10').blue.source]).toEqual(['Loser of Match 7', 'Winner of Match 6']);
    expect([b.byTitle('Match 13').red.source, b.byTitle('Match 13').blue.source]).toEqual(['Loser of Match 11', 'Winner of Match 12']);
    expect([b.finals.red.source, b.finals.blue.source]).toEqual(['Winner of Match 11', 'Winner of Match 13']);

    // With the whole bracket up to the finals, every pairing is the one the plan predicts.
    const full = doubleBracket(buildBracket(2017, legacyToFinals, alliances(8), 5));
    expect(sides(full.byTitle('Match 9'))).toEqual([3, 5]);
    expect(sides(full.byTitle('Match 10'))).toEqual([4, 6]);
    expect(sides(full.byTitle('Match 13'))).toEqual([2, 3]);
    expect(sides(full.finals)).toEqual([1, 2]);
    expect(full.finals.rule).toBe("The lower bracket's alliance must win twice");
  });

  it('the upper bracket alliance wins the finals with its first win', () => {
    const b = doubleBracket(buildBracket(2017, [...legacyToFinals, game('f2m1', 1, 2, 1), game('f2m2', 1, 2, null)], alliances(8), 5));
    expect([b.finals.winner, b.finals.red.wins, b.finals.blue.wins]).toEqual(['red', 1, 0]);
    // The second final is not needed.
    expect(b.finals.games.map((g) => g.label)).toEqual(['Final 1']);
  });

  it('the lower bracket alliance must beat it twice: one win each leaves the upper alliance champion', () => {
    const split = doubleBracket(buildBracket(2017, [...legacyToFinals, game('f2m1', 1, 2, 2), game('f2m2', 1, 2, 1)], alliances(8), 5));
    expect([split.finals.winner, split.finals.red.wins, split.finals.blue.wins]).toEqual(['red', 1, 1]);
    const pending = doubleBracket(buildBracket(2017, [...legacyToFinals, game('f2m1', 1, 2, 2), game('f2m2', 1, 2, null)], alliances(8), 5));
    expect(pending.finals.winner).toBeNull();
    const twice = doubleBracket(buildBracket(2017, [...legacyToFinals, game('f2m1', 1, 2, 2), game('f2m2', 1, 2, 2)], alliances(8), 5));
    expect([twice.finals.winner, twice.finals.blue.wins]).toEqual(['blue', 2]);
  });

  it('knows the upper bracket alliance when the finals put it in blue', () => {
    const b = doubleBracket(buildBracket(2017, [...legacyToFinals, game('f2m1', 2, 1, 2), game('f2m2', 2, 1, 1)], alliances(8), 5));
    expect([b.finals.red.alliance, b.finals.winner]).toEqual([2, 'blue']);
  });

  it('replays a tie, and the lower final (f1) is one match, not Final 1', () => {
    const withTie = legacyToFinals.filter((m) => m.key !== '2017test_f1m1').concat(game('f1m1', 2, 3, 0), game('f1m2', 2, 3, 3));
    const b = doubleBracket(buildBracket(2017, withTie, alliances(8), 5));
    const m13 = b.byTitle('Match 13');
    expect(m13.games.map((g) => g.label)).toEqual(['Match', 'Replay 1']);
    expect(m13.winner && m13[m13.winner].alliance).toBe(3);
    expect(sides(b.finals)).toEqual([1, 3]);
  });

  it('concludes every alliance: the champion, the finalist and the lower bracket round each went out in', () => {
    const b = buildBracket(2017, [...legacyToFinals, game('f2m1', 1, 2, 2), game('f2m2', 1, 2, 1)], alliances(8), 5);
    expect(playoffResults(b).map((r) => [r.alliance, r.text])).toEqual([
      [1, 'Winner'],
      [2, 'Finalist'],
      [3, 'Eliminated in Round 5 · lower bracket'],
      [4, 'Eliminated in Round 4 · lower bracket'],
      [5, 'Eliminated in Round 3 · lower bracket'],
      [6, 'Eliminated in Round 3 · lower bracket'],
      [7, 'Eliminated in Round 2 · lower bracket'],
      [8, 'Eliminated in Round 2 · lower bracket'],
    ]);
  });
});

describe("FIRST's double elimination as piloted in 2022 (playoff_type 10, keyed ef, qf, sf, f)", () => {
  // Matches 1-10 as in 2023 but 3 (ef3) is 3 v 6 and 4 (ef4) 2 v 7; match 11 (sf1) is the lower bracket's, 12 (sf2) the upper final.
  const toFinals = [
    game('ef1m1', 1, 8, 1),
    game('ef2m1', 4, 5, 4),
    game('ef3m1', 3, 6, 3),
    game('ef4m1', 2, 7, 2),
    game('ef5m1', 8, 5, 5),
    game('ef6m1', 6, 7, 6),
    game('qf1m1', 1, 4, 1),
    game('qf2m1', 3, 2, 2),
    game('qf3m1', 4, 6, 4),
    game('qf4m1', 3, 5, 3),
    game('sf1m1', 3, 4, 3),
    game('sf2m1', 1, 2, 1),
    game('f1m1', 2, 3, 2),
  ];

  it('places every match in its round and plays best-of-3 finals (f2)', () => {
    const finals = [game('f2m1', 1, 2, 2), game('f2m2', 1, 2, 1), game('f2m3', 1, 2, 1)];
    const b = doubleBracket(buildBracket(2022, [...toFinals, ...finals], alliances(8), 10));
    expect(b.format).toBe('double-8');
    expect(b.upper.map((r) => r.series.map((s) => s.id))).toEqual([['ef1', 'ef2', 'ef3', 'ef4'], ['qf1', 'qf2'], ['sf2']]);
    expect(b.lower.map((r) => r.series.map((s) => s.id))).toEqual([['ef5', 'ef6'], ['qf3', 'qf4'], ['sf1'], ['f1']]);
    expect([b.byTitle('Match 11').id, b.byTitle('Match 12').id, b.byTitle('Match 13').id]).toEqual(['sf1', 'sf2', 'f1']);
    expect(sides(b.byTitle('Match 9'))).toEqual([4, 6]);
    expect(sides(b.byTitle('Match 13'))).toEqual([2, 3]);
    expect(b.finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2', 'Final 3']);
    expect([b.finals.id, b.finals.winner, b.finals.red.wins, b.finals.blue.wins, b.finals.rule]).toEqual(['f2', 'red', 2, 1, null]);
  });

  it('still reads 2022 events keyed sf1-sf13 as the 2023 bracket', () => {
    const b = doubleBracket(buildBracket(2022, [game('sf1m1', 1, 8, 1), game('sf2m1', 4, 5, 4)], alliances(8), 10));
    expect(b.upper[0]!.series.map((s) => s.id)).toEqual(['sf1', 'sf2', 'sf3', 'sf4']);
    expect(b.finals.id).toBe('f1');
  });
});
