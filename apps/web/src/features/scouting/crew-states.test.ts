import { describe, expect, it } from 'vitest';
import { crewCounts, flagText, otherScouts, shownMatches, type CrewMatch, type CrewPosition, type PositionState } from './crew-states.ts';

const position = (state: PositionState, extra: Partial<CrewPosition> = {}): CrewPosition => ({
  station: 'red1',
  team_number: 7790,
  assigned: null,
  state,
  reports: [],
  flags: [],
  ...extra,
});
const match = (key: string, states: PositionState[]): CrewMatch => ({
  key,
  name: key,
  time: null,
  played: true,
  positions: states.map((s) => position(s)),
});

const matches = [
  match('qm1', ['scouted', 'scouted', 'missing', 'scouted', 'flagged', 'scouted']),
  match('qm2', ['scouted', 'scouted', 'scouted', 'scouted', 'scouted', 'scouted']),
  match('qm3', ['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'scouted']),
  match('qm4', ['missing', 'scouted', 'scouted', 'scouted', 'scouted', 'scouted']),
];

describe('the crew view', () => {
  it('counts the positions in each state', () => {
    expect(crewCounts(matches)).toEqual({ scouted: 16, missing: 2, flagged: 1, upcoming: 5 });
    expect(crewCounts([])).toEqual({ scouted: 0, missing: 0, flagged: 0, upcoming: 0 });
  });

  it('lists only the matches with a missing or flagged position when asked', () => {
    expect(shownMatches(matches, true).map((m) => m.key)).toEqual(['qm1', 'qm4']);
    expect(shownMatches(matches, false).map((m) => m.key)).toEqual(['qm1', 'qm2', 'qm3', 'qm4']);
  });

  it('names a flag with its phase and both values', () => {
    expect(flagText({ field: 'auto_fuel', label: 'Fuel scored', phase: 'auto', reported: 42, official: 30 })).toBe(
      'Auto fuel scored: reported 42, official 30',
    );
    expect(flagText({ field: 'end_tower', label: 'Tower climb', phase: 'endgame', reported: 'Level2', official: 'None' })).toBe(
      'Endgame tower climb: reported Level2, official None',
    );
    expect(flagText({ field: 'left', label: 'Left the line', phase: 'after', reported: true, official: false })).toBe(
      'Left the line: reported yes, official no',
    );
  });

  it('names who reported a position when it was not the scout assigned', () => {
    const ana = { id: 1, name: 'ana' };
    const ben = { id: 2, name: 'ben' };
    const report = (by: typeof ana | null) => ({ id: 'x', scouted_by: by, team_number: 7790 });
    expect(otherScouts(position('scouted', { assigned: ana, reports: [report(ana)] }))).toEqual([]);
    expect(otherScouts(position('scouted', { assigned: ana, reports: [report(ben), report(ben), report(ana)] }))).toEqual(['ben']);
    expect(otherScouts(position('scouted', { assigned: null, reports: [report(null)] }))).toEqual(['someone unnamed']);
  });
});
