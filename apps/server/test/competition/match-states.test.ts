import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSummaryResponse } from '@team7790/shared/ai/contracts';
import { matchPageResponse } from '@team7790/shared/competition/contracts/match';
import { isMatchOnField, isMatchPlayed, matchState } from '@team7790/shared/competition/match-state';
import type { TbaEvent, TbaMatch } from '@team7790/shared/competition/tba';
import { toMatchSummary } from '../../src/features/competition/shaping/tba-shapes.ts';
import { engines, useTestWorld } from '../databases.ts';
import { FIXTURES, fixture, StandInProvider } from './stand-in-provider.ts';

/**
 * Small verbatim extracts of The Blue Alliance's own recorded events that the shared fixtures lack
 * (each file names its source): 2023njfla's event and its three finals, 2012pah's first qualifications.
 */
interface Extract {
  event: TbaEvent;
  matches: TbaMatch[];
}
const extract = (name: string): Extract => JSON.parse(readFileSync(new URL(`./recorded-extracts/${name}.json`, import.meta.url), 'utf8')) as Extract;
const njfla = extract('2023njfla-finals');
const pah = extract('2012pah-first-quals');

const recordedEvents = readdirSync(`${FIXTURES}/tba/event`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(`${FIXTURES}/tba/event/${d.name}`)
      .filter((f) => /^matches.*\.json$/.test(f))
      .map((f) => `tba/event/${d.name}/${f}`),
  )
  .map((path) => ({ path, matches: fixture<TbaMatch[]>(path).map(toMatchSummary) }));

describe('what the data says became of a match', () => {
  it('a played 0-0 is played: 2015nyny Q9 and 2012pah Q3 (later matches have results)', () => {
    const nyny = fixture<TbaMatch[]>('tba/event/2015nyny/matches.json').map(toMatchSummary);
    const q9 = nyny.find((m) => m.key === '2015nyny_qm9')!;
    expect([q9.alliances.red.score, q9.alliances.blue.score, q9.actual_time, q9.winning_alliance]).toEqual([0, 0, null, '']);
    expect(matchState(q9, nyny)).toBe('played');

    const quals = pah.matches.map(toMatchSummary);
    const q3 = quals.find((m) => m.key === '2012pah_qm3')!;
    expect([q3.alliances.red.score, q3.alliances.blue.score]).toEqual([0, 0]);
    expect(matchState(q3, quals)).toBe('played');
    // Alone, a 0-0 with no time, no winner and nothing after it says nothing: not shown as a result.
    expect(isMatchPlayed(q3, [q3])).toBe(false);
  });

  it('2023njfla F3 (-1 after a 2-0 final) was not needed; F1 and F2 were played', () => {
    const finals = njfla.matches.map(toMatchSummary);
    const options = { playoffType: njfla.event.playoff_type };
    expect(finals.map((m) => [m.key, matchState(m, finals, options)])).toEqual([
      ['2023njfla_f1m1', 'played'],
      ['2023njfla_f1m2', 'played'],
      ['2023njfla_f1m3', 'not-needed'],
    ]);
    // Before F2 was played the series was 1-0: F3 could still come.
    const afterF1 = finals.map((m) =>
      m.key === '2023njfla_f1m2' ? { ...m, winning_alliance: '' as const, actual_time: null, alliances: unplayed(m) } : m,
    );
    expect(matchState(afterF1[2]!, afterF1, options)).toBe('unplayed');
  });

  it('on every recorded event: a scored match is played, one without scores is not, and no played match is "not needed"', () => {
    let unplayed = 0;
    for (const { path, matches } of recordedEvents) {
      for (const m of matches) {
        const state = matchState(m, matches);
        if (m.alliances.red.score === null || m.alliances.blue.score === null) {
          unplayed++;
          expect(state, `${path} ${m.key}`).not.toBe('played');
          // The recorded unplayed matches are qualifications still to come (2025mil's snapshot).
          expect(state, `${path} ${m.key}`).toBe('unplayed');
        } else expect(state, `${path} ${m.key}`).toBe('played');
      }
    }
    expect(unplayed).toBeGreaterThan(50);
  });

  it("no recorded match is on the field: 2025mil's snapshot has matches to come, none started without a score", () => {
    // 23 recorded match lists, 1,933 matches: an empty read would check nothing.
    expect(recordedEvents.length).toBeGreaterThanOrEqual(23);
    expect(recordedEvents.reduce((n, e) => n + e.matches.length, 0)).toBeGreaterThanOrEqual(1900);
    for (const { path, matches } of recordedEvents) {
      for (const m of matches) expect(isMatchOnField(m, matches), `${path} ${m.key}`).toBe(false);
    }
  });

  it('on the field: the latest match to start, until its score is in or another starts after it (2019nyny, Q3 replayed after Q21)', () => {
    const quals = fixture<TbaMatch[]>('tba/event/2019nyny/matches.json')
      .map(toMatchSummary)
      .filter((m) => m.comp_level === 'qm');
    const byKey = (key: string) => quals.find((m) => m.key === key)!;
    /** The event as it stood at `at` (seconds): matches started by then are played, but `waiting`'s score is not in. */
    const snapshot = (at: number, waiting: string[] = []) =>
      quals.map((m) => {
        if (m.actual_time! > at) return { ...m, winning_alliance: '' as const, actual_time: null, alliances: unplayed(m) };
        return waiting.includes(m.key) ? { ...m, winning_alliance: '' as const, alliances: unplayed(m) } : m;
      });
    const onField = (matches: ReturnType<typeof snapshot>) => matches.filter((m) => isMatchOnField(m, matches)).map((m) => m.key);
    const q12 = byKey('2019nyny_qm12').actual_time!;
    const q13 = byKey('2019nyny_qm13').actual_time!;

    // A minute into Q12: Q12 is on the field, and not played.
    const during12 = snapshot(q12 + 60, ['2019nyny_qm12']);
    expect(onField(during12)).toEqual(['2019nyny_qm12']);
    expect(
      matchState(
        during12.find((m) => m.key === '2019nyny_qm12')!,
        during12,
      ),
    ).toBe('unplayed');
    // Q13 starts while Q12 still waits for its score: Q13 is on the field, Q12 is not.
    expect(onField(snapshot(q13 + 60, ['2019nyny_qm12', '2019nyny_qm13']))).toEqual(['2019nyny_qm13']);
    // Q12's score in, between matches: nothing is on the field.
    expect(onField(snapshot(q12 + 400))).toEqual([]);
    // The recorded replay: Q3 started again after later matches had results; it is on the field until its score.
    const replay = byKey('2019nyny_qm3').actual_time!;
    expect(replay).toBeGreaterThan(byKey('2019nyny_qm20').actual_time!);
    expect(onField(snapshot(replay + 60, ['2019nyny_qm3']))).toEqual(['2019nyny_qm3']);
    // Alone (no event around it), a started match without a score is on the field.
    const alone = during12.find((m) => m.key === '2019nyny_qm12')!;
    expect(isMatchOnField(alone, [alone])).toBe(true);
  });
});

function unplayed(m: ReturnType<typeof toMatchSummary>) {
  return { red: { ...m.alliances.red, score: null }, blue: { ...m.alliances.blue, score: null } };
}

describe.each(engines)('match page and summary of a match not needed (%s)', (engine) => {
  let standIn: StandInProvider;
  beforeAll(async () => {
    standIn = await new StandInProvider().start();
    standIn.serve('/api/v3/event/2023njfla', njfla.event);
    standIn.serve('/api/v3/event/2023njfla/matches', njfla.matches);
    for (const m of njfla.matches) standIn.serve(`/api/v3/match/${m.key}`, m);
  });
  afterAll(() => standIn.close());
  const t = useTestWorld(engine, {
    get settings() {
      return standIn.settings();
    },
    // Three years after the event.
    now: () => new Date('2026-03-12T12:00:00Z'),
  });

  it('says F3 was not needed, on the page and in the summary; a played final is not marked', async () => {
    const page = matchPageResponse.parse((await t.app.inject({ url: '/api/competition/matches/2023njfla_f1m3' })).json());
    expect(page.match.alliances.red.score).toBeNull();
    expect(page.not_needed).toBe(true);
    const played = matchPageResponse.parse((await t.app.inject({ url: '/api/competition/matches/2023njfla_f1m2' })).json());
    expect(played.not_needed).toBeFalsy();

    const res = await t.app.inject({ method: 'POST', url: '/api/ai/match-summary/generate', payload: { match_key: '2023njfla_f1m3' } });
    expect(res.statusCode).toBe(200);
    const { summary } = matchSummaryResponse.parse(res.json());
    expect(summary).toMatch(/ at FMA District Mount Olive Event was not needed: its series was decided before it, so it was never played\.$/);
    expect(summary).not.toMatch(/has not been played yet/);
  });
});
