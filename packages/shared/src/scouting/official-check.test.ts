import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyValues, type FieldValue, type FormDefinition } from './form.ts';
import { rebuilt2026Form } from './forms/rebuilt-2026.ts';
import { reefscape2025Form } from './forms/reefscape-2025.ts';
import { STATIONS, type Station } from './match-scouting.ts';
import { officialFlags, type CheckedReport, type OfficialBreakdown } from './official-check.ts';

/** Real breakdowns as The Blue Alliance recorded them, read where they are kept (not copied into the repository). */
interface RecordedMatch {
  key: string;
  comp_level: string;
  score_breakdown: OfficialBreakdown | null;
}
const recorded = (eventKey: string): RecordedMatch[] =>
  JSON.parse(readFileSync(`/work/shared/fixtures/tba/event/${eventKey}/matches.json`, 'utf8')) as RecordedMatch[];
const breakdownOf = (matches: RecordedMatch[], key: string) => matches.find((m) => m.key === key)!.score_breakdown!;

const allianceOf = (s: Station) => (s.startsWith('red') ? 'red' : 'blue');
const figure = (side: Record<string, unknown>, path: string) => path.split('.').reduce<any>((at, part) => at?.[part], side) as number;

/** What six scouts who saw exactly what the field recorded would report: robot entries as they are, alliance counts shared out. */
function truthfulReports(form: FormDefinition, breakdown: OfficialBreakdown): CheckedReport[] {
  return STATIONS.map((station, i) => {
    const side = breakdown[allianceOf(station)];
    const digit = station.slice(-1);
    const values: Record<string, FieldValue> = emptyValues(form);
    for (const field of form.fields) {
      if (!('official' in field) || !field.official) continue;
      if ('robot' in field.official) {
        const official = side[`${field.official.robot}${digit}`];
        values[field.id] = field.kind === 'checkbox' ? official === (field.official.yes ?? 'Yes') : (official as string);
      } else {
        const total = figure(side, field.official.alliance);
        values[field.id] = Math.floor(total / 3) + (i % 3 === 0 ? total % 3 : 0);
      }
    }
    return { station, values };
  });
}

const flagged = (flags: ReturnType<typeof officialFlags>) =>
  Object.entries(flags)
    .filter(([, f]) => f.length > 0)
    .map(([s, f]) => `${s}:${f.map((x) => x.field).join('+')}`);

describe.each([
  ['2026marea', rebuilt2026Form],
  ['2025mndu', reefscape2025Form],
])('checks against the recorded breakdowns of %s', (eventKey, form) => {
  const matches = recorded(eventKey).filter((m) => m.score_breakdown);

  it('flags nothing in any played match when the reports say what the field recorded', () => {
    expect(matches.length).toBeGreaterThan(80);
    const wrong = matches.map((m) => [m.key, flagged(officialFlags(form, m.score_breakdown, truthfulReports(form, m.score_breakdown!)))] as const);
    expect(wrong.filter(([, f]) => f.length > 0)).toEqual([]);
  });
});

describe('REBUILT 2026 (2026marea)', () => {
  const matches = recorded('2026marea');
  // Blue in qualification 25: 5459 (blue2) climbed to level 1 at the end; the hub counted 18 fuel in auto, 31 in teleop.
  const breakdown = breakdownOf(matches, '2026marea_qm25');
  const truthful = truthfulReports(rebuilt2026Form, breakdown);
  const edit = (station: Station, values: Record<string, FieldValue>) =>
    truthful.map((r) => (r.station === station ? { ...r, values: { ...r.values, ...values } } : r));

  it('flags a robot whose tower level disagrees, with both levels by label, and no one else', () => {
    expect(breakdown.blue.endGameTowerRobot2).toBe('Level1');
    const flags = officialFlags(rebuilt2026Form, breakdown, edit('blue2', { end_tower: 'Level3' }));
    expect(flagged(flags)).toEqual(['blue2:end_tower']);
    expect(flags.blue2).toEqual([{ field: 'end_tower', label: 'Tower climb', phase: 'endgame', reported: 'Level 3', official: 'Level 1' }]);
  });

  it("flags all three of an alliance when their fuel adds up beyond the tolerance of the hub's count, and not within it", () => {
    expect(breakdown.blue.hubScore).toMatchObject({ autoCount: 18, teleopCount: 31 });
    const blue1 = truthful.find((r) => r.station === 'blue1')!.values;
    const within = officialFlags(rebuilt2026Form, breakdown, edit('blue1', { auto_fuel: (blue1.auto_fuel as number) + 10 }));
    expect(flagged(within)).toEqual([]);
    const beyond = officialFlags(rebuilt2026Form, breakdown, edit('blue1', { auto_fuel: (blue1.auto_fuel as number) + 11 }));
    expect(flagged(beyond)).toEqual(['blue1:auto_fuel', 'blue2:auto_fuel', 'blue3:auto_fuel']);
    expect(beyond.blue3[0]).toEqual({ field: 'auto_fuel', label: 'Fuel scored', phase: 'auto', reported: 29, official: 18 });
  });

  it('waits for all three stations of an alliance before adding up, and reads a station scouted twice as its mean', () => {
    const twoOfThree = truthful
      .filter((r) => r.station !== 'red3')
      .map((r) => (r.station === 'red1' ? { ...r, values: { ...r.values, teleop_fuel: 500 } } : r));
    expect(flagged(officialFlags(rebuilt2026Form, breakdown, twoOfThree))).toEqual([]);
    const red2 = truthful.find((r) => r.station === 'red2')!;
    const teleop = red2.values.teleop_fuel as number;
    // Two scouts on red2, one 40 over and one 40 under: the mean is right.
    const doubled = [
      ...truthful.filter((r) => r.station !== 'red2'),
      { station: 'red2' as const, values: { ...red2.values, teleop_fuel: teleop + 40 } },
      { station: 'red2' as const, values: { ...red2.values, teleop_fuel: Math.max(teleop - 40, 0) } },
    ];
    expect(teleop).toBeGreaterThanOrEqual(40);
    expect(flagged(officialFlags(rebuilt2026Form, breakdown, doubled))).toEqual([]);
  });

  it('flags nothing without a breakdown (a match not played yet)', () => {
    expect(flagged(officialFlags(rebuilt2026Form, null, edit('red1', { end_tower: 'Level3' })))).toEqual([]);
  });
});

describe('REEFSCAPE 2025 (2025mndu)', () => {
  const matches = recorded('2025mndu');
  // Blue in qualification 4: 8422 parked, 6574 did not, 1732 reached the deep cage; all three left the line; 5 algae
  // went to the processor.
  const breakdown = breakdownOf(matches, '2025mndu_qm4');
  const truthful = truthfulReports(reefscape2025Form, breakdown);

  it("reads the leave checkbox against the breakdown's Yes, and the barge by option", () => {
    expect([breakdown.blue.autoLineRobot3, breakdown.blue.endGameRobot3]).toEqual(['Yes', 'DeepCage']);
    const reports = truthful.map((r) => (r.station === 'blue3' ? { ...r, values: { ...r.values, auto_leave: false, end_barge: 'ShallowCage' } } : r));
    const flags = officialFlags(reefscape2025Form, breakdown, reports);
    expect(flagged(flags)).toEqual(['blue3:auto_leave+end_barge']);
    expect(flags.blue3).toEqual([
      { field: 'auto_leave', label: 'Left the starting line', phase: 'auto', reported: false, official: true },
      { field: 'end_barge', label: 'Barge', phase: 'endgame', reported: 'Shallow cage', official: 'Deep cage' },
    ]);
  });

  it("adds up the alliance's processor algae, with its tolerance of 2", () => {
    expect(breakdown.blue.wallAlgaeCount).toBe(5);
    const withProcessor = (n: number) =>
      officialFlags(
        reefscape2025Form,
        breakdown,
        truthful.map((r) => (r.station === 'blue2' ? { ...r, values: { ...r.values, teleop_algae_processor: n } } : r)),
      );
    const blue2 = truthful.find((r) => r.station === 'blue2')!.values.teleop_algae_processor as number;
    expect(flagged(withProcessor(blue2 + 2))).toEqual([]);
    expect(flagged(withProcessor(blue2 + 3))).toEqual([
      'blue1:teleop_algae_processor',
      'blue2:teleop_algae_processor',
      'blue3:teleop_algae_processor',
    ]);
  });

  it('leaves out an answer that does not fit its field', () => {
    const reports = truthful.map((r) => (r.station === 'blue3' ? { ...r, values: { ...r.values, end_barge: 'Hovering' } } : r));
    expect(flagged(officialFlags(reefscape2025Form, breakdown, reports))).toEqual([]);
  });
});
