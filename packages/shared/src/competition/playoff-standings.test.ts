import { describe, expect, it } from 'vitest';
import { buildBracket, type BracketAllianceInput, type BracketMatchInput } from './playoff-bracket.ts';

const teamsOf = (n: number) => [`frc${n * 100 + 1}`, `frc${n * 100 + 2}`, `frc${n * 100 + 3}`];
const alliances = (count: number, names: string[] = []): BracketAllianceInput[] =>
  Array.from({ length: count }, (_, i) => ({ number: i + 1, name: names[i] ?? `Alliance ${i + 1}`, picks: teamsOf(i + 1) }));

/** A match of a mixed set; `winner` as the provider gives it ('' in 2015's average rounds). */
function game(level: string, number: number, red: number, blue: number, scores: [number, number] | null, winner = ''): BracketMatchInput {
  return {
    key: `2015test_${level}1m${number}`,
    comp_level: level,
    set_number: 1,
    match_number: number,
    winning_alliance: winner,
    alliances: {
      red: { team_keys: teamsOf(red), score: scores ? scores[0] : null },
      blue: { team_keys: teamsOf(blue), score: scores ? scores[1] : null },
    },
  };
}

// 2015's quarterfinal order: 4-5, 3-6, 2-7, 1-8, then 4-6, 3-5, 2-8, 1-7. Alliance n scores 100 + 10n in each match.
const QF_PAIRS: Array<[number, number]> = [
  [4, 5],
  [3, 6],
  [2, 7],
  [1, 8],
  [4, 6],
  [3, 5],
  [2, 8],
  [1, 7],
];
const quarterfinals = QF_PAIRS.map(([red, blue], i) => game('qf', i + 1, red, blue, [100 + 10 * red, 100 + 10 * blue]));
const semifinals = [game('sf', 1, 7, 5, null), game('sf', 2, 8, 6, null)];

describe('average-score rounds (2015)', () => {
  it('rank the alliances by average, and say nothing of who went on until the next round is listed', () => {
    const bracket = buildBracket(2015, quarterfinals, alliances(8), 3);
    if (bracket.format !== 'average') throw new Error(bracket.format);
    const standings = bracket.rounds.find((r) => r.id === 'qf')!.standings!;
    expect(standings.map((s) => s.alliance)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(standings.map((s) => s.average)).toEqual([180, 170, 160, 150, 140, 130, 120, 110]);
    expect(standings.every((s) => s.played === 2 && s.scheduled === 2 && s.total === 2 * s.average!)).toBe(true);
    expect(standings[0]!.teamKeys).toEqual(teamsOf(8));
    expect(standings.every((s) => s.advanced === null)).toBe(true);
  });

  it('mark who went on once the semifinals are listed, before any of them is played', () => {
    const bracket = buildBracket(2015, [...quarterfinals, ...semifinals], alliances(8), 3);
    if (bracket.format !== 'average') throw new Error(bracket.format);
    const qf = bracket.rounds.find((r) => r.id === 'qf')!.standings!;
    expect(qf.map((s) => [s.alliance, s.advanced])).toEqual([
      [8, true],
      [7, true],
      [6, true],
      [5, true],
      [4, false],
      [3, false],
      [2, false],
      [1, false],
    ]);
    // The semifinal standings list its alliances with nothing played yet.
    const sf = bracket.rounds.find((r) => r.id === 'sf')!.standings!;
    expect(sf.map((s) => [s.alliance, s.played, s.scheduled, s.average])).toEqual([
      [5, 0, 1, null],
      [6, 0, 1, null],
      [7, 0, 1, null],
      [8, 0, 1, null],
    ]);
  });

  it('count a match still to be played as scheduled, not in the average', () => {
    const partial = [...quarterfinals.slice(0, 4), ...QF_PAIRS.slice(4).map(([red, blue], i) => game('qf', i + 5, red, blue, null))];
    const bracket = buildBracket(2015, partial, alliances(8), 3);
    if (bracket.format !== 'average') throw new Error(bracket.format);
    const one = bracket.rounds[0]!.standings!.find((s) => s.alliance === 1)!;
    expect([one.played, one.scheduled, one.average, one.total]).toEqual([1, 2, 110, 110]);
  });

  it('group lineups by their robots when there is no alliance list', () => {
    const bracket = buildBracket(2015, quarterfinals, [], 3);
    if (bracket.format !== 'average') throw new Error(bracket.format);
    const standings = bracket.rounds[0]!.standings!;
    expect(standings).toHaveLength(8);
    expect(standings.every((s) => s.alliance === null && s.name === null)).toBe(true);
    expect(standings[0]!.teamKeys).toEqual(teamsOf(8));
  });

  it('play best-of-3 finals: a split pair of finals decides nothing, whatever the totals, and the third does', () => {
    const finals = (scores: Array<[number, number]>) =>
      scores.map((s, i) => ({ ...game('f', i + 1, 8, 7, s, s[0] > s[1] ? 'red' : 'blue'), key: `2015test_f1m${i + 1}` }));
    const split = buildBracket(
      2015,
      [
        ...quarterfinals,
        ...finals([
          [200, 100],
          [100, 110],
        ]),
      ],
      alliances(8),
      3,
    );
    if (split.format !== 'average') throw new Error(split.format);
    expect(split.rounds.at(-1)!.series[0]!.winner).toBeNull();
    const decided = buildBracket(
      2015,
      [
        ...quarterfinals,
        ...finals([
          [200, 100],
          [100, 110],
          [100, 101],
        ]),
      ],
      alliances(8),
      3,
    );
    if (decided.format !== 'average') throw new Error(decided.format);
    const series = decided.rounds.at(-1)!.series[0]!;
    expect(series.winner && series[series.winner].alliance).toBe(7);
  });
});

describe('round robin (championship finals)', () => {
  const names = ['Archimedes', 'Curie', 'Daly', 'Galileo'];
  // 1 beats 2, 3 beats 4, 1 ties 3, 4 beats 2, 1 beats 4, 3 beats 2.
  const robin = [
    game('sf', 1, 1, 2, [120, 100], 'red'),
    game('sf', 2, 3, 4, [130, 90], 'red'),
    game('sf', 3, 1, 3, [100, 100], ''),
    game('sf', 4, 4, 2, [95, 90], 'red'),
    game('sf', 5, 1, 4, [110, 100], 'red'),
    game('sf', 6, 3, 2, [150, 80], 'red'),
  ];

  it('rank by two points a win and one a tie, then total score, with the division names', () => {
    const bracket = buildBracket(2018, robin, alliances(4, names), 4);
    if (bracket.format !== 'round-robin') throw new Error(bracket.format);
    const standings = bracket.rounds.find((r) => r.id === 'sf')!.standings!;
    // 1 and 3 both 2-0-1 (5 points): 3 scored more.
    expect(standings.map((s) => [s.name, s.wins, s.losses, s.ties])).toEqual([
      ['Daly', 2, 0, 1],
      ['Archimedes', 2, 0, 1],
      ['Galileo', 1, 2, 0],
      ['Curie', 0, 3, 0],
    ]);
    expect(standings.map((s) => s.total)).toEqual([380, 330, 285, 270]);
  });

  it('mark the finalists as gone on once the finals are listed', () => {
    const bracket = buildBracket(2018, [...robin, { ...game('f', 1, 3, 1, null), key: '2018test_f1m1' }], alliances(4, names), 4);
    if (bracket.format !== 'round-robin') throw new Error(bracket.format);
    const standings = bracket.rounds.find((r) => r.id === 'sf')!.standings!;
    expect(standings.map((s) => s.advanced)).toEqual([true, true, false, false]);
    expect(bracket.rounds.find((r) => r.id === 'f')!.standings).toBeUndefined();
  });
});
