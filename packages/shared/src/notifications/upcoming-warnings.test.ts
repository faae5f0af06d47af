/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { snapshotMatch, teamAlertKey, type EventSnapshot } from './alerts.ts';
import { dueUpcomingWarnings, eventTimeline, upcomingWarningTiming, type UpcomingWarningTiming } from './upcoming-warnings.ts';

/** Real recorded provider answers, read where they are kept (never copied into the repository). */
const FIXTURES = process.env.COMPETITION_FIXTURES_DIR ?? fileURLToPath(new URL('../../../../../shared/fixtures', import.meta.url));

type RecordedMatch = Parameters<typeof snapshotMatch>[0] & { time: number | null; predicted_time: number | null; actual_time: number | null };

/**
 * The 2025 Championship's Milstein division as The Blue Alliance had it at 15:00 CDT-ish on 17 April 2025
 * (1744920000): Q1-Q39 played, Q39 started 461 s after its scheduled time; 7790 still to play Q48 (scheduled
 * 1744923600, predicted 1744924126) and Q59.
 */
const RECORDED_AT = 1744920000;
const recordedMatches = (): RecordedMatch[] =>
  JSON.parse(readFileSync(`${FIXTURES}/tba/event/2025mil/matches.snapshot-2025-04-17T15-00-0500.json`, 'utf8')) as RecordedMatch[];
const timezone = (): string =>
  (JSON.parse(readFileSync(`${FIXTURES}/tba/events/2025.json`, 'utf8')) as { key: string; timezone: string }[]).find((e) => e.key === '2025mil')!
    .timezone;

function snapshot(change: (matches: RecordedMatch[]) => RecordedMatch[] = (m) => m): EventSnapshot {
  return {
    eventKey: '2025mil',
    eventName: 'Milstein',
    timezone: timezone(),
    matches: change(recordedMatches()).map((m) => snapshotMatch(m)),
    alliances: [],
    awards: [],
  };
}

const withoutPredictions = (matches: RecordedMatch[]) => matches.map((m) => ({ ...m, predicted_time: null }));
const edit = (key: string, values: Partial<RecordedMatch>) => (matches: RecordedMatch[]) =>
  matches.map((m) => (m.key === `2025mil_${key}` ? { ...m, ...values } : m));
/** The event as it stood once `lastPlayed` was scored: later results and every prediction not yet known. */
const asAfter = (lastPlayed: number) => (matches: RecordedMatch[]) =>
  matches.map((m) => {
    const later = m.comp_level !== 'qm' || m.match_number > lastPlayed;
    const unplayed = { score: -1 };
    return later
      ? {
          ...m,
          actual_time: null,
          predicted_time: null,
          winning_alliance: '',
          alliances: { red: { ...m.alliances.red, ...unplayed }, blue: { ...m.alliances.blue, ...unplayed } },
        }
      : { ...m, predicted_time: null };
  });

const minutes = (n: number): UpcomingWarningTiming => ({ mode: 'minutes', minutes: n });
const matches = (n: number): UpcomingWarningTiming => ({ mode: 'matches', matches: n });
const for7790 = (timing: UpcomingWarningTiming) => [{ team: 7790, timing }];
/** The matches 7790 is warned about at that moment. */
const warned = (s: EventSnapshot, now: number, timing: UpcomingWarningTiming) =>
  dueUpcomingWarnings(s, now, for7790(timing)).map((w) => w.fact.subject);

describe('the event timeline, from the recording', () => {
  it('knows how late the event runs and its match cycle, and which matches are still to start', () => {
    const timeline = eventTimeline(snapshot(), RECORDED_AT);
    expect(timeline.delay).toBe(461);
    expect(timeline.cycle).toBe(480);
    expect(timeline.ahead[0]!.match.key).toBe('2025mil_qm40');
    expect(timeline.ahead.find((a) => a.match.key === '2025mil_qm48')!.startsAt).toBe(1744924126);
  });
});

describe('N minutes before', () => {
  const qm48 = 1744924126;

  it('goes by predicted_time where the data has it', () => {
    expect(warned(snapshot(), qm48 - 15 * 60 - 1, minutes(15))).toEqual([]);
    expect(warned(snapshot(), qm48 - 15 * 60, minutes(15))).toEqual(['2025mil_qm48']);
    // The schedule shifted by the delay (1744924061) would have said it is due already: the prediction wins.
    expect(warned(snapshot(), 1744924061 - 15 * 60, minutes(15))).toEqual([]);
    const [only] = dueUpcomingWarnings(snapshot(), qm48 - 600, for7790(minutes(15)));
    expect(only!.fact.title).toBe('7790 plays Q48 soon');
    expect(only!.fact.body).toBe('Blue alliance at 4:08 PM · Red 2145, 3015, 5653 vs Blue 6002, 7790, 7153');
  });

  it('shifts the schedule by how late the event runs when there is no predicted_time', () => {
    const late = snapshot(withoutPredictions);
    const shifted = 1744923600 + 461;
    // By the printed schedule Q48 would be 8 minutes away here: the event runs 7 min 41 s late, so it is not.
    expect(warned(late, shifted - 15 * 60 - 1, minutes(15))).toEqual([]);
    expect(warned(late, shifted - 15 * 60, minutes(15))).toEqual(['2025mil_qm48']);
    // Past the printed time, before the shifted one: still to come, and still warned.
    const [after] = dueUpcomingWarnings(late, 1744923600 + 60, for7790(minutes(15)));
    expect(after!.fact.subject).toBe('2025mil_qm48');
    expect(after!.fact.body).toMatch(/^Blue alliance at about 4:07 PM · /);
  });
});

describe('a match already under way is never warned about', () => {
  const qm48 = 1744924126;

  it('once its predicted start has passed (the "plays Q20 soon" two minutes into Q20)', () => {
    expect(warned(snapshot(), qm48 - 60, minutes(15))).toEqual(['2025mil_qm48']);
    for (const timing of [minutes(15), minutes(120), matches(10)]) expect(warned(snapshot(), qm48 + 120, timing)).not.toContain('2025mil_qm48');
    // Its next match, Q59, is too far off for 15 minutes.
    expect(warned(snapshot(), qm48 + 120, minutes(15))).toEqual([]);
  });

  it('once it has an actual start time, even ahead of its predicted one', () => {
    const started = snapshot(edit('qm48', { actual_time: qm48 - 200 }));
    expect(warned(started, qm48 - 150, minutes(15))).toEqual([]);
  });

  it('once it, or a later match, has a score', () => {
    const later = snapshot(edit('qm49', { alliances: { red: { team_keys: [], score: 90 }, blue: { team_keys: [], score: 80 } } }));
    expect(warned(later, qm48 - 300, minutes(15))).toEqual([]);
    expect(warned(later, qm48 - 300, matches(3))).toEqual([]);
  });

  it('once its shifted scheduled start has passed, with no prediction', () => {
    const late = snapshot(withoutPredictions);
    expect(warned(late, 1744923600 + 461 - 1, minutes(15))).toEqual(['2025mil_qm48']);
    expect(warned(late, 1744923600 + 461, minutes(15))).toEqual([]);
    // Two hours' lead reaches its next match, Q59, instead.
    expect(warned(late, 1744923600 + 461, minutes(120))).toEqual(['2025mil_qm59']);
  });
});

describe('N matches before', () => {
  it('counts the matches still to start before the team’s, in schedule order', () => {
    // At the recording's moment Q40-Q47 are still to start before Q48: eight.
    expect(warned(snapshot(), RECORDED_AT, matches(7))).toEqual([]);
    expect(warned(snapshot(), RECORDED_AT, matches(8))).toEqual(['2025mil_qm48']);
    expect(warned(snapshot(), RECORDED_AT, matches(10))).toEqual(['2025mil_qm48']);
    // Some 33 minutes on, Q40-Q43 past their predicted starts and Q44 started: three left.
    const later = snapshot(edit('qm44', { actual_time: RECORDED_AT + 2000 }));
    expect(warned(later, RECORDED_AT + 2010, matches(3))).toEqual(['2025mil_qm48']);
    expect(warned(later, RECORDED_AT + 2010, matches(2))).toEqual([]);
  });

  it('holds the count through a break in the schedule, until play resumes', () => {
    // Just after Q32, before the 1 h 42 min break in the schedule: Q33-Q35 come before 7790's Q36.
    const afterQ32 = snapshot(asAfter(32));
    const timeline = eventTimeline(afterQ32, 1744912000);
    expect(timeline.delay).toBe(1744911974 - 1744910280);
    expect(timeline.ahead.findIndex((a) => a.match.key === '2025mil_qm36')).toBe(3);
    expect(warned(afterQ32, 1744912000, matches(3))).toEqual([]);
    // Once the next match to be played, Q33, is expected within two match cycles, the event is running again.
    const q33 = timeline.ahead[0]!.startsAt!;
    expect(q33).toBe(1744916400 + 1694);
    expect(warned(afterQ32, q33 - 2 * 480 - 1, matches(3))).toEqual([]);
    expect(warned(afterQ32, q33 - 2 * 480, matches(3))).toEqual(['2025mil_qm36']);
    expect(warned(afterQ32, q33 - 2 * 480, matches(2))).toEqual([]);
  });
});

describe('data with no times at all', () => {
  it('counts matches in match order, and has no moment for minutes', () => {
    const untimed = snapshot((matches) => matches.map((m) => ({ ...m, time: null, predicted_time: null, actual_time: null })));
    expect(eventTimeline(untimed, RECORDED_AT).cycle).toBeNull();
    // Q40-Q47 are still to be played (Q1-Q39 have scores) before Q48.
    expect(warned(untimed, RECORDED_AT, matches(8))).toEqual(['2025mil_qm48']);
    expect(warned(untimed, RECORDED_AT, matches(7))).toEqual([]);
    expect(warned(untimed, RECORDED_AT, minutes(120))).toEqual([]);
  });
});

describe('one warning per person and match, whatever the choice', () => {
  it('gives every follower of a team the same fact, at the moment their choice says, and nothing when off', () => {
    const s = snapshot();
    const followers = [
      { user: 1, team: 7790, timing: minutes(15) },
      { user: 2, team: 7790, timing: matches(3) },
      { user: 3, team: 7790, timing: { mode: 'off' } as const },
    ];
    const dueAt = (now: number) => dueUpcomingWarnings(s, now, followers);
    const first = new Map<number, { at: number; key: string; title: string }>();
    for (let now = RECORDED_AT; now < 1744924126; now += 30) {
      for (const { follower, fact } of dueAt(now)) {
        if (!first.has(follower.user)) first.set(follower.user, { at: now, key: teamAlertKey(follower.user, fact), title: fact.title });
      }
    }
    expect(first.get(1)).toEqual({ at: 1744923240, key: 'team:1:7790:2025mil:2025mil_qm48:upcoming', title: '7790 plays Q48 soon' });
    // From Q44's predicted start (1744922075) on, Q45-Q47 are the three still to start before Q48.
    expect(first.get(2)).toEqual({ at: 1744922100, key: 'team:2:7790:2025mil:2025mil_qm48:upcoming', title: '7790 plays Q48 soon' });
    expect(first.has(3)).toBe(false);
  });

  it('fills in the server default for minutes: null', () => {
    expect(upcomingWarningTiming({ mode: 'minutes', minutes: null }, 15)).toEqual({ mode: 'minutes', minutes: 15 });
    expect(upcomingWarningTiming({ mode: 'minutes', minutes: 40 }, 15)).toEqual({ mode: 'minutes', minutes: 40 });
    expect(upcomingWarningTiming({ mode: 'matches', matches: 2 }, 15)).toEqual({ mode: 'matches', matches: 2 });
  });
});

describe('a match its series was decided without', () => {
  // 2023njfla's finals as recorded: red won F1 and F2; F3 stayed listed (score -1, a predicted time the next day).
  const final = (n: number, red: number, blue: number, time: number, predicted: number, actual: number | null) =>
    snapshotMatch({
      key: `2023njfla_f1m${n}`,
      comp_level: 'f',
      set_number: 1,
      match_number: n,
      winning_alliance: red > blue ? 'red' : '',
      time,
      predicted_time: predicted,
      actual_time: actual,
      alliances: {
        red: { team_keys: ['frc484', 'frc125', 'frc1923'], score: red },
        blue: { team_keys: ['frc11', 'frc1676', 'frc4573'], score: blue },
      },
    });
  const finals: EventSnapshot = {
    eventKey: '2023njfla',
    eventName: 'Mount Olive',
    timezone: 'America/New_York',
    matches: [
      final(1, 130, 112, 1678653480, 1678655225, 1678655257),
      final(2, 105, 98, 1678654680, 1678656602, 1678656576),
      final(3, -1, -1, 1678655880, 1678725842, null),
    ],
    alliances: [],
    awards: [],
  };
  const justAfterF2 = 1678656576 + 300;

  it('is not ahead, and nobody is warned about it (2023njfla F3 after 2-0)', () => {
    expect(eventTimeline(finals, justAfterF2).ahead).toEqual([]);
    const followers = [{ team: 125, timing: { mode: 'matches', matches: 1 } as UpcomingWarningTiming }];
    expect(dueUpcomingWarnings(finals, justAfterF2, followers)).toEqual([]);
  });

  it('is ahead while the series is open (after F1 only)', () => {
    const afterF1 = { ...finals, matches: [finals.matches[0]!, final(2, -1, -1, 1678654680, 1678656602, null), finals.matches[2]!] };
    expect(eventTimeline(afterF1, 1678655257 + 300).ahead.map((a) => a.match.key)).toEqual(['2023njfla_f1m2', '2023njfla_f1m3']);
  });
});
