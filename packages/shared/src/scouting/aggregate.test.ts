import { describe, expect, it } from 'vitest';
import { summarizeTeams, type ScoutedReport } from './aggregate.ts';
import { emptyValues, type FormDefinition } from './form.ts';
import { reefscape2025Form } from './forms/reefscape-2025.ts';

const form: FormDefinition = {
  name: 'Test',
  fields: [
    { id: 'auto_pieces', label: 'Pieces', phase: 'auto', kind: 'counter', max: 20, points: 3 },
    { id: 'left', label: 'Left the line', phase: 'auto', kind: 'checkbox', points: 2 },
    { id: 'teleop_pieces', label: 'Pieces', phase: 'teleop', kind: 'counter', max: 50, points: 1 },
    {
      id: 'climb',
      label: 'Climb',
      phase: 'endgame',
      kind: 'choice',
      options: [
        { value: 'None', label: 'None', points: 0 },
        { value: 'Low', label: 'Low rung', points: 4 },
        { value: 'High', label: 'High rung', points: 10 },
      ],
    },
    { id: 'driver', label: 'Driver', phase: 'after', kind: 'rating', max: 5 },
    { id: 'notes', label: 'Notes', phase: 'after', kind: 'notes', max_length: 280 },
  ],
};

const report = (match: number, team: number, values: Partial<Record<string, number | boolean | string | null>>): ScoutedReport => ({
  match_key: `2025test_qm${match}`,
  team_number: team,
  values: { ...emptyValues(form), ...values } as ScoutedReport['values'],
});

describe('summarizeTeams', () => {
  it('averages per match first: two reports of one match are one sample, weighing as much as a match scouted once', () => {
    const [team] = summarizeTeams(form, [
      report(1, 7790, { auto_pieces: 2, teleop_pieces: 10 }),
      report(1, 7790, { auto_pieces: 4, teleop_pieces: 20 }),
      report(2, 7790, { auto_pieces: 6, teleop_pieces: 30 }),
    ]);
    expect(team).toMatchObject({ team_number: 7790, matches: 2, reports: 3 });
    // Match 1's sample is 3 pieces, match 2's is 6: (3 + 6) / 2, not (2 + 4 + 6) / 3.
    expect(team!.fields.auto_pieces).toBe(4.5);
    expect(team!.fields.teleop_pieces).toBe(22.5);
    expect(team!.phases).toEqual({ auto: 13.5, teleop: 22.5, endgame: 0, total: 36 });
  });

  it('gives a checkbox its share of yes, a rating its average of the rated, a choice its most common label', () => {
    const [team] = summarizeTeams(form, [
      report(1, 254, { left: true, climb: 'High', driver: 4 }),
      report(2, 254, { left: true, climb: 'High', driver: null }),
      report(3, 254, { left: false, climb: 'Low', driver: 2 }),
      report(4, 254, { left: true, climb: 'None', driver: null }),
    ]);
    expect(team!.fields.left).toBe(0.75);
    expect(team!.fields.driver).toBe(3);
    expect(team!.fields.climb).toBe('High rung');
    // Points: left 2 x 0.75 = 1.5 in auto; climb (10 + 10 + 4 + 0) / 4 = 6 in endgame.
    expect(team!.phases).toEqual({ auto: 1.5, teleop: 0, endgame: 6, total: 7.5 });
    expect(team!.fields).not.toHaveProperty('notes');
  });

  it('splits a match between its reports when they disagree on a choice; a tie goes to the form order', () => {
    const [split] = summarizeTeams(form, [
      report(1, 1, { climb: 'High' }),
      report(1, 1, { climb: 'Low' }),
      report(1, 1, { climb: 'Low' }),
      report(2, 1, { climb: 'High' }),
    ]);
    // High: 1/3 + 1 = 1.33, Low: 2/3.
    expect(split!.fields.climb).toBe('High rung');
    const [tied] = summarizeTeams(form, [report(1, 2, { climb: 'High' }), report(2, 2, { climb: 'Low' })]);
    expect(tied!.fields.climb).toBe('Low rung');
  });

  it('leaves out answers an older form version gave differently, and fields no report answered', () => {
    const older = { match_key: '2025test_qm1', team_number: 3, values: { auto_pieces: 3, climb: 'Mid', driver: 9 } };
    const [team] = summarizeTeams(form, [older, report(2, 3, { auto_pieces: 5, driver: null })]);
    expect(team!.fields.auto_pieces).toBe(4);
    expect(team!.fields.climb).toBe('None');
    expect(team!.fields.driver).toBeNull();
    const [unknown] = summarizeTeams(form, [{ match_key: '2025test_qm1', team_number: 4, values: {} }]);
    expect(unknown).toMatchObject({ matches: 1, reports: 1, phases: { total: 0 }, fields: { auto_pieces: null, left: null, climb: null } });
  });

  it('lists every scouted team once, by number, and nothing for no reports', () => {
    const teams = summarizeTeams(form, [report(1, 7790, {}), report(1, 33, {}), report(2, 7790, {}), report(3, 33, {})]);
    expect(teams.map((t) => [t.team_number, t.matches])).toEqual([
      [33, 2],
      [7790, 2],
    ]);
    expect(summarizeTeams(form, [])).toEqual([]);
  });

  it('reads a built-in form: REEFSCAPE coral by level and the barge', () => {
    const values = { ...emptyValues(reefscape2025Form), auto_leave: true, auto_coral_l4: 2, teleop_coral_l2: 3, end_barge: 'DeepCage' };
    const [team] = summarizeTeams(reefscape2025Form, [{ match_key: '2025milac_qm1', team_number: 7790, values }]);
    expect(team!.phases).toEqual({ auto: 3 + 14, teleop: 9, endgame: 12, total: 38 });
    expect(team!.fields.end_barge).toBe('Deep cage');
  });
});
