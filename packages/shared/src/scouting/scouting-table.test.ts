import { describe, expect, it } from 'vitest';
import type { PickEntry } from './contracts.ts';
import { csvField, pickListCsv } from './pick-list-csv.ts';
import {
  blueAllianceEventUrl,
  eventKeyFromInput,
  fieldSort,
  isTableSort,
  parsePickedTeams,
  sanitizeEventCode,
  sortRows,
  statboticsEventUrl,
  type ScoutingRow,
} from './scouting-table.ts';

const row = (team: number, stats: Partial<ScoutingRow> = {}): ScoutingRow => ({
  team,
  nickname: `Team ${team}`,
  epa: null,
  epa_auto: null,
  epa_teleop: null,
  epa_endgame: null,
  opr: null,
  dpr: null,
  ccwm: null,
  ...stats,
});

describe('sortRows', () => {
  const rows = [
    row(7790, { epa: 30, opr: 20, dpr: 15 }),
    row(33, { epa: 50, opr: null, dpr: 10 }),
    row(1, { epa: null, opr: 40, dpr: 25 }),
    row(67, { epa: 30, opr: 10, dpr: null }),
  ];

  it('orders team numbers ascending', () => {
    expect(sortRows(rows, 'team').map((r) => r.team)).toEqual([1, 33, 67, 7790]);
  });

  it('puts the highest EPA first, unknown last, ties by team number', () => {
    expect(sortRows(rows, 'epa').map((r) => r.team)).toEqual([33, 67, 7790, 1]);
  });

  it('puts the lowest DPR first (fewest points allowed)', () => {
    expect(sortRows(rows, 'dpr').map((r) => r.team)).toEqual([33, 7790, 1, 67]);
  });

  it('does not change the input', () => {
    sortRows(rows, 'opr');
    expect(rows.map((r) => r.team)).toEqual([7790, 33, 1, 67]);
  });
});

describe("sortRows on the team's own scouting", () => {
  const scouted = (matches: number, total: number, fields: Record<string, number | string | null>): ScoutingRow['scouted'] => ({
    team_number: 0,
    matches,
    reports: matches,
    phases: { auto: total / 4, teleop: total / 2, endgame: total / 4, total },
    fields,
  });
  const rows = [
    row(7790, { scouted: scouted(3, 40, { auto_fuel: 12.5, end_tower: 'Level 2', defense: 0.5 }) }),
    row(33, { scouted: null }),
    row(1, { scouted: scouted(1, 60, { auto_fuel: 4, end_tower: 'Level 1', defense: null }) }),
    row(67),
    row(5, { scouted: scouted(2, 40, { auto_fuel: 12.5, end_tower: 'Level 1', defense: 1 }) }),
  ];
  const order = (by: Parameters<typeof sortRows>[1]) => sortRows(rows, by).map((r) => r.team);

  it('puts the highest scouted figures first, teams never scouted last, ties by team number', () => {
    expect(order('scouted_total')).toEqual([1, 5, 7790, 33, 67]);
    expect(order('scouted_teleop')).toEqual([1, 5, 7790, 33, 67]);
    expect(order('scouted_matches')).toEqual([7790, 5, 1, 33, 67]);
  });

  it('sorts by one form field: numbers highest first, a choice alphabetically, unknown last', () => {
    expect(order(fieldSort('auto_fuel'))).toEqual([5, 7790, 1, 33, 67]);
    expect(order(fieldSort('end_tower'))).toEqual([1, 5, 7790, 33, 67]);
    // A field nobody answered for a team (null) and one the summary lacks both count as unknown.
    expect(order(fieldSort('defense'))).toEqual([5, 7790, 1, 33, 67]);
    expect(order(fieldSort('not_a_field'))).toEqual([1, 5, 33, 67, 7790]);
  });

  it('keeps the public sorts as they were when rows carry scouting', () => {
    const mixed = [row(2, { epa: 10, scouted: scouted(1, 1, {}) }), row(1, { epa: 20 })];
    expect(sortRows(mixed, 'epa').map((r) => r.team)).toEqual([1, 2]);
  });

  it("accepts a member's sort only for the public and scouted choices and the form's own fields", () => {
    expect(isTableSort('ccwm', [])).toBe(true);
    expect(isTableSort('scouted_auto', [])).toBe(true);
    expect(isTableSort('field:auto_fuel', ['auto_fuel'])).toBe(true);
    expect(isTableSort('field:auto_fuel', ['teleop_fuel'])).toBe(false);
    expect(isTableSort('scouted_notes', ['notes'])).toBe(false);
    expect(isTableSort(null, [])).toBe(false);
  });
});

describe('event codes', () => {
  it('strips everything but letters, digits, underscore and hyphen for links', () => {
    expect(sanitizeEventCode('  2025mi lac"><script>  ')).toBe('2025milacscript');
    expect(blueAllianceEventUrl('2025milac/../x')).toBe('https://www.thebluealliance.com/event/2025milacx');
    expect(statboticsEventUrl('2025mitvc')).toBe('https://www.statbotics.io/event/2025mitvc');
  });

  it('reads a full key as typed and prefixes a bare code with the season year', () => {
    const march = new Date(2025, 2, 1);
    const october = new Date(2025, 9, 1);
    expect(eventKeyFromInput(' 2025MILAC ', march)).toBe('2025milac');
    expect(eventKeyFromInput('milac', march)).toBe('2025milac');
    expect(eventKeyFromInput('milac', october)).toBe('2026milac');
    expect(eventKeyFromInput('   ', march)).toBeNull();
    expect(eventKeyFromInput('12', march)).toBeNull();
  });
});

describe('parsePickedTeams', () => {
  it('keeps only team numbers marked true', () => {
    expect(parsePickedTeams('{"7790":true,"33":false,"x":true,"67":"yes"}')).toEqual({ '7790': true });
  });

  it('treats missing or broken storage as no picks', () => {
    expect(parsePickedTeams(null)).toEqual({});
    expect(parsePickedTeams('not json')).toEqual({});
    expect(parsePickedTeams('[1,2]')).toEqual({});
  });
});

describe('pick list CSV', () => {
  const entry = (team: number, tier: PickEntry['tier'], position: number, extra: Partial<PickEntry> = {}): PickEntry => ({
    team_number: team,
    tier,
    position,
    status: 'available',
    note: '',
    updated_by: 'scout',
    updated_at: '2025-03-01T12:00:00.000Z',
    ...extra,
  });

  it('quotes fields that need it and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('fast, accurate')).toBe('"fast, accurate"');
    expect(csvField('says "hi"')).toBe('"says ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // A semicolon-locale spreadsheet splits cells at ; (outside quotes or not): each piece is defused too.
    expect(csvField('x;=HYPERLINK("http://a")')).toBe(`"x;'=HYPERLINK(""http://a"")"`);
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('=1;+2;-3;@4')).toBe(`"'=1;'+2;'-3;'@4"`);
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(null)).toBe('');
  });

  it('lists ranked teams in order, then do-not-pick, then the rest by number', () => {
    const csv = pickListCsv(
      [
        entry(33, 'ranked', 2, { status: 'picked' }),
        entry(7790, 'ranked', 1, { note: 'Our own, line 1\nline 2' }),
        entry(67, 'do_not_pick', 1, { status: 'declined' }),
      ],
      [row(7790, { epa: 36.94, opr: 35.04 }), row(33), row(67), row(1), row(5)],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('List,Order,Team,Name,Status,Note,EPA,Auto EPA,Teleop EPA,Endgame EPA,OPR,DPR,CCWM');
    expect(lines[1]).toBe('Pick list,1,7790,Team 7790,Available,"Our own, line 1\nline 2",36.9,,,,35,,');
    expect(lines[2]).toBe('Pick list,2,33,Team 33,Picked,,,,,,,,');
    expect(lines[3]).toBe('Do not pick,1,67,Team 67,Declined,,,,,,,,');
    expect(lines.slice(4, 6).map((l) => l.split(',')[2])).toEqual(['1', '5']);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
