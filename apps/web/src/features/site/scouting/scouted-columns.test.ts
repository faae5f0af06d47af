import { rebuilt2026Form } from '@team7790/shared/scouting/forms/rebuilt-2026';
import { describe, expect, it } from 'vitest';
import { fieldColumns, fieldFigureText, figureText, matchesText, scoutedSortOptions, type SummaryField } from './scouted-columns.ts';

const columns = fieldColumns(rebuilt2026Form);
const field = (id: string) => columns.find((c) => c.field.id === id)!.field;

describe('the scouted columns of the members’ table', () => {
  it('has one column per field but notes, in the form’s order, named with their phase', () => {
    expect(columns.map((c) => c.field.id)).toEqual(rebuilt2026Form.fields.filter((f) => f.kind !== 'notes').map((f) => f.id));
    expect(columns.map((c) => c.field.id)).not.toContain('notes');
    expect(columns[0]).toMatchObject({ phase: 'Auto', sort: 'field:auto_fuel' });
    expect(columns.find((c) => c.field.id === 'driver_skill')?.phase).toBe('After match');
    expect(fieldColumns(null)).toEqual([]);
  });

  it('shows counters and ratings with one decimal, a checkbox as a percentage, a choice as its label', () => {
    expect(fieldFigureText(field('auto_fuel'), 12.345)).toBe('12.3');
    expect(fieldFigureText(field('driver_skill'), 4)).toBe('4.0');
    expect(fieldFigureText(field('teleop_defense'), 0.375)).toBe('38%');
    expect(fieldFigureText(field('teleop_defense'), 0)).toBe('0%');
    expect(fieldFigureText(field('end_tower'), 'Level 2')).toBe('Level 2');
    expect(fieldFigureText(field('end_tower'), 2 as unknown as string)).toBe('–');
  });

  it('shows a dash where a figure is unknown, and 0 matches for a team never scouted', () => {
    expect(fieldFigureText(field('auto_fuel'), null)).toBe('–');
    expect(fieldFigureText(field('auto_fuel') as SummaryField, undefined)).toBe('–');
    expect(figureText(null)).toBe('–');
    expect(figureText(undefined)).toBe('–');
    expect(figureText(0)).toBe('0.0');
    expect(matchesText(null)).toBe('0');
    expect(matchesText({ team_number: 1, matches: 3, reports: 4, phases: { auto: 0, teleop: 0, endgame: 0, total: 0 }, fields: {} })).toBe('3');
  });

  it('offers the field sorts only while every field is shown', () => {
    expect(scoutedSortOptions(columns, false).fields).toEqual([]);
    expect(scoutedSortOptions(columns, false).scouted.map((o) => o.value)).toEqual([
      'scouted_total',
      'scouted_auto',
      'scouted_teleop',
      'scouted_endgame',
      'scouted_matches',
    ]);
    const fields = scoutedSortOptions(columns, true).fields;
    expect(fields[0]).toEqual({ value: 'field:auto_fuel', label: 'Auto: Fuel scored' });
    expect(fields).toHaveLength(columns.length);
  });
});
