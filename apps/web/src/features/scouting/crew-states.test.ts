import { describe, expect, it } from 'vitest';
import { crewCounts, flagText, otherScouts, scoutCompletion, shownMatches, shownState, type CrewMatch, type CrewPosition } from './crew-states.ts';

type ServerState = CrewPosition['state'];

const position = (state: ServerState, extra: Partial<CrewPosition> = {}): CrewPosition => ({
  station: 'red1',
  team_number: 7790,
  assigned: null,
  state,
  reports: [],
  flags: [],
  ...extra,
});
const match = (key: string, states: ServerState[]): CrewMatch => ({
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
    // No scout is assigned to these positions: a played one without a report is "No scout", not a late scout's.
    expect(crewCounts(matches)).toEqual({ scouted: 16, missing: 0, unassigned: 2, flagged: 1, upcoming: 5 });
    expect(crewCounts([])).toEqual({ scouted: 0, missing: 0, unassigned: 0, flagged: 0, upcoming: 0 });
  });

  it('tells a late scout (Missing) from a position nobody was assigned (No scout)', () => {
    const ana = { id: 1, name: 'ana' };
    expect(shownState(position('missing', { assigned: ana }))).toBe('missing');
    expect(shownState(position('missing'))).toBe('unassigned');
    expect(shownState(position('upcoming'))).toBe('upcoming');
  });

  it("gives each assigned scout's completion, the least complete first", () => {
    const ana = { id: 1, name: 'ana' };
    const ben = { id: 2, name: 'ben' };
    const at = (state: ServerState, assigned: typeof ana | null) => position(state, { assigned });
    const played = (positions: CrewPosition[]): CrewMatch => ({ key: 'p', name: 'p', time: null, played: true, positions });
    const toCome = (positions: CrewPosition[]): CrewMatch => ({ key: 'c', name: 'c', time: null, played: false, positions });
    const rows = scoutCompletion([
      played([at('scouted', ana), at('missing', ben), at('missing', null)]),
      played([at('flagged', ana), at('scouted', ben)]),
      // Reported before the provider marked the match played: done, and due.
      toCome([at('scouted', ana), at('upcoming', ben)]),
      toCome([at('upcoming', ana)]),
    ]);
    expect(rows).toEqual([
      { id: 2, name: 'ben', done: 1, due: 2, toCome: 1 },
      { id: 1, name: 'ana', done: 3, due: 3, toCome: 1 },
    ]);
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
