import { describe, expect, it } from 'vitest';
import { seasonAt, tbaJson, type MatchBody } from './helpers.ts';

const season = seasonAt('2026-11-21T12:00:00Z');

interface RankingsBody {
  rankings: Array<{
    team_key: string;
    rank: number;
    matches_played: number;
    record: { wins: number; losses: number; ties: number };
    sort_orders: number[];
    extra_stats: number[];
  }>;
}
interface AwardBody {
  award_type: number;
  recipient_list: Array<{ team_key: string | null }>;
}
interface AllianceBody {
  name?: string;
  picks: string[];
  status: {
    status: string;
    level: string;
    playoff_type: number;
    record: { wins: number; losses: number; ties: number } | null;
    current_level_record: { wins: number; losses: number; ties: number } | null;
    playoff_average: number | null;
    advanced_to_round_robin_finals?: boolean;
    round_robin_rank?: number;
  };
}

function seriesWins(matches: MatchBody[]) {
  const wins = new Map<string, number>();
  for (const match of matches) {
    const winner = match.winning_alliance as 'red' | 'blue' | '';
    if (winner) wins.set(match.alliances[winner].team_keys.join(), (wins.get(match.alliances[winner].team_keys.join()) ?? 0) + 1);
  }
  return wins;
}

async function champions(eventKey: string): Promise<string[]> {
  const matches = await tbaJson<MatchBody[]>(season, `/event/${eventKey}/matches`);
  const finals = matches.filter((m) => m.comp_level === 'f');
  const [teams, wins] = [...seriesWins(finals).entries()].sort((a, b) => b[1] - a[1])[0] as [string, number];
  expect(wins).toBe(2);
  return teams.split(',');
}

describe('simulated results are consistent with themselves', () => {
  it.each(['2025milac', '2019mitvc', '2015miket', '2026mihsi'])('ranks %s by the results of its qualification matches', async (eventKey) => {
    const matches = (await tbaJson<MatchBody[]>(season, `/event/${eventKey}/matches`)).filter((m) => m.comp_level === 'qm' && m.score_breakdown);
    const { rankings } = await tbaJson<RankingsBody>(season, `/event/${eventKey}/rankings`);
    const year = Number(eventKey.slice(0, 4));
    // The four events rank 24 to 49 teams over 26 to 98 scored qualifications: an empty answer would check nothing.
    expect(rankings.length).toBeGreaterThanOrEqual(24);
    expect(matches.length).toBeGreaterThanOrEqual(26);
    for (const row of rankings) {
      const mine = matches.filter((m) => m.alliances.red.team_keys.includes(row.team_key) || m.alliances.blue.team_keys.includes(row.team_key));
      const color = (m: MatchBody) => (m.alliances.red.team_keys.includes(row.team_key) ? 'red' : 'blue');
      expect(row.matches_played).toBe(mine.length);
      if (year === 2015) {
        const average = mine.reduce((sum, m) => sum + m.alliances[color(m)].score, 0) / mine.length;
        expect(row.sort_orders[0]).toBeCloseTo(average, 1);
        continue;
      }
      const wins = mine.filter((m) => m.winning_alliance === color(m)).length;
      const ties = mine.filter((m) => m.winning_alliance === '').length;
      expect(row.record).toEqual({ wins, losses: mine.length - wins - ties, ties });
      const rp = mine.reduce((sum, m) => sum + ((m.score_breakdown?.[color(m)]?.rp ?? m.score_breakdown?.[color(m)]?.tba_rpEarned) as number), 0);
      expect(row.extra_stats[0]).toBe(rp);
      expect(row.sort_orders[0]).toBeCloseTo(rp / mine.length, 2);
    }
    for (let i = 1; i < rankings.length; i++)
      expect((rankings[i - 1] as RankingsBody['rankings'][0]).sort_orders[0]).toBeGreaterThanOrEqual(
        (rankings[i] as RankingsBody['rankings'][0]).sort_orders[0] as number,
      );
  });

  it.each(['2025milac', '2019milac', '2022mndu', '2024hiho', '2025micmp', '2023cmptx', '2026mitvc', '2015milac', '2019cmptx'])(
    'gives the Winner award of %s to the alliance that won the finals',
    async (eventKey) => {
      const winners = await champions(eventKey);
      const awards = await tbaJson<AwardBody[]>(season, `/event/${eventKey}/awards`);
      const winnerAward = awards.find((a) => a.award_type === 1) as AwardBody;
      const recipients = winnerAward.recipient_list.map((r) => r.team_key);
      expect(recipients).toEqual(expect.arrayContaining(winners));
      const alliances = await tbaJson<AllianceBody[]>(season, `/event/${eventKey}/alliances`);
      const won = alliances.filter((a) => a.status.status === 'won');
      expect(won).toHaveLength(1);
      expect(won[0]?.picks).toEqual(recipients);
    },
  );

  it('plays double elimination as 13 single sf matches and a best-of-3 final (5 with four alliances)', async () => {
    for (const [eventKey, sets] of [
      ['2025milac', 13],
      ['2024hiho', 5],
    ] as const) {
      const playoffs = (await tbaJson<MatchBody[]>(season, `/event/${eventKey}/matches`)).filter((m) => m.comp_level !== 'qm');
      const sf = playoffs.filter((m) => m.comp_level === 'sf');
      expect(sf.map((m) => m.set_number)).toEqual(Array.from({ length: sets }, (_, i) => i + 1));
      expect(sf.every((m) => m.match_number === 1 && m.winning_alliance !== '')).toBe(true);
      const finals = playoffs.filter((m) => m.comp_level === 'f');
      expect(finals.length).toBeGreaterThanOrEqual(2);
      expect(finals.length).toBeLessThanOrEqual(6);
      expect(finals.map((m) => m.key)).toEqual(finals.map((_, i) => `${eventKey}_f1m${i + 1}`));
    }
  });

  it('plays best-of-3 series up to 2022, with an ef round at 16-alliance events', async () => {
    for (const [eventKey, levels] of [
      ['2019milac', ['qf', 'sf', 'f']],
      ['2022mndu', ['ef', 'qf', 'sf', 'f']],
    ] as const) {
      const playoffs = (await tbaJson<MatchBody[]>(season, `/event/${eventKey}/matches`)).filter((m) => m.comp_level !== 'qm');
      expect([...new Set(playoffs.map((m) => m.comp_level))]).toEqual(levels);
      const series = new Map<string, MatchBody[]>();
      for (const m of playoffs) series.set(`${m.comp_level}${m.set_number}`, [...(series.get(`${m.comp_level}${m.set_number}`) ?? []), m]);
      expect(series.size).toBe(levels.length === 4 ? 8 + 4 + 2 + 1 : 4 + 2 + 1);
      for (const [name, matches] of series) {
        const counts = [...seriesWins(matches).values()].sort((a, b) => b - a);
        expect(counts[0], name).toBe(2);
        expect(counts[1] ?? 0, name).toBeLessThan(2);
      }
    }
  });

  it('plays 2015 as average-score rounds (the better half of the averages goes on) and a best-of-3 final', async () => {
    const eventKey = '2015milac';
    const event = await tbaJson<{ playoff_type: number; playoff_type_string: string }>(season, `/event/${eventKey}`);
    expect([event.playoff_type, event.playoff_type_string]).toEqual([3, 'Average Score (8 Alliances)']);
    const playoffs = (await tbaJson<MatchBody[]>(season, `/event/${eventKey}/matches`)).filter((m) => m.comp_level !== 'qm');
    const alliances = await tbaJson<AllianceBody[]>(season, `/event/${eventKey}/alliances`);
    const allianceOf = (keys: string[]) => alliances.findIndex((a) => a.picks[0] === keys[0]) + 1;
    const averages = (level: string) => {
      const scores = new Map<number, number[]>();
      for (const m of playoffs.filter((m) => m.comp_level === level)) {
        for (const side of ['red', 'blue'] as const) {
          const n = allianceOf(m.alliances[side].team_keys);
          scores.set(n, [...(scores.get(n) ?? []), m.alliances[side].score]);
        }
      }
      return [...scores.entries()]
        .map(([n, list]) => ({ n, played: list.length, average: list.reduce((a, b) => a + b, 0) / list.length }))
        .sort((a, b) => b.average - a.average);
    };
    // As recorded (2015micmp, 2015nyny): one set per round, no winner named in the average rounds.
    expect(playoffs.filter((m) => m.comp_level === 'qf').map((m) => m.key)).toEqual(Array.from({ length: 8 }, (_, i) => `${eventKey}_qf1m${i + 1}`));
    expect(playoffs.filter((m) => m.comp_level === 'sf').map((m) => m.key)).toEqual(Array.from({ length: 6 }, (_, i) => `${eventKey}_sf1m${i + 1}`));
    expect(playoffs.filter((m) => m.comp_level !== 'f').every((m) => m.winning_alliance === '')).toBe(true);
    // Quarterfinals: alliance 4 meets 5, 3 meets 6, 2 meets 7, 1 meets 8, then 4-6, 3-5, 2-8, 1-7.
    expect(
      playoffs.filter((m) => m.comp_level === 'qf').map((m) => [allianceOf(m.alliances.red.team_keys), allianceOf(m.alliances.blue.team_keys)]),
    ).toEqual([
      [4, 5],
      [3, 6],
      [2, 7],
      [1, 8],
      [4, 6],
      [3, 5],
      [2, 8],
      [1, 7],
    ]);
    const qf = averages('qf');
    expect(qf.every((a) => a.played === 2)).toBe(true);
    const sf = averages('sf');
    expect(sf.every((a) => a.played === 3)).toBe(true);
    expect(sf.map((a) => a.n).sort()).toEqual(
      qf
        .slice(0, 4)
        .map((a) => a.n)
        .sort(),
    );
    const finals = playoffs.filter((m) => m.comp_level === 'f');
    expect(new Set(finals.flatMap((m) => [allianceOf(m.alliances.red.team_keys), allianceOf(m.alliances.blue.team_keys)]))).toEqual(
      new Set(sf.slice(0, 2).map((a) => a.n)),
    );
    // The better semifinal average is red in the finals.
    expect(allianceOf(finals[0]!.alliances.red.team_keys)).toBe(sf[0]!.n);

    // Alliance statuses as the provider gives 2015's: no record, the finals' record at level f, the playoff average.
    const winner = alliances.find((a) => a.status.status === 'won')!;
    expect(winner.status).toMatchObject({ level: 'f', record: null, playoff_type: 3 });
    expect(winner.status.current_level_record?.wins).toBe(2);
    for (const [i, a] of alliances.entries()) {
      const mine = playoffs.filter((m) => allianceOf(m.alliances.red.team_keys) === i + 1 || allianceOf(m.alliances.blue.team_keys) === i + 1);
      const scores = mine.map((m) => (allianceOf(m.alliances.red.team_keys) === i + 1 ? m.alliances.red.score : m.alliances.blue.score));
      expect(a.status.playoff_average).toBeCloseTo(scores.reduce((x, y) => x + y, 0) / scores.length, 6);
      expect(a.status.record).toBeNull();
      const level = mine.some((m) => m.comp_level === 'f') ? 'f' : mine.some((m) => m.comp_level === 'sf') ? 'sf' : 'qf';
      expect(a.status.level).toBe(level);
      if (level !== 'f') expect(a.status).toMatchObject({ current_level_record: null, status: 'eliminated' });
    }
    // District points for the playoffs as 2015micmp recorded them: 10 for the semifinals, 20 the finals, 30 the title.
    const { points } = await tbaJson<{ points: Record<string, { elim_points: number }> }>(season, `/event/${eventKey}/district_points`);
    for (const a of alliances) {
      const expected = a.status.status === 'won' ? 30 : a.status.level === 'f' ? 20 : a.status.level === 'sf' ? 10 : 0;
      expect(points[a.picks[0]!]?.elim_points, a.picks[0]).toBe(expected);
    }
  });

  it('plays Einstein 2017-2022 as a round robin of the six division winners, then a best-of-3 final of the top two', async () => {
    for (const year of [2017, 2018, 2019, 2022]) {
      const eventKey = `${year}cmptx`;
      const event = await tbaJson<{ playoff_type: number; playoff_type_string: string; division_keys: string[] }>(season, `/event/${eventKey}`);
      expect([event.playoff_type, event.playoff_type_string, event.division_keys.length]).toEqual([4, 'Round Robin (6 Alliances)', 6]);
      const playoffs = (await tbaJson<MatchBody[]>(season, `/event/${eventKey}/matches`)).filter((m) => m.comp_level !== 'qm');
      const alliances = await tbaJson<AllianceBody[]>(season, `/event/${eventKey}/alliances`);
      // The alliances are the division winners, named by their divisions, four robots each.
      expect(alliances.map((a) => a.name)).toEqual(['Archimedes', 'Curie', 'Daly', 'Galileo', 'Hopper', 'Newton']);
      expect(alliances.every((a) => a.picks.length === 4)).toBe(true);
      const allianceOf = (keys: string[]) => alliances.findIndex((a) => a.picks[0] === keys[0]) + 1;
      const robin = playoffs.filter((m) => m.comp_level === 'sf');
      expect(robin.map((m) => m.key)).toEqual(Array.from({ length: 15 }, (_, i) => `${eventKey}_sf1m${i + 1}`));
      // Every pair meets once, in the recorded order.
      expect(robin.map((m) => [allianceOf(m.alliances.red.team_keys), allianceOf(m.alliances.blue.team_keys)])).toEqual([
        [1, 2],
        [3, 4],
        [5, 6],
        [1, 4],
        [2, 6],
        [3, 5],
        [1, 6],
        [4, 5],
        [2, 3],
        [5, 1],
        [6, 3],
        [4, 2],
        [3, 1],
        [5, 2],
        [6, 4],
      ]);
      const points = alliances.map((_, i) =>
        robin.reduce((sum, m) => {
          const side = allianceOf(m.alliances.red.team_keys) === i + 1 ? 'red' : allianceOf(m.alliances.blue.team_keys) === i + 1 ? 'blue' : null;
          return side === null ? sum : sum + (m.winning_alliance === side ? 2 : m.winning_alliance === '' ? 1 : 0);
        }, 0),
      );
      const finals = playoffs.filter((m) => m.comp_level === 'f');
      const finalists = [allianceOf(finals[0]!.alliances.red.team_keys), allianceOf(finals[0]!.alliances.blue.team_keys)];
      const others = points.filter((_, i) => !finalists.includes(i + 1));
      for (const n of finalists) expect(points[n - 1]).toBeGreaterThanOrEqual(Math.max(...others));
      expect(points[finalists[0]! - 1]).toBeGreaterThanOrEqual(points[finalists[1]! - 1]!);
      for (const [i, a] of alliances.entries()) {
        const advanced = finalists.includes(i + 1);
        expect(a.status).toMatchObject({ level: advanced ? 'f' : 'sf', playoff_type: 4, advanced_to_round_robin_finals: advanced });
        if (!advanced) expect(a.status.status).toBe('eliminated');
      }
      expect(alliances.map((a) => a.status.round_robin_rank).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('adds up district points per event and over the district', async () => {
    const { points } = await tbaJson<{
      points: Record<string, { total: number; qual_points: number; alliance_points: number; elim_points: number; award_points: number }>;
    }>(season, '/event/2025milac/district_points');
    expect(Object.keys(points).length).toBeGreaterThan(30);
    for (const p of Object.values(points)) expect(p.total).toBe(p.qual_points + p.alliance_points + p.elim_points + p.award_points);
    const winners = await champions('2025milac');
    for (const team of winners.slice(0, 3)) expect(points[team]?.elim_points).toBe(30);
    const rankings = await tbaJson<
      Array<{
        team_key: string;
        rank: number;
        point_total: number;
        rookie_bonus: number;
        event_points: Array<{ event_key: string; total: number; district_cmp: boolean }>;
      }>
    >(season, '/district/2025fim/rankings');
    rankings.forEach((row, i) => {
      expect(row.rank).toBe(i + 1);
      expect(row.point_total).toBe(row.rookie_bonus + row.event_points.reduce((sum, e) => sum + e.total, 0));
      expect(row.event_points.filter((e) => !e.district_cmp).length).toBeLessThanOrEqual(2);
    });
    const home = rankings.find((r) => r.team_key === 'frc7790');
    expect(home?.event_points.find((e) => e.event_key === '2025milac')?.total).toBe(points.frc7790?.total);
    expect(home?.event_points.some((e) => e.district_cmp)).toBe(true);
  });

  it('computes OPR by least squares from the qualification results', async () => {
    const matches = (await tbaJson<MatchBody[]>(season, '/event/2025mitvc/matches')).filter((m) => m.comp_level === 'qm');
    const { oprs, dprs, ccwms } = await tbaJson<{ oprs: Record<string, number>; dprs: Record<string, number>; ccwms: Record<string, number> }>(
      season,
      '/event/2025mitvc/oprs',
    );
    const residualByTeam = new Map<string, number>();
    let squaredError = 0;
    let squaredSpread = 0;
    const scores = matches.flatMap((m) => [m.alliances.red.score, m.alliances.blue.score]);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    for (const match of matches) {
      for (const color of ['red', 'blue'] as const) {
        const alliance = match.alliances[color];
        const residual = alliance.score - alliance.team_keys.reduce((sum, k) => sum + (oprs[k] as number), 0);
        squaredError += residual ** 2;
        squaredSpread += (alliance.score - mean) ** 2;
        for (const key of alliance.team_keys) residualByTeam.set(key, (residualByTeam.get(key) ?? 0) + residual);
      }
    }
    // Least squares leaves every team's residuals summing to zero (the normal equations).
    for (const residual of residualByTeam.values()) expect(Math.abs(residual)).toBeLessThan(0.05);
    expect(1 - squaredError / squaredSpread).toBeGreaterThan(0.4);
    for (const key of Object.keys(oprs)) expect(ccwms[key]).toBeCloseTo((oprs[key] as number) - (dprs[key] as number), 6);
  });

  it('gives EPAs that add up and track the results', async () => {
    const { oprs } = await tbaJson<{ oprs: Record<string, number> }>(season, '/event/2025milac/oprs');
    const response = await season.statbotics.get('/v3/team_events?event=2025milac&limit=100');
    const teamEvents = JSON.parse(response.body) as Array<{
      team: number;
      epa: { total_points: { mean: number }; breakdown: Record<string, number> };
    }>;
    expect(teamEvents.length).toBe(Object.keys(oprs).length);
    const pairs = teamEvents.map((t) => {
      const b = t.epa.breakdown;
      expect(b.total_points).toBeCloseTo((b.auto_points as number) + (b.teleop_points as number) + (b.endgame_points as number), 1);
      expect(t.epa.total_points.mean).toBe(b.total_points);
      return [t.epa.total_points.mean, oprs[`frc${t.team}`] as number] as const;
    });
    const mx = pairs.reduce((s, p) => s + p[0], 0) / pairs.length;
    const my = pairs.reduce((s, p) => s + p[1], 0) / pairs.length;
    const cov = pairs.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
    const sx = Math.sqrt(pairs.reduce((s, p) => s + (p[0] - mx) ** 2, 0));
    const sy = Math.sqrt(pairs.reduce((s, p) => s + (p[1] - my) ** 2, 0));
    expect(cov / (sx * sy)).toBeGreaterThan(0.6);
    const page = JSON.parse((await season.statbotics.get('/v3/team_events?event=2025milac&limit=10&offset=10')).body) as Array<{ team: number }>;
    expect(page.map((t) => t.team)).toEqual(teamEvents.slice(10, 20).map((t) => t.team));
  });
});

describe('answers are repeatable and cacheable', () => {
  const paths = [
    '/event/2025milac/matches',
    '/event/2025milac/rankings',
    '/team/frc7790/events',
    '/district/2025fim/rankings',
    '/teams/3',
    '/event/2026mihsi/matches',
  ];

  it('gives the same answers twice and across two instances', async () => {
    const other = seasonAt('2026-11-21T12:00:00Z');
    for (const path of paths) {
      const first = await season.tba.get(path);
      expect((await season.tba.get(path)).body).toBe(first.body);
      expect((await other.tba.get(path)).body, path).toBe(first.body);
    }
    expect((await other.statbotics.get('/v3/team_year/7790/2025')).body).toBe((await season.statbotics.get('/v3/team_year/7790/2025')).body);
  });

  it('sends an ETag and Last-Modified and answers 304 to a matching If-None-Match', async () => {
    const first = await season.tba.get('/event/2025milac/matches');
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(Date.parse(first.headers['last-modified'] as string)).toBeLessThanOrEqual(Date.parse('2026-11-21T12:00:00Z'));
    const again = await season.tba.get('/event/2025milac/matches', { 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const changed = await season.tba.get('/event/2025milac/matches', { 'if-none-match': 'W/"0000"' });
    expect(changed.status).toBe(200);
  });
});
