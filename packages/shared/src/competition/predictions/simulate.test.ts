/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildBracket, type BracketAllianceInput, type BracketMatchInput } from '../playoff-bracket.ts';
import { playoffResults } from '../playoff-results.ts';
import { inPlayOrder, winProbability } from './match-predictions.ts';
import { simulatePlayoffs, simulateQualifications, type CurrentRanking, type PlayoffOdds, type SimulationModel } from './simulate.ts';

/** Real recorded provider answers, read where they are kept (never copied into the repository). */
const FIXTURES = process.env.COMPETITION_FIXTURES_DIR ?? fileURLToPath(new URL('../../../../../../shared/fixtures', import.meta.url));
const EVENTS = `${FIXTURES}/tba/event`;
const read = <T>(path: string): T => JSON.parse(readFileSync(`${EVENTS}/${path}`, 'utf8')) as T;

type Breakdown = { rp?: number } | undefined;
type RecordedMatch = BracketMatchInput & { score_breakdown?: { red?: Breakdown; blue?: Breakdown } | null };
interface RecordedAlliance {
  name?: string | null;
  picks: string[];
  backup?: { in: string; out: string } | null;
  status?: { status?: string; level?: string } | null;
}

/** An event as recorded: its matches, its alliances (numbered in list order, as the app shapes them), its playoff_type. */
function recorded(key: string) {
  const matches = read<RecordedMatch[]>(`${key}/matches.json`).map((m) => ({ ...m, winning_alliance: m.winning_alliance ?? '' }));
  const list = existsSync(`${EVENTS}/${key}/alliances.json`) ? read<RecordedAlliance[]>(`${key}/alliances.json`) : [];
  const alliances: BracketAllianceInput[] = list.map((a, i) => ({ number: i + 1, name: a.name ?? null, picks: a.picks, backup: a.backup ?? null }));
  const playoffType = existsSync(`${EVENTS}/${key}.json`) ? (read<{ playoff_type?: number | null }>(`${key}.json`).playoff_type ?? null) : null;
  // The format the event page draws for it.
  const format = buildBracket(Number(key.slice(0, 4)), matches, alliances, playoffType).format;
  /** The alliance whose status says it won the finals, and the one it beat there. */
  const champion = list.findIndex((a) => a.status?.status === 'won' && a.status.level === 'f') + 1;
  const finalist = list.findIndex((a) => a.status?.status === 'eliminated' && a.status.level === 'f') + 1;
  return { matches, alliances, playoffType, format, champion, finalist };
}

const unplayed = <M extends RecordedMatch>(m: M): M => ({
  ...m,
  winning_alliance: '',
  actual_time: null,
  alliances: { red: { ...m.alliances.red, score: -1 }, blue: { ...m.alliances.blue, score: -1 } },
});
const played = (m: RecordedMatch) => m.alliances.red.score !== null && m.alliances.red.score >= 0;

/** A model from a plain map of ratings (points of an alliance score a team adds), as the model gives them. */
function mapModel(ratings: ReadonlyMap<string, number>, sigma: number, extra: Partial<SimulationModel> = {}): SimulationModel {
  return {
    allianceScore: (keys) => keys.reduce((s, k) => s + (ratings.get(k) ?? 0), 0),
    sigma,
    k: 0.6,
    bonusChances: () => [],
    winRp: 2,
    tieRp: 1,
    ...extra,
  };
}

/** Each team's mean share (a third) of its alliances' played scores, and the spread of those scores: a plain in-event model. */
function fittedModel(matches: readonly RecordedMatch[], extra: Partial<SimulationModel> = {}): SimulationModel {
  const shares = new Map<string, number[]>();
  const scores: number[] = [];
  for (const m of matches.filter(played)) {
    for (const side of [m.alliances.red, m.alliances.blue]) {
      scores.push(side.score!);
      for (const k of side.team_keys) shares.set(k, [...(shares.get(k) ?? []), side.score! / 3]);
    }
  }
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const all = mean(scores);
  const sigma = Math.sqrt(mean(scores.map((s) => (s - all) ** 2)));
  return mapModel(new Map([...shares].map(([k, v]) => [k, mean(v)])), sigma, extra);
}

const byNumber = (odds: PlayoffOdds | null, number: number) => odds!.alliances.find((a) => a.number === number)!;
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
/** A chance from 10,000 runs against its exact value: within about four standard errors. */
const expectNear = (simulated: number, exact: number) => expect(Math.abs(simulated - exact)).toBeLessThan(0.02);
/** Best-of-3 from 0-0 for a side that wins each match with chance p. */
const bestOfThree = (p: number) => p * p * (3 - 2 * p);

function expectConsistent(odds: PlayoffOdds | null, allianceCount: number) {
  expect(odds).not.toBeNull();
  expect(odds!.alliances.map((a) => a.number)).toEqual(Array.from({ length: allianceCount }, (_, i) => i + 1));
  expect(sum(odds!.alliances.map((a) => a.p_win))).toBeCloseTo(1, 9);
  expect(sum(odds!.alliances.map((a) => a.p_finals))).toBeCloseTo(2, 9);
  for (const a of odds!.alliances) {
    expect(a.p_win).toBeGreaterThanOrEqual(0);
    expect(a.p_win).toBeLessThanOrEqual(a.p_finals);
    expect(a.p_finals).toBeLessThanOrEqual(1);
  }
}

describe('simulateQualifications', () => {
  /** 2024 Tech Valley Regional with its second half of qualification matches not played yet. */
  const nytr = recorded('2024nytr');
  const qualifications = inPlayOrder(nytr.matches.filter((m) => m.comp_level === 'qm'));
  const half = Math.ceil(qualifications.length / 2);
  const cut = qualifications.map((m, i) => (i < half ? m : unplayed(m)));
  const model = fittedModel(cut);

  it('ranks every team 1..n, and the ranks and chances add up (2024nytr cut at half its qualification matches)', () => {
    const odds = simulateQualifications(cut, null, model)!;
    const n = new Set(qualifications.flatMap((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys])).size;
    expect(odds).toHaveLength(n);
    expect(sum(odds.map((t) => t.mean_rank))).toBeCloseTo((n * (n + 1)) / 2, 6);
    expect(sum(odds.map((t) => t.p_first))).toBeCloseTo(1, 9);
    expect(sum(odds.map((t) => t.p_top8))).toBeCloseTo(8, 9);
    for (const t of odds) {
      expect(t.rank_p10).toBeGreaterThanOrEqual(1);
      expect(t.rank_p10).toBeLessThanOrEqual(t.median_rank);
      expect(t.median_rank).toBeLessThanOrEqual(t.rank_p90);
      expect(t.rank_p90).toBeLessThanOrEqual(n);
      expect(t.rp_p10).toBeLessThanOrEqual(t.mean_rp);
      expect(t.mean_rp).toBeLessThanOrEqual(t.rp_p90);
    }
    expect(odds.map((t) => t.mean_rank)).toEqual([...odds.map((t) => t.mean_rank)].sort((a, b) => a - b));
  });

  it('without a ranking, starts each team from the win and tie ranking points of its played matches', () => {
    const odds = simulateQualifications(cut, null, model)!;
    // Expected final total: 2 a win and 1 a tie so far, then 2 times each remaining match's win chance (no bonus here).
    const expected = new Map<string, number>();
    const add = (keys: readonly string[], rp: number) => keys.forEach((k) => expected.set(k, (expected.get(k) ?? 0) + rp));
    for (const m of cut) {
      const { red, blue } = m.alliances;
      if (played(m)) {
        add(red.team_keys, red.score! > blue.score! ? 2 : red.score === blue.score ? 1 : 0);
        add(blue.team_keys, blue.score! > red.score! ? 2 : red.score === blue.score ? 1 : 0);
      } else {
        const pRed = winProbability(model.allianceScore(red.team_keys) - model.allianceScore(blue.team_keys), model.sigma, model.k);
        add(red.team_keys, 2 * pRed);
        add(blue.team_keys, 2 * (1 - pRed));
      }
    }
    for (const t of odds) expect(Math.abs(t.mean_rp - expected.get(t.team_key)!), t.team_key).toBeLessThan(0.1);
  });

  it("starts from the current ranking's totals and adds what the rest of the schedule is expected to earn (2025mndu, 3 bonus RPs)", () => {
    // 2025 Lake Superior Regional at half its qualification matches, with the ranking points each alliance got (win 3, and the
    // three bonus points) as the current ranking.
    const mndu = inPlayOrder(recorded('2025mndu').matches.filter((m) => m.comp_level === 'qm'));
    const playedCount = Math.ceil(mndu.length / 2);
    const schedule = mndu.map((m, i) => (i < playedCount ? m : unplayed(m)));
    const rankings = new Map<string, CurrentRanking>();
    for (const m of mndu.slice(0, playedCount)) {
      for (const side of ['red', 'blue'] as const) {
        for (const team_key of m.alliances[side].team_keys) {
          const row = rankings.get(team_key) ?? { team_key, ranking_points_total: 0, matches_played: 0 };
          row.ranking_points_total += m.score_breakdown![side]!.rp!;
          row.matches_played += 1;
          rankings.set(team_key, row);
        }
      }
    }
    const bonus = (score: number) => [Math.min(0.9, score / 200), 0.35, Math.min(0.8, score / 250)];
    const m25 = fittedModel(schedule.slice(0, playedCount), { winRp: 3, tieRp: 1 });
    m25.bonusChances = (keys) => bonus(m25.allianceScore(keys));
    const odds = simulateQualifications(schedule, [...rankings.values()], m25)!;

    // Expected gain: each unplayed match's win chance times 3, plus its bonus chances.
    const expected = new Map([...rankings.values()].map((r) => [r.team_key, r.ranking_points_total]));
    for (const m of schedule.slice(playedCount)) {
      const red = m25.allianceScore(m.alliances.red.team_keys);
      const blue = m25.allianceScore(m.alliances.blue.team_keys);
      const pRed = winProbability(red - blue, m25.sigma, m25.k);
      for (const [keys, p, score] of [
        [m.alliances.red.team_keys, pRed, red],
        [m.alliances.blue.team_keys, 1 - pRed, blue],
      ] as const)
        for (const k of keys) expected.set(k, (expected.get(k) ?? 0) + 3 * p + sum(bonus(score)));
    }
    for (const t of odds) {
      expect(t.rp_p10).toBeGreaterThanOrEqual(rankings.get(t.team_key)?.ranking_points_total ?? 0);
      // The mean of 10,000 runs: within about four standard errors.
      expect(Math.abs(t.mean_rp - expected.get(t.team_key)!), t.team_key).toBeLessThan(0.15);
    }
  });

  it('ranks a much stronger team better', () => {
    const base = simulateQualifications(cut, null, model)!;
    // A team in the middle of the expected table, made far stronger for the rest of the event.
    const middle = base[Math.floor(base.length / 2)]!.team_key;
    const ratings = new Map(qualifications.flatMap((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys]).map((k) => [k, 20]));
    const even = simulateQualifications(cut, null, mapModel(ratings, model.sigma))!.find((t) => t.team_key === middle)!;
    const strong = simulateQualifications(cut, null, mapModel(new Map([...ratings, [middle, 200]]), model.sigma))!.find(
      (t) => t.team_key === middle,
    )!;
    expect(strong.mean_rank).toBeLessThan(even.mean_rank - 3);
    expect(strong.mean_rp).toBeGreaterThan(even.mean_rp + 1.5);
    expect(strong.p_top8).toBeGreaterThan(even.p_top8);
  });

  it('ranks by ranking points per match, ties broken at random', () => {
    // b averages 3 a match, a 2.5 over more matches (more points in all); c and d are level at 7/3; the one match
    // left is between two others, whose winner will have 2 points a match.
    const rankings: CurrentRanking[] = [
      { team_key: 'frca', ranking_points_total: 10, matches_played: 4 },
      { team_key: 'frcb', ranking_points_total: 9, matches_played: 3 },
      { team_key: 'frcc', ranking_points_total: 7, matches_played: 3 },
      { team_key: 'frcd', ranking_points_total: 7, matches_played: 3 },
    ];
    const match = {
      key: '2026test_qm9',
      comp_level: 'qm',
      set_number: 1,
      match_number: 9,
      alliances: { red: { team_keys: ['frce'], score: -1 }, blue: { team_keys: ['frcf'], score: -1 } },
    };
    const odds = simulateQualifications([match], rankings, mapModel(new Map(), 10))!;
    const of = (k: string) => odds.find((t) => t.team_key === k)!;
    expect(of('frcb')).toMatchObject({ mean_rank: 1, p_first: 1, rank_p90: 1 });
    expect(of('frca')).toMatchObject({ mean_rank: 2, median_rank: 2 });
    // c and d share third and fourth about evenly; e and f stay below them.
    expect(of('frcc').mean_rank).toBeCloseTo(3.5, 1);
    expect(of('frcd').mean_rank).toBeCloseTo(3.5, 1);
    expect(of('frcc').mean_rank + of('frcd').mean_rank).toBeCloseTo(7, 9);
    expect(of('frce').mean_rank + of('frcf').mean_rank).toBeCloseTo(11, 9);
  });

  it('answers null once every qualification match is played, or without a schedule', () => {
    expect(simulateQualifications(qualifications, null, model)).toBeNull();
    expect(simulateQualifications(recorded('2017cmpmo').matches, null, model)).toBeNull();
  });

  it('gives the same numbers for the same seed', () => {
    const a = simulateQualifications(cut, null, model, 2000, 42);
    expect(simulateQualifications(cut, null, model, 2000, 42)).toEqual(a);
    expect(simulateQualifications(cut, null, model, 2000, 43)).not.toEqual(a);
  });
});

describe('simulatePlayoffs', () => {
  /** Every recorded event with an alliance list and playoff matches. */
  const events = readdirSync(EVENTS).filter(
    (key) =>
      existsSync(`${EVENTS}/${key}/alliances.json`) &&
      existsSync(`${EVENTS}/${key}/matches.json`) &&
      read<RecordedMatch[]>(`${key}/matches.json`).some((m) => m.comp_level !== 'qm'),
  );

  it('finds recorded events of every format but the legacy double elimination and finals-only playoffs (tested apart)', () => {
    const formats = new Set(events.map((key) => recorded(key).format));
    expect([...formats].sort()).toEqual(['average', 'best-of-3', 'double-4', 'double-8', 'round-robin']);
  });

  it.each(events)('%s, decided: the winner has p_win 1, the finalists p_finals 1', (key) => {
    const event = recorded(key);
    const odds = simulatePlayoffs(event, fittedModel(event.matches), 1000);
    expectConsistent(odds, event.alliances.length);
    expect(odds!.format).toBe(event.format);
    expect(byNumber(odds, event.champion).p_win).toBe(1);
    expect(byNumber(odds, event.champion).p_finals).toBe(1);
    expect(byNumber(odds, event.finalist).p_finals).toBe(1);
  });

  it.each(events)('%s, before its first playoff match: chances that add up', (key) => {
    const event = recorded(key);
    const odds = simulatePlayoffs({ ...event, matches: event.matches.filter((m) => m.comp_level === 'qm') }, fittedModel(event.matches), 2000);
    expectConsistent(odds, event.alliances.length);
    expect(odds!.alliances.filter((a) => a.p_win > 0).length).toBeGreaterThan(1);
  });

  it('double elimination (2024nytr) after the upper final: alliances out have no chance, its winner is in the finals', () => {
    const event = recorded('2024nytr');
    const model = fittedModel(event.matches);
    const upTo = (set: number) => event.matches.filter((m) => m.comp_level === 'qm' || (m.comp_level === 'sf' && m.set_number <= set));
    const matches = upTo(11);
    const out = playoffResults(buildBracket(2024, matches, event.alliances, 10))
      .filter((r) => r.tone === 'out')
      .map((r) => r.alliance);
    expect(out.sort()).toEqual([4, 5, 7, 8]);
    const odds = simulatePlayoffs({ ...event, matches }, model);
    expectConsistent(odds, 8);
    for (const n of out) expect(byNumber(odds, n!)).toMatchObject({ p_win: 0, p_finals: 0 });
    // Alliance 1 won match 11, the upper final; 3 lost it and meets the winner of 2 v 6 in match 13.
    expect(byNumber(odds, 1).p_finals).toBe(1);
    for (const n of [2, 3, 6]) {
      expect(byNumber(odds, n).p_finals).toBeGreaterThan(0);
      expect(byNumber(odds, n).p_finals).toBeLessThan(1);
    }
    expect(byNumber(odds, 3).p_finals).toBeGreaterThan(byNumber(odds, 2).p_finals);

    // After the lower final (match 13: 3 over 2), the finals are 1 v 3, best of three from 0-0.
    const finals = simulatePlayoffs({ ...event, matches: upTo(13) }, model);
    expect(finals!.alliances.filter((a) => a.p_finals === 1).map((a) => a.number)).toEqual([1, 3]);
    expect(finals!.alliances.filter((a) => a.p_finals === 0)).toHaveLength(6);
    const p1 = winProbability(
      model.allianceScore(event.alliances[0]!.picks.slice(0, 3)) - model.allianceScore(event.alliances[2]!.picks.slice(0, 3)),
      model.sigma,
      model.k,
    );
    expectNear(byNumber(finals, 1).p_win, bestOfThree(p1));
  });

  it('double-4 (2023micmp) after match 4: the alliance with two defeats is out, the upper final winner in the finals', () => {
    const event = recorded('2023micmp');
    const matches = event.matches.filter((m) => m.comp_level === 'sf' && m.set_number <= 4);
    const odds = simulatePlayoffs({ ...event, matches }, fittedModel(event.matches));
    expectConsistent(odds, 4);
    // Match 3 (the upper final): 2 over 4; match 4: 3 over 1, which had lost match 1 too.
    expect(byNumber(odds, 1)).toMatchObject({ p_win: 0, p_finals: 0 });
    expect(byNumber(odds, 2).p_finals).toBe(1);
    expect(byNumber(odds, 3).p_finals + byNumber(odds, 4).p_finals).toBeCloseTo(1, 9);
  });

  it('best-of-3 (2018necmp) mid-semifinal: a series keeps its first win', () => {
    const event = recorded('2018necmp');
    const model = fittedModel(event.matches);
    // Quarterfinals and semifinal 1 played (1 beat 4); semifinal 2's first match won by 3 over 2, its next two to play.
    const matches = event.matches
      .filter((m) => m.comp_level !== 'f')
      .map((m) => (m.comp_level === 'sf' && m.set_number === 2 && m.match_number > 1 ? unplayed(m) : m));
    const odds = simulatePlayoffs({ ...event, matches }, model);
    expectConsistent(odds, 8);
    for (const n of [4, 5, 6, 7, 8]) expect(byNumber(odds, n)).toMatchObject({ p_win: 0, p_finals: 0 });
    expect(byNumber(odds, 1).p_finals).toBe(1);

    const strength = (n: number) => model.allianceScore(event.alliances[n - 1]!.picks.slice(0, 3));
    const chance = (x: number, y: number) => winProbability(strength(x) - strength(y), model.sigma, model.k);
    // Alliance 3, a match up, needs one more win before 2 wins two.
    const p3 = chance(3, 2);
    const reach3 = p3 + (1 - p3) * p3;
    expectNear(byNumber(odds, 3).p_finals, reach3);
    expect(byNumber(odds, 2).p_finals).toBeCloseTo(1 - byNumber(odds, 3).p_finals, 9);
    const win1 = reach3 * bestOfThree(chance(1, 3)) + (1 - reach3) * bestOfThree(chance(1, 2));
    expectNear(byNumber(odds, 1).p_win, win1);
  });

  it('finals only: best of three, or best of five (playoff_type 6), from a final one match in (2022on305)', () => {
    const event = recorded('2022on305');
    const model = fittedModel(event.matches);
    const finals = event.matches.filter((m) => m.comp_level === 'f');
    const firstOnly = finals.map((m) => (m.match_number > 1 ? unplayed(m) : m));
    const p = winProbability(
      model.allianceScore(event.alliances[0]!.picks.slice(0, 3)) - model.allianceScore(event.alliances[1]!.picks.slice(0, 3)),
      model.sigma,
      model.k,
    );
    // Alliance 1 won the first final.
    const three = simulatePlayoffs({ format: 'finals-2', playoffType: 7, alliances: event.alliances, matches: firstOnly }, model);
    expectConsistent(three, 4);
    expectNear(byNumber(three, 1).p_win, p * (2 - p));
    expect(byNumber(three, 3)).toMatchObject({ p_win: 0, p_finals: 0 });
    const five = simulatePlayoffs({ format: 'finals-2', playoffType: 6, alliances: event.alliances, matches: firstOnly }, model);
    expectNear(byNumber(five, 1).p_win, p * p * (1 + 2 * (1 - p) + 3 * (1 - p) ** 2));
    // All three finals played, 2-1: decided in a best of three, not yet in a best of five.
    const decided = simulatePlayoffs({ format: 'finals-2', playoffType: 7, alliances: event.alliances, matches: finals }, model);
    expect(byNumber(decided, 1).p_win).toBe(1);
    const notYet = simulatePlayoffs({ format: 'finals-2', playoffType: 6, alliances: event.alliances, matches: finals }, model);
    expect(byNumber(notYet, 1).p_win).toBeGreaterThan(0);
    expect(byNumber(notYet, 1).p_win).toBeLessThan(1);
  });

  it("2015's average-score rounds (2015micmp): after the eighth-finals and mid-quarterfinals, who went out has no chance", () => {
    const event = recorded('2015micmp');
    const model = fittedModel(event.matches);
    const efOnly = event.matches.filter((m) => m.comp_level === 'ef');
    const bracket = buildBracket(2015, event.matches, event.alliances, 3);
    const efOut = ('rounds' in bracket ? bracket.rounds[0]!.standings! : []).filter((s) => s.advanced === false).map((s) => s.alliance!);
    expect(efOut).toHaveLength(8);

    const afterEf = simulatePlayoffs({ ...event, matches: efOnly }, model);
    expectConsistent(afterEf, 16);
    for (const n of efOut) expect(byNumber(afterEf, n)).toMatchObject({ p_win: 0, p_finals: 0 });

    const qf = event.matches.filter((m) => m.comp_level === 'qf');
    const midQf = simulatePlayoffs({ ...event, matches: [...efOnly, ...qf.map((m) => (m.match_number > 4 ? unplayed(m) : m))] }, model);
    expectConsistent(midQf, 16);
    for (const n of efOut) expect(byNumber(midQf, n)).toMatchObject({ p_win: 0, p_finals: 0 });
    expect(midQf!.alliances.filter((a) => a.p_finals > 0).length).toBeGreaterThan(2);
  });

  it('a championship round robin (2017cmpmo): mid-round, and once it is over the best two by record are the finalists', () => {
    const event = recorded('2017cmpmo');
    const model = fittedModel(event.matches);
    const robin = event.matches.filter((m) => m.comp_level === 'sf');
    const mid = simulatePlayoffs({ ...event, matches: robin.map((m) => (m.match_number > 8 ? unplayed(m) : m)) }, model);
    expectConsistent(mid, 6);
    expect(mid!.alliances.filter((a) => a.p_finals > 0 && a.p_finals < 1).length).toBeGreaterThan(2);

    // Four alliances went 3-2; 4 and 6 had the most points and went on to the finals.
    const over = simulatePlayoffs({ ...event, matches: robin }, model);
    expectConsistent(over, 6);
    expect(over!.alliances.filter((a) => a.p_finals === 1).map((a) => a.number)).toEqual([4, 6]);
  });

  /** Eight made-up alliances and a match `key` ('qf3m1') between two of them: `winner` an alliance number, null unplayed. */
  const eight = Array.from({ length: 8 }, (_, i) => ({ number: i + 1, name: null, picks: [`frc${i + 1}01`, `frc${i + 1}02`, `frc${i + 1}03`] }));
  const game = (key: string, red: number, blue: number, winner: number | null): BracketMatchInput => {
    const [, level = '', set = '0', number = '0'] = /^([a-z]+)(\d+)m(\d+)$/.exec(key) ?? [];
    return {
      key: `2017test_${key}`,
      comp_level: level,
      set_number: Number(set),
      match_number: Number(number),
      winning_alliance: winner === null ? '' : winner === red ? 'red' : 'blue',
      alliances: {
        red: { team_keys: eight[red - 1]!.picks, score: winner === null ? -1 : winner === red ? 110 : 100 },
        blue: { team_keys: eight[blue - 1]!.picks, score: winner === null ? -1 : winner === blue ? 110 : 100 },
      },
    };
  };
  /** Matches 1-8 of both brackets keyed as levels, the better seed winning: 1 and 2 unbeaten, 5 and 6 once beaten. */
  const firstEight = [
    game('ef1m1', 1, 8, 1),
    game('ef2m1', 4, 5, 4),
    game('ef3m1', 3, 6, 3),
    game('ef4m1', 2, 7, 2),
    game('ef5m1', 8, 5, 5),
    game('ef6m1', 6, 7, 6),
    game('qf1m1', 1, 4, 1),
    game('qf2m1', 3, 2, 2),
  ];

  it("the legacy double elimination's finals: the upper bracket's alliance needs one win, the other two", () => {
    // No recorded event plays it here: the legacy bracket up to its finals, the better seed winning every match (as in
    // legacy-double-elimination.test.ts); 1 comes from the upper final (match 11), 2 from the lower final (match 13).
    const toFinals = [
      ...firstEight,
      game('qf3m1', 3, 5, 3),
      game('qf4m1', 4, 6, 4),
      game('sf1m1', 1, 2, 1),
      game('sf2m1', 3, 4, 3),
      game('f1m1', 2, 3, 2),
    ];
    const even = mapModel(new Map(), 30);
    const input = { format: 'legacy-double-8' as const, playoffType: 5, alliances: eight };
    const before = simulatePlayoffs({ ...input, matches: toFinals }, even);
    expectConsistent(before, 8);
    expect(before!.alliances.filter((a) => a.p_finals === 1).map((a) => a.number)).toEqual([1, 2]);
    // Evenly matched: 1 wins unless it loses twice, 1 - 1/4.
    expectNear(byNumber(before, 1).p_win, 0.75);
    // 2 won the first final: each has lost once, the next final decides.
    const level = simulatePlayoffs({ ...input, matches: [...toFinals, game('f2m1', 1, 2, 2)] }, even);
    expectNear(byNumber(level, 1).p_win, 0.5);
    const over = simulatePlayoffs({ ...input, matches: [...toFinals, game('f2m1', 1, 2, 2), game('f2m2', 1, 2, 2)] }, even);
    expect(byNumber(over, 2).p_win).toBe(1);
  });

  it("follows FIRST's bracket as piloted in 2022 (keyed as levels, playoff_type 10), not the legacy one with the same keys", () => {
    // After match 8, evenly matched. The pilot's match 12 is the upper final (1 v 2) and its finals a best of three: each
    // of 1 and 2 wins with 1/2 · 1/2 + 1/2 · 1/2 · 1/2; each of 3-6 must win four times in a row. (The legacy bracket
    // would give 1 and 2 7/16 each: its finals need two defeats.)
    const even = mapModel(new Map(), 30);
    const pilot = simulatePlayoffs({ format: 'double-8', playoffType: 10, alliances: eight, matches: firstEight }, even);
    expectConsistent(pilot, 8);
    for (const n of [1, 2]) expectNear(byNumber(pilot, n).p_win, 0.375);
    for (const n of [3, 4, 5, 6]) expectNear(byNumber(pilot, n).p_win, 0.0625);
    for (const n of [7, 8]) expect(byNumber(pilot, n)).toMatchObject({ p_win: 0, p_finals: 0 });
    const legacy = simulatePlayoffs({ format: 'legacy-double-8', playoffType: 5, alliances: eight, matches: firstEight }, even);
    for (const n of [1, 2]) expectNear(byNumber(legacy, n).p_win, 7 / 16);
  });

  it('gives equal alliances equal chances in every format', () => {
    const even = mapModel(new Map(), 30);
    const cases = [
      ['2024nytr', 8],
      ['2023micmp', 4],
      ['2018necmp', 8],
      ['2017cmpmo', 6],
      ['2015micmp', 16],
    ] as const;
    for (const [key, count] of cases) {
      const event = recorded(key);
      const odds = simulatePlayoffs({ ...event, matches: [] }, even);
      expectConsistent(odds, count);
      for (const a of odds!.alliances) expect(Math.abs(a.p_win - 1 / count), `${key} alliance ${a.number}`).toBeLessThan(0.02);
    }
  });

  it('plays a backup robot in place of the robot it replaced', () => {
    const event = recorded('2022on305');
    const ratings = new Map(event.alliances.flatMap((a) => a.picks).map((k) => [k, 10]));
    ratings.set('frc99999', 1000);
    const input = { format: 'finals-2' as const, playoffType: 7, matches: [] };
    const without = simulatePlayoffs({ ...input, alliances: event.alliances }, mapModel(ratings, 20));
    const withBackup = event.alliances.map((a) => (a.number === 2 ? { ...a, backup: { out: a.picks[1]!, in: 'frc99999' } } : a));
    const odds = simulatePlayoffs({ ...input, alliances: withBackup }, mapModel(ratings, 20));
    expect(byNumber(without, 2).p_win).toBeCloseTo(0.5, 1);
    expect(byNumber(odds, 2).p_win).toBeGreaterThan(0.999);
    expect(byNumber(odds, 2).team_keys).toEqual([...event.alliances[1]!.picks, 'frc99999']);
  });

  it('answers null before alliance selection, and for a bracket it cannot follow', () => {
    const event = recorded('2018necmp');
    const model = fittedModel(event.matches);
    expect(simulatePlayoffs({ ...event, alliances: [] }, model)).toBeNull();
    // Quarterfinal 1 was won over alliance 8, which this list does not have.
    expect(simulatePlayoffs({ ...event, alliances: event.alliances.slice(0, 7) }, model)).toBeNull();
  });

  it('gives the same numbers for the same seed', () => {
    const event = recorded('2024nytr');
    const input = { ...event, matches: event.matches.filter((m) => m.comp_level === 'qm') };
    const model = fittedModel(event.matches);
    const a = simulatePlayoffs(input, model, 2000, 42);
    expect(simulatePlayoffs(input, model, 2000, 42)).toEqual(a);
    expect(simulatePlayoffs(input, model, 2000, 43)).not.toEqual(a);
  });
});
