import { rebuilt2026Form } from '@team7790/shared/scouting/forms/rebuilt-2026';
import type { ScoutingRow } from '@team7790/shared/scouting/scouting-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldColumns } from './scouted-columns.ts';
import { ScoutingTable, type ScoutingTableProps } from './scouting-table.tsx';

const row = (team: number, extra: Partial<ScoutingRow> = {}): ScoutingRow => ({
  team,
  nickname: `Team ${team}`,
  epa: 10,
  epa_auto: 1,
  epa_teleop: 2,
  epa_endgame: 3,
  opr: 4,
  dpr: 5,
  ccwm: 6,
  ...extra,
});

const rows = [
  row(7790, {
    scouted: {
      team_number: 7790,
      matches: 3,
      reports: 4,
      phases: { auto: 12.25, teleop: 40, endgame: 20, total: 72.25 },
      fields: { auto_fuel: 12.25, teleop_defense: 0.5, end_tower: 'Level 2', driver_skill: null },
    },
  }),
  row(33, { scouted: null }),
];

function render(extra: Partial<ScoutingTableProps> = {}) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <ScoutingTable rows={rows} isPicked={() => false} onPick={() => undefined} {...extra} />
    </MemoryRouter>,
  );
  // No DOM in these tests: the markup is simple enough to read cell by cell.
  const text = (cell: string) => cell.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
  const all = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
  const heads = all(html, 'th').map(text);
  const body = html.slice(html.indexOf('<tbody'));
  const cells = (team: number) =>
    all(
      all(body, 'tr').find((tr) => tr.includes(`>${team}</a>`))!,
      'td',
    );
  return { heads, cells: (team: number) => cells(team).map(text) };
}

const columns = fieldColumns(rebuilt2026Form);

describe('the scouting table', () => {
  it('draws the public columns alone without the team’s scouting', () => {
    expect(render().heads).toEqual(['Rank', 'Team', 'Name', 'EPA', 'Auto', 'Teleop', 'Endgame', 'OPR', 'DPR', 'CCWM', 'Picked']);
  });

  it('adds matches scouted and points per phase after CCWM for members, a dash and 0 for a team never scouted', () => {
    const { heads, cells } = render({ scouting: { columns, everyField: false } });
    expect(heads.slice(10)).toEqual(['Scouted', 'Scouted Auto', 'Scouted Teleop', 'Scouted Endgame', 'Scouted Total', 'Picked']);
    expect(cells(7790).slice(10, 15)).toEqual(['3', '12.3', '40.0', '20.0', '72.3']);
    expect(cells(33).slice(10, 15)).toEqual(['0', '–', '–', '–', '–']);
  });

  it('shows one column per form field when asked', () => {
    const { heads, cells } = render({ scouting: { columns, everyField: true } });
    expect(heads.slice(15, 18)).toEqual(['Auto Fuel scored', 'Auto Fuel missed', 'Auto Tower climb']);
    const byHead = (team: number) => Object.fromEntries(heads.map((h, i) => [h, cells(team)[i]]));
    expect(byHead(7790)).toMatchObject({ 'Auto Fuel scored': '12.3', 'Teleop Played defense': '50%', 'Endgame Tower climb': 'Level 2' });
    expect(byHead(7790)['After match Driver skill']).toBe('–');
    expect(byHead(33)['Auto Fuel scored']).toBe('–');
    expect(heads.at(-1)).toBe('Picked');
  });
});
