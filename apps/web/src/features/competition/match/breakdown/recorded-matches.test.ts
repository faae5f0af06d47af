/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBreakdown, type BreakdownMatch } from './build-breakdown.ts';
import type { BreakdownTable } from './breakdown-types.ts';

/** Real recorded provider answers, read where they are kept (never copied into the repository). */
const FIXTURES = process.env.COMPETITION_FIXTURES_DIR ?? fileURLToPath(new URL('../../../../../../../../shared/fixtures', import.meta.url));

interface RecordedMatch extends BreakdownMatch {
  key: string;
  score_breakdown: { red: Record<string, unknown>; blue: Record<string, unknown> } | null;
}

function recorded(eventKey: string, matchKey: string): RecordedMatch {
  const matches = JSON.parse(readFileSync(`${FIXTURES}/tba/event/${eventKey}/matches.json`, 'utf8')) as RecordedMatch[];
  const match = matches.find((m) => m.key === matchKey);
  if (!match) throw new Error(`${matchKey} is not in the recording`);
  return match;
}

const cell = (table: BreakdownTable, section: string, label: string) => {
  const row = table.sections.find((s) => s.title === section)?.rows.find((r) => r.label === label);
  if (!row) throw new Error(`no row ${section} / ${label}`);
  return { blue: row.blue.text, red: row.red.text };
};

/** One recorded match per season, with values read by hand from the recording. */
const SEASONS: Array<{ year: number; event: string; match: string; game: string | null; checks: Array<[string, string, string, string]> }> = [
  {
    year: 2015,
    event: '2015nyny',
    match: '2015nyny_qm1',
    game: 'Recycle Rush',
    checks: [
      ['Teleop', 'Totes (Far)', '?', '3'],
      ['Penalties', 'Foul Points (deducted)', '?', '-6'],
    ],
  },
  {
    year: 2016,
    event: '2016nyny',
    match: '2016nyny_qm1',
    game: 'Stronghold',
    checks: [
      ['Auto', 'Auto (Robot 1)', '?', 'Reached'],
      ['Teleop', 'Crossings: Position 2', '?', '2 (Ramparts)'],
      ['Endgame', 'Tower Face A', '?', 'Challenged'],
    ],
  },
  {
    year: 2017,
    event: '2017nyny',
    match: '2017nyny_qm1',
    game: 'Steamworks',
    checks: [
      ['Teleop', 'Rotors Engaged', '?', '3 / 4'],
      ['Endgame', 'Touchpad Near', '?', 'Ready For Takeoff'],
      ['Penalties', 'Tech Fouls', '?', '1'],
    ],
  },
  {
    year: 2018,
    event: '2018necmp',
    match: '2018necmp_qm1',
    game: 'Power Up',
    checks: [
      ['Endgame', 'Endgame (Robot 1)', '?', 'Levitate'],
      ['Teleop', 'Vault: Levitate', '?', 'Played · 3 cubes'],
      ['Bonus', 'Auto Quest Ranking Point', '?', 'Yes'],
    ],
  },
  {
    year: 2019,
    event: '2019nyny',
    match: '2019nyny_qm1',
    game: 'Deep Space',
    checks: [
      ['Teleop', 'Cargo Ship Panels', '?', '0'],
      ['Teleop', 'Cargo Ship Cargo', '?', '5 / 8'],
      ['Teleop', 'Near Rocket Panels', '?', '3 / 6'],
      ['Endgame', 'HAB Climb (Robot 2)', '?', 'Hab Level 2'],
    ],
  },
  {
    year: 2020,
    event: '2020scmb',
    match: '2020scmb_qm1',
    game: 'Infinite Recharge',
    checks: [
      ['Teleop', 'Cells: Outer Port', '?', '17'],
      ['Endgame', 'Rung Level', '?', 'Is Level'],
    ],
  },
  {
    year: 2022,
    event: '2022on305',
    match: '2022on305_qm1',
    game: 'Rapid React',
    checks: [
      ['Teleop', 'Cargo Lower Hub', '?', '11'],
      ['Auto', 'Cargo Lower Hub', '?', '1'],
      ['Endgame', 'Hangar (Robot 1)', '?', 'Mid'],
    ],
  },
  {
    year: 2023,
    event: '2023micmp',
    match: '2023micmp_f1m2',
    game: 'Charged Up',
    checks: [
      ['Auto', 'Grid Top Row', '?', '3 / 9 (2 cones, 1 cube)'],
      ['Teleop', 'Links', '?', '4'],
      ['Teleop', 'Link Points', '?', '20'],
    ],
  },
  {
    year: 2024,
    event: '2024nytr',
    match: '2024nytr_qm1',
    game: 'Crescendo',
    checks: [
      ['Auto', 'Leave', '?', '3 / 3'],
      ['Teleop', 'Amplified Speaker Notes', '?', '1'],
      ['Endgame', 'Stage (Robot 3)', '?', 'Stage Right'],
    ],
  },
  {
    year: 2025,
    event: '2025nytr',
    match: '2025nytr_qm1',
    game: 'Reefscape',
    checks: [
      ['Auto', 'Coral L4', '?', '5 / 12'],
      ['Teleop', 'Reef L1 (Trough) at End', '?', '5'],
      ['Endgame', 'Barge (Robot 1)', '?', 'Deep Cage'],
      ['Bonus', 'Coral Bonus', '?', 'Yes'],
    ],
  },
  {
    year: 2026,
    event: '2026marea',
    match: '2026marea_qm1',
    game: 'Rebuilt',
    checks: [
      ['Auto', 'Hub Fuel', '?', '21'],
      ['Teleop', 'Shift 3 Fuel', '?', '18'],
      ['Penalties', 'Foul Points', '?', '15'],
    ],
  },
];

describe('breakdown layouts on recorded matches, one per season', () => {
  it.each(SEASONS)('$year ($match)', ({ event, match: key, game, checks }) => {
    const match = recorded(event, key);
    const table = buildBreakdown(match)!;
    expect(table.game).toBe(game);

    // Every row of the season's layout finds its field in real data (no blank or broken cells).
    for (const section of table.sections) {
      for (const row of section.rows) {
        for (const side of [row.blue, row.red]) {
          expect(side.text, `${section.title} / ${row.label}`).not.toMatch(/undefined|NaN|null|\[object/);
          // 2015 had no tech fouls; everything else must be found.
          if (!(row.label === 'Tech Fouls' && table.game === 'Recycle Rush')) expect(side.text, `${section.title} / ${row.label}`).not.toBe('—');
        }
      }
    }
    const sections = table.sections.map((s) => s.title);
    expect(sections.slice(-2)).toEqual(['Penalties', 'Total']);
    expect(cell(table, 'Penalties', 'Fouls')).toBeDefined();
    expect(cell(table, 'Penalties', 'Tech Fouls')).toBeDefined();

    // The total row is the provider's total, which is the alliance score.
    const total = cell(table, 'Total', 'Total Score');
    expect(total).toEqual({ blue: String(match.alliances.blue.score), red: String(match.alliances.red.score) });

    for (const [section, label, , red] of checks) expect(cell(table, section, label).red).toBe(red);
  });
});
