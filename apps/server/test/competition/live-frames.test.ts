import { describe, expect, it } from 'vitest';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { TbaAlliance, TbaAward, TbaEvent, TbaEventRankings, TbaMatch, TbaTeam } from '@team7790/shared/competition/tba';
import { MAX_LIVE_FRAME_BYTES, type CompetitionChange } from '@team7790/shared/live/events';
import { boundedChange, compareLive, fingerprintOf } from '../../src/features/live-scores/changes.ts';
import {
  sortMatches,
  toAlliances,
  toAwards,
  toEventDetail,
  toMatchDetail,
  toMatchSummary,
  toRankings,
  toTeamSummary,
} from '../../src/features/competition/shaping/tba-shapes.ts';
import { fixture } from './stand-in-provider.ts';
import { unplayed } from '../live/recorded-changes.ts';

const EVENT = '2019nyny';
const BACKLOG = 60;

const frameBytes = (change: CompetitionChange) => Buffer.byteLength(JSON.stringify(change), 'utf8');

/** The recorded 2019 New York City Regional's event page and match pages, shaped as the server shapes them. */
function eventState(matches: TbaMatch[], rankings: TbaEventRankings) {
  const teams = fixture<TbaTeam[]>(`tba/event/${EVENT}/teams.json`).map(toTeamSummary);
  const page: EventPageResponse = {
    stale: false,
    fetchedAt: null,
    event: toEventDetail(fixture<TbaEvent>(`tba/event/${EVENT}.json`)),
    status: 'current',
    is_championship: false,
    divisions: [],
    teams,
    rankings: toRankings(rankings, new Map(teams.map((t) => [t.key, t.nickname]))),
    matches: sortMatches(matches.map(toMatchSummary)),
    alliances: toAlliances(fixture<TbaAlliance[]>(`tba/event/${EVENT}/alliances.json`)),
    awards: toAwards(fixture<TbaAward[]>(`tba/event/${EVENT}/awards.json`)),
  };
  return { page, details: matches.map(toMatchDetail) };
}

/** A match as the provider lists it before it is played: no scores (-1), no winner, no breakdown, no videos. */
const recorded = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`);
const recordedRankings = fixture<TbaEventRankings>(`tba/event/${EVENT}/rankings.json`);
const qualifications = recorded.filter((m) => m.comp_level === 'qm').sort((a, b) => a.match_number - b.match_number);

/**
 * The event as the provider gives it when the first `played` qualification matches have a result (the others and the
 * playoffs not played yet), with `rankings` as they stand.
 */
function afterQualification(played: number, rankings: TbaEventRankings) {
  const known = new Set(qualifications.slice(0, played).map((m) => m.key));
  return eventState(
    recorded.map((m) => (known.has(m.key) ? m : unplayed(m))),
    rankings,
  );
}

/** The change from what open pages were told (`before`) to the event `now`. */
function changeBetween(before: ReturnType<typeof eventState>, now: ReturnType<typeof eventState>): CompetitionChange {
  const { change } = compareLive(fingerprintOf(before.page, before.details), now.page, now.details);
  return change!;
}

/** How large a live frame may be (decision 0011), on the recorded 2019 New York City Regional. */
describe('a competition change as one frame of the live stream', () => {
  const lastQualification = qualifications.length;

  it(`sends a backlog of ${BACKLOG} results as the keys of what changed, within ${MAX_LIVE_FRAME_BYTES} bytes`, () => {
    // The results of the last 60 qualification matches arrive at once, and with them the rankings.
    const before = afterQualification(lastQualification - BACKLOG, { ...recordedRankings, rankings: [] });
    const change = changeBetween(before, afterQualification(lastQualification, recordedRankings));
    const backlog = qualifications.slice(-BACKLOG).map((m) => m.key);
    expect(change.matches!.map((m) => m.key).sort()).toEqual([...backlog].sort());
    // Whole, it is more than three times the bound (each match's row and breakdown, the rankings: 222,017 bytes).
    expect(frameBytes(change)).toBeGreaterThan(3 * MAX_LIVE_FRAME_BYTES);

    const frame = boundedChange(change);
    expect(frameBytes(frame)).toBeLessThanOrEqual(MAX_LIVE_FRAME_BYTES);
    expect(frame).toEqual({
      type: 'competition.changed',
      event_key: EVENT,
      topics: change.topics,
      refetch: { matches: expect.any(Array), rankings: true },
    });
    expect([...frame.refetch!.matches].sort()).toEqual([...backlog].sort());
    // It reaches every page the whole change would have: the event's, each match's, each team's.
    expect(frame.topics).toEqual(expect.arrayContaining([`event:${EVENT}`, ...backlog.map((k) => `match:${k}`), 'team:4640']));
  });

  it("sends one result whole, as before: the match's row and breakdown, and the rankings", () => {
    const before = afterQualification(lastQualification - 1, { ...recordedRankings, rankings: [] });
    const change = changeBetween(before, afterQualification(lastQualification, recordedRankings));
    expect(change.matches!.map((m) => m.key)).toEqual([qualifications.at(-1)!.key]);
    expect(change.match_details![0]!.score_breakdown).not.toBeNull();
    expect(change.rankings!.rows.length).toBeGreaterThan(0);
    expect(frameBytes(change)).toBeLessThanOrEqual(MAX_LIVE_FRAME_BYTES);
    expect(boundedChange(change)).toBe(change);
  });

  it('weighs the whole frame: one result with rankings too large to carry is sent as what changed', () => {
    const before = afterQualification(lastQualification - 1, recordedRankings);
    const small = changeBetween(before, afterQualification(lastQualification, recordedRankings));
    expect(small).not.toHaveProperty('rankings');
    // Rankings of a few thousand rows: the match is small, the frame is not.
    const [first] = toRankings(recordedRankings, new Map()).rows;
    const rows = Array.from({ length: 3000 }, (_, i) => ({ ...first!, rank: i + 1, team_key: `frc${i + 1}` }));
    const huge: CompetitionChange = { ...small, rankings: { sort_order_names: [], rows } };
    expect(frameBytes(small)).toBeLessThan(MAX_LIVE_FRAME_BYTES / 4);
    expect(frameBytes(huge)).toBeGreaterThan(MAX_LIVE_FRAME_BYTES);

    const frame = boundedChange(huge);
    expect(frame).toEqual({
      type: 'competition.changed',
      event_key: EVENT,
      topics: huge.topics,
      refetch: { matches: [qualifications.at(-1)!.key], rankings: true },
    });
    expect(boundedChange(small)).toBe(small);
  });
});
