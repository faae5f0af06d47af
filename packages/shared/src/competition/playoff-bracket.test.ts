import { describe, expect, it } from 'vitest';
import {
  bracketFormat,
  buildBracket,
  formatOfPlayoffType,
  pickLabel,
  seriesGameLabel,
  type BracketAllianceInput,
  type BracketMatchInput,
} from './playoff-bracket.ts';

const alliances = (count: number): BracketAllianceInput[] =>
  Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    name: `Alliance ${i + 1}`,
    picks: [`frc${(i + 1) * 100 + 1}`, `frc${(i + 1) * 100 + 2}`, `frc${(i + 1) * 100 + 3}`],
  }));
const teamsOf = (n: number) => [`frc${n * 100 + 1}`, `frc${n * 100 + 2}`, `frc${n * 100 + 3}`];

function match(level: string, set: number, number: number, red: number, blue: number, scores: [number, number] | null): BracketMatchInput {
  const winner = scores ? (scores[0] > scores[1] ? 'red' : scores[1] > scores[0] ? 'blue' : '') : '';
  return {
    key: `2024test_${level}${set}m${number}`,
    comp_level: level,
    set_number: set,
    match_number: number,
    winning_alliance: winner,
    actual_time: scores ? 1_700_000_000 : null,
    alliances: {
      red: { team_keys: teamsOf(red), score: scores ? scores[0] : null },
      blue: { team_keys: teamsOf(blue), score: scores ? scores[1] : null },
    },
  };
}
/** The better seed (lower number) always wins by 10. */
const lowerWins = (red: number, blue: number): [number, number] => (red < blue ? [110, 100] : [100, 110]);

describe('bracketFormat (spec 2 section 4)', () => {
  it('plays best-of-3 up to 2022 whatever the alliance count', () => {
    expect(bracketFormat(2022, 8)).toBe('best-of-3');
    expect(bracketFormat(2015, 16)).toBe('best-of-3');
    expect(bracketFormat(2019, 4)).toBe('best-of-3');
  });
  it('from 2023 picks by alliance count: 2 finals only, 4 and 8 double elimination', () => {
    expect(bracketFormat(2023, 2)).toBe('finals-2');
    expect(bracketFormat(2023, 1)).toBe('finals-2');
    expect(bracketFormat(2024, 3)).toBe('double-4');
    expect(bracketFormat(2024, 4)).toBe('double-4');
    expect(bracketFormat(2025, 5)).toBe('double-8');
    expect(bracketFormat(2025, 8)).toBe('double-8');
  });
  it('keeps the old bracket for a later event that still plays quarterfinals', () => {
    expect(bracketFormat(2024, 8, new Set(['qf', 'sf', 'f']))).toBe('best-of-3');
  });
});

describe("the format from the event's playoff_type", () => {
  it("maps every value of the provider's enum, and says nothing for custom or unknown ones", () => {
    const formats = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(formatOfPlayoffType);
    expect(formats).toEqual([
      'best-of-3',
      'best-of-3',
      'best-of-3',
      'average',
      'round-robin',
      'legacy-double-8',
      'finals-2',
      'finals-2',
      null,
      'finals-2',
      'double-8',
      'double-4',
      null,
    ]);
    expect(formatOfPlayoffType(null)).toBeNull();
  });
  it('beats the year rule: a 2022 offseason double elimination is drawn as one', () => {
    const round1 = [match('sf', 1, 1, 1, 8, [50, 40]), match('sf', 2, 1, 4, 5, [50, 40])];
    expect(buildBracket(2022, round1, alliances(8)).format).toBe('best-of-3');
    expect(buildBracket(2022, round1, alliances(8), 10).format).toBe('double-8');
    expect(buildBracket(2025, [match('sf', 1, 1, 1, 4, [50, 40])], alliances(4), 11).format).toBe('double-4');
  });
  it('best-of-5 finals need three wins', () => {
    const finals = [match('f', 1, 1, 1, 2, [10, 5]), match('f', 1, 2, 1, 2, [10, 5])];
    const bracket = buildBracket(2019, finals, alliances(2), 6);
    if (bracket.format !== 'finals-2') throw new Error(bracket.format);
    expect(bracket.finals.winner).toBeNull();
    const won = buildBracket(2019, [...finals, match('f', 1, 3, 1, 2, [10, 5])], alliances(2), 6);
    if (won.format !== 'finals-2') throw new Error(won.format);
    expect(won.finals.winner).toBe('red');
  });
});

describe('no phantom rounds', () => {
  it('a backup robot does not make a new alliance, and no round before the first played is drawn', () => {
    // Eight alliances without an alliance list, one of which plays its second match with a backup robot.
    const qf = [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ].flatMap(([a, b], i) => [match('qf', i + 1, 1, a!, b!, [10, 5]), match('qf', i + 1, 2, a!, b!, [10, 5])]);
    qf[1]!.alliances.blue.team_keys = ['frc801', 'frc802', 'frc999'];
    const bracket = buildBracket(2019, qf, []);
    if (bracket.format !== 'best-of-3') throw new Error(bracket.format);
    expect(bracket.rounds.map((r) => r.id)).toEqual(['qf', 'sf', 'f']);
    expect(bracket.rounds[0]!.series.every((s) => !s.mixed && s.winner === 'red')).toBe(true);
    expect(JSON.stringify(bracket)).not.toMatch(/"alliance":\d/);
  });
});

describe('double elimination, 8 alliances', () => {
  const seeds: Array<[number, number]> = [
    [1, 8],
    [4, 5],
    [2, 7],
    [3, 6],
  ];

  it('places round 1 and feeds winners up and losers down before later matches are listed', () => {
    const round1 = seeds.map(([r, b], i) => match('sf', i + 1, 1, r, b, lowerWins(r, b)));
    const bracket = buildBracket(2024, round1, alliances(8));
    if (bracket.format !== 'double-8') throw new Error(bracket.format);
    expect(bracket.upper.map((r) => r.title)).toEqual(['Upper Round 1', 'Upper Round 2', 'Upper Round 4']);
    expect(bracket.lower.map((r) => r.title)).toEqual(['Lower Round 2', 'Lower Round 3', 'Lower Round 4', 'Lower Round 5']);
    expect(bracket.upper[0]!.series.map((s) => s.title)).toEqual(['Match 1', 'Match 2', 'Match 3', 'Match 4']);
    expect(bracket.upper[0]!.series.map((s) => [s.red.alliance, s.blue.alliance, s.winner])).toEqual([
      [1, 8, 'red'],
      [4, 5, 'red'],
      [2, 7, 'red'],
      [3, 6, 'red'],
    ]);
    // Match 7 (upper) is winner of 1 vs winner of 2; match 5 (lower) is loser of 1 vs loser of 2.
    const m7 = bracket.upper[1]!.series[0]!;
    expect([m7.title, m7.red.alliance, m7.blue.alliance, m7.scheduled]).toEqual(['Match 7', 1, 4, false]);
    const m5 = bracket.lower[0]!.series[0]!;
    expect([m5.title, m5.red.alliance, m5.blue.alliance]).toEqual(['Match 5', 8, 5]);
    // Further on, only the source is known.
    const m13 = bracket.lower[3]!.series[0]!;
    expect([m13.red.source, m13.blue.source]).toEqual(['Loser of Match 11', 'Winner of Match 12']);
    expect([bracket.finals.red.source, bracket.finals.blue.source]).toEqual(['Winner of Match 11', 'Winner of Match 13']);
  });

  it('never calls a double elimination match a semifinal', () => {
    const bracket = buildBracket(2024, [match('sf', 1, 1, 1, 8, [50, 40])], alliances(8));
    const titles = JSON.stringify(bracket);
    expect(titles).not.toMatch(/Semifinal/);
  });

  it('takes the winner of a replayed tie from the replay', () => {
    const bracket = buildBracket(2024, [match('sf', 2, 1, 4, 5, [60, 60]), match('sf', 2, 2, 4, 5, [55, 70])], alliances(8));
    if (bracket.format !== 'double-8') throw new Error(bracket.format);
    const m2 = bracket.upper[0]!.series[1]!;
    expect(m2.games.map((g) => g.label)).toEqual(['Match', 'Replay 1']);
    expect(m2.winner).toBe('blue');
    expect(bracket.upper[1]!.series[0]!.blue.alliance).toBe(5);
  });
});

describe('finals', () => {
  it('labels matches 4 and 5 as overtimes and shows at most five', () => {
    const finals = [
      match('f', 1, 1, 1, 2, [100, 90]),
      match('f', 1, 2, 1, 2, [80, 90]),
      match('f', 1, 3, 1, 2, [70, 70]),
      match('f', 1, 4, 1, 2, [75, 75]),
      match('f', 1, 5, 1, 2, [90, 60]),
      match('f', 1, 6, 1, 2, [90, 60]),
    ];
    const bracket = buildBracket(2023, finals, alliances(2));
    if (bracket.format !== 'finals-2') throw new Error(bracket.format);
    expect(bracket.finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2', 'Final 3', 'Overtime 1', 'Overtime 2']);
    expect(bracket.finals.winner).toBe('red');
    expect([bracket.finals.red.wins, bracket.finals.blue.wins]).toEqual([2, 1]);
  });

  it('does not show a final that is no longer needed', () => {
    const bracket = buildBracket(
      2023,
      [match('f', 1, 1, 1, 2, [100, 90]), match('f', 1, 2, 1, 2, [100, 80]), match('f', 1, 3, 1, 2, null)],
      alliances(2),
    );
    if (bracket.format !== 'finals-2') throw new Error(bracket.format);
    expect(bracket.finals.games.map((g) => g.label)).toEqual(['Final 1', 'Final 2']);
    expect(bracket.finals.winner).toBe('red');
  });

  it('credits the alliance, not the colour, when sides swap colours', () => {
    const bracket = buildBracket(2023, [match('f', 1, 1, 1, 2, [100, 90]), match('f', 1, 2, 2, 1, [80, 90])], alliances(2));
    if (bracket.format !== 'finals-2') throw new Error(bracket.format);
    expect([bracket.finals.red.alliance, bracket.finals.red.wins, bracket.finals.winner]).toEqual([1, 2, 'red']);
  });
});

describe('best-of-3 single elimination', () => {
  it('draws quarterfinals, semifinals and finals with the winners advancing', () => {
    const qf = [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ].flatMap(([r, b], i) => [
      match('qf', i + 1, 1, r!, b!, lowerWins(r!, b!)),
      match('qf', i + 1, 2, r!, b!, lowerWins(r!, b!)),
      match('qf', i + 1, 3, r!, b!, null),
    ]);
    const bracket = buildBracket(2019, qf, alliances(8));
    if (bracket.format !== 'best-of-3') throw new Error(bracket.format);
    expect(bracket.rounds.map((r) => r.title)).toEqual(['Quarterfinals', 'Semifinals', 'Finals']);
    const q1 = bracket.rounds[0]!.series[0]!;
    expect([q1.title, q1.red.wins, q1.blue.wins, q1.winner, q1.games.length]).toEqual(['Quarterfinal 1', 2, 0, 'red', 2]);
    const [sf1, sf2] = bracket.rounds[1]!.series;
    expect([sf1!.red.alliance, sf1!.blue.alliance, sf2!.red.alliance, sf2!.blue.alliance]).toEqual([1, 4, 2, 3]);
    expect(bracket.rounds[2]!.series[0]!.red.source).toBe('Winner of Semifinal 1');
  });

  it('draws eighth-finals ahead of the quarterfinals for 16 alliances', () => {
    const bracket = buildBracket(2016, [match('ef', 1, 1, 1, 16, [10, 5])], alliances(16));
    if (bracket.format !== 'best-of-3') throw new Error(bracket.format);
    expect(bracket.rounds.map((r) => r.series.length)).toEqual([8, 4, 2, 1]);
    expect(bracket.rounds[0]!.title).toBe('Eighth-finals');
  });

  it('marks a set whose matches pair different alliances as mixed (round robin, average score)', () => {
    const robin = [match('sf', 1, 1, 1, 2, [1, 0]), match('sf', 1, 2, 3, 4, [1, 0]), match('sf', 1, 3, 1, 3, [0, 1])];
    const bracket = buildBracket(2018, robin, alliances(6));
    // No playoff_type: a set played by more than two alliances is a round robin, not a bracket.
    if (bracket.format !== 'round-robin') throw new Error(bracket.format);
    const sf = bracket.rounds.find((r) => r.id === 'sf')!.series[0]!;
    expect(sf.mixed).toBe(true);
    expect(sf.games.map((g) => [g.red.alliance, g.blue.alliance])).toEqual([
      [1, 2],
      [3, 4],
      [1, 3],
    ]);
  });
});

describe('labels', () => {
  it('names alliance selection slots', () => {
    expect([0, 1, 2, 3, 4].map(pickLabel)).toEqual(['Captain', 'Pick 1', 'Pick 2', 'Pick 3', 'Pick 4']);
  });
  it('names series games', () => {
    expect(seriesGameLabel('qf', 2, false)).toBe('Match 2');
    expect(seriesGameLabel('f', 5, true)).toBe('Overtime 2');
  });
});
