import { describe, expect, it } from 'vitest';
import type { EventPageResponse } from '../competition/contracts/event.ts';
import {
  chatAlertText,
  chatBundleDueAt,
  diffSnapshots,
  snapshotFromEventPage,
  teamAlertKey,
  upcomingFact,
  type EventSnapshot,
  type SnapshotMatch,
} from './alerts.ts';

const match = (
  n: number,
  red: number[],
  blue: number[],
  scores: [number, number] | null,
  predicted: number | null = null,
  level = 'qm',
): SnapshotMatch => ({
  key: `2026mihsi_${level === 'qm' ? `qm${n}` : `${level}${n}m1`}`,
  label: level === 'qm' ? `Q${n}` : `SF${n}`,
  compLevel: level,
  setNumber: level === 'qm' ? 1 : n,
  matchNumber: level === 'qm' ? n : 1,
  red,
  blue,
  redScore: scores?.[0] ?? null,
  blueScore: scores?.[1] ?? null,
  winner: scores ? (scores[0] > scores[1] ? 'red' : scores[1] > scores[0] ? 'blue' : '') : '',
  scheduledTime: null,
  predictedTime: predicted,
  actualTime: null,
});

const snap = (parts: Partial<EventSnapshot>): EventSnapshot => ({
  eventKey: '2026mihsi',
  eventName: 'Harbor Springs',
  timezone: 'America/Detroit',
  matches: [],
  alliances: [],
  awards: [],
  ...parts,
});
const teams = new Set([7790, 33]);
const kinds = (facts: { kind: string; team: number; subject: string }[]) => facts.map((f) => `${f.team}:${f.kind}:${f.subject}`);

describe('playoff match names in alerts', () => {
  const side = (team_keys: string[], score: number | null) => ({ team_keys, surrogate_team_keys: [], dq_team_keys: [], score });
  const eventPage = (playoff_type: number | null, score: number | null) =>
    ({
      event: { key: '2023mijac', name: 'FIM District Jackson Event', short_name: 'Jackson', timezone: 'America/Detroit', playoff_type },
      matches: [
        {
          key: '2023mijac_sf13m1',
          event_key: '2023mijac',
          comp_level: 'sf',
          set_number: 13,
          match_number: 1,
          winning_alliance: score === null ? '' : 'red',
          time: null,
          predicted_time: 1_680_000_000,
          actual_time: null,
          alliances: { red: side(['frc7790', 'frc1', 'frc2'], score), blue: side(['frc33', 'frc3', 'frc4'], score === null ? null : score - 10) },
        },
      ],
      alliances: [],
      awards: [],
    }) as unknown as EventPageResponse;

  it('names a 2023+ double elimination match as the bracket does: "7790 won M13", not SF13', () => {
    const before = snapshotFromEventPage(eventPage(10, null));
    const after = snapshotFromEventPage(eventPage(10, 120));
    expect(after.matches[0]!.label).toBe('M13');
    expect(diffSnapshots(before, after, teams).map((f) => f.title)).toEqual(['7790 won M13', '33 lost M13']);
    expect(upcomingFact(before, before.matches[0]!, 7790).title).toBe('7790 plays M13 soon');
  });

  it('keeps the set and match of a best-of-3 semifinal (playoff_type 0)', () => {
    expect(snapshotFromEventPage(eventPage(0, null)).matches[0]!.label).toBe('SF13-1');
  });
});

describe('snapshot differences', () => {
  it('says nothing on the first look at an event (the baseline)', () => {
    expect(diffSnapshots(null, snap({ matches: [match(1, [7790, 1, 2], [33, 3, 4], [100, 90])] }), teams)).toEqual([]);
  });

  it('announces a schedule once, when the team first appears in qualification matches', () => {
    const before = snap({});
    const after = snap({ matches: [match(3, [7790, 1, 2], [5, 6, 8], null, 1_790_000_000), match(9, [7790, 5, 6], [1, 2, 3], null)] });
    const facts = diffSnapshots(before, after, teams);
    expect(kinds(facts)).toEqual(['7790:schedule:schedule']);
    expect(facts[0]!.body).toMatch(/^2 qualification matches; first is Q3 at \d{1,2}:\d{2} (AM|PM)$/);
    expect(diffSnapshots(after, after, teams)).toEqual([]);
  });

  it('reports each newly scored match for the followed teams on both sides, with the outcome from their side', () => {
    const before = snap({ matches: [match(1, [7790, 1, 2], [33, 3, 4], null)] });
    const after = snap({ matches: [match(1, [7790, 1, 2], [33, 3, 4], [100, 90])] });
    const facts = diffSnapshots(before, after, teams);
    expect(facts.map((f) => f.title)).toEqual(['7790 won Q1', '33 lost Q1']);
    expect(facts[0]!.body).toBe('Red 100 – Blue 90 · Harbor Springs');
    expect(diffSnapshots(after, after, teams)).toEqual([]);
  });

  it('reports alliance selection once, then advancing, the lower bracket, and elimination', () => {
    const alliance = (round: string | null, status: string, losses = 0) => ({
      number: 2,
      name: 'Alliance 2',
      picks: [33, 7790, 9],
      status,
      level: 'sf',
      round,
      losses,
    });
    const none = snap({});
    const picked = snap({ alliances: [alliance(null, 'playing')] });
    expect(diffSnapshots(none, picked, teams).map((f) => f.title)).toEqual(['33 captains Alliance 2', '7790 picked for Alliance 2']);
    const r1 = snap({ alliances: [alliance('Round 1', 'playing')] });
    expect(diffSnapshots(picked, r1, new Set([7790]))).toEqual([]); // entering the first round is not news
    const r2 = snap({ alliances: [alliance('Round 2', 'playing', 1)] });
    expect(diffSnapshots(r1, r2, new Set([7790])).map((f) => f.title)).toEqual(['7790 advances to Round 2 (lower bracket)']);
    const out = snap({ alliances: [alliance('Round 2', 'eliminated', 2)] });
    expect(kinds(diffSnapshots(r2, out, new Set([7790])))).toEqual(['7790:eliminated:playoffs']);
    // The provider says 'won' at level sf for an alliance that won a round it later went out after: not the event.
    const wonRound = snap({ alliances: [alliance('Round 2', 'won', 1)] });
    expect(kinds(diffSnapshots(r2, wonRound, new Set([7790])))).toEqual([]);
    const won = snap({ alliances: [{ ...alliance('Finals', 'won', 1), level: 'f' }] });
    expect(kinds(diffSnapshots(wonRound, won, new Set([7790])))).toEqual(['7790:advanced:won']);
  });

  it('reports a new award per team, not one already given', () => {
    const one = snap({ awards: [{ name: 'Winner', awardType: 1, teams: [7790] }] });
    const two = snap({
      awards: [
        { name: 'Winner', awardType: 1, teams: [7790, 33] },
        { name: 'Impact Award', awardType: 0, teams: [7790] },
      ],
    });
    expect(kinds(diffSnapshots(one, two, teams))).toEqual(['33:award:award:1', '7790:award:award:0']);
  });
});

describe('alert keys', () => {
  it('keys a fact by person, team, event, subject and kind, so a result seen twice is one alert', () => {
    const before = snap({ matches: [match(1, [7790, 1, 2], [33, 3, 4], null)] });
    const played = snap({ matches: [match(1, [7790, 1, 2], [33, 3, 4], [100, 90])] });
    const corrected = snap({ matches: [match(1, [7790, 1, 2], [33, 3, 4], [101, 90])] });
    const first = diffSnapshots(before, played, teams);
    expect(teamAlertKey(4, first[0]!)).toBe('team:4:7790:2026mihsi:2026mihsi_qm1:result');
    // Seen again from an older snapshot (another instance, a replayed look): the same keys.
    expect(diffSnapshots(before, corrected, teams).map((f) => teamAlertKey(4, f))).toEqual(first.map((f) => teamAlertKey(4, f)));
  });
});

describe('chat bundles', () => {
  it('is due after the window, and not before the cool-down since the last alert for that chat', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(chatBundleDueAt(now, null, 20, 120).toISOString()).toBe('2026-03-01T12:00:20.000Z');
    expect(chatBundleDueAt(now, new Date('2026-03-01T11:59:30Z'), 20, 120).toISOString()).toBe('2026-03-01T12:01:30.000Z');
  });

  it('words one message, a burst, a mention and a direct message', () => {
    const channel = { kind: 'channel' as const, name: 'general' };
    const m = (senderName: string, text: string, mentionsMe = false) => ({ senderName, text, mentionsMe });
    expect(chatAlertText(channel, [])).toBeNull();
    expect(chatAlertText(channel, [m('ana', 'hi')])).toEqual({ title: 'ana in #general', body: 'hi' });
    expect(chatAlertText(channel, [m('ana', 'a'), m('ben', 'b'), m('ana', 'c')])).toEqual({ title: '3 new messages in #general', body: 'ana: c' });
    expect(chatAlertText(channel, [m('ana', 'a'), m('ben', 'hey @cy', true)])).toEqual({
      title: 'ben mentioned you in #general',
      body: 'hey @cy (+1 more)',
    });
    expect(chatAlertText({ kind: 'dm', name: 'ana, cy' }, [m('ana', 'x'.repeat(200))])!.body).toHaveLength(120);
    expect(chatAlertText({ kind: 'dm', name: 'ana, cy' }, [m('ana', 'a'), m('ana', 'b')])!.title).toBe('2 new messages from ana');
  });
});
