import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { CompetitionChange } from '@team7790/shared/live/events';
import { describe, expect, it } from 'vitest';
import { patchMatchPage } from './apply-change.ts';

const EVENT = '2019nyny';
const START = 1_554_563_564;

const row = (n: number, started: number | null, scores: [number, number] | null = null): MatchSummary => ({
  key: `${EVENT}_qm${n}`,
  event_key: EVENT,
  comp_level: 'qm',
  set_number: 1,
  match_number: n,
  winning_alliance: scores ? (scores[0] > scores[1] ? 'red' : 'blue') : '',
  time: START - 600,
  predicted_time: START,
  actual_time: started,
  alliances: {
    red: { team_keys: ['frc4640'], surrogate_team_keys: [], dq_team_keys: [], score: scores?.[0] ?? null },
    blue: { team_keys: ['frc1156'], surrogate_team_keys: [], dq_team_keys: [], score: scores?.[1] ?? null },
  },
});

const page = (match: MatchSummary, onField: boolean): MatchPageResponse => ({
  stale: false,
  fetchedAt: null,
  match: { ...match, score_breakdown: null, videos: [] },
  event: null,
  teams: [],
  epa_pending: false,
  on_field: onField,
});

const change = (...matches: MatchSummary[]): CompetitionChange => ({ type: 'competition.changed', event_key: EVENT, topics: [], matches });

describe('a live change on an open match page: on the field', () => {
  it('a change that starts the match puts it on the field; its score takes it off', () => {
    const waiting = page(row(12, null), false);
    const started = patchMatchPage(waiting, change(row(12, START)));
    expect(started.on_field).toBe(true);
    expect(started.match.actual_time).toBe(START);
    const scored = patchMatchPage(started, change(row(12, START, [80, 60])));
    expect(scored.on_field).toBe(false);
    expect(scored.match.alliances.red.score).toBe(80);
  });

  it('the next match starting takes it off, a change about other things leaves it as it is', () => {
    const onField = page(row(12, START), true);
    expect(patchMatchPage(onField, change(row(11, START - 500, [1, 2])))).toBe(onField);
    expect(patchMatchPage(onField, change(row(13, START + 420))).on_field).toBe(false);
    // A match the server said was not on the field (a later one had started) is not put there by a change to its time.
    const overtaken = page(row(12, START), false);
    expect(patchMatchPage(overtaken, change(row(14, null))).on_field).toBe(false);
  });
});
