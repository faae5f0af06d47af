import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CrewMatch, CrewPosition } from './crew-states.ts';
import { CrewTable } from './crew-table.tsx';

const ana = { id: 1, name: 'ana' };
const position = (station: CrewPosition['station'], extra: Partial<CrewPosition>): CrewPosition => ({
  station,
  team_number: 7790,
  assigned: null,
  state: 'upcoming',
  reports: [],
  flags: [],
  ...extra,
});

const match: CrewMatch = {
  key: '2025milac_qm1',
  name: 'Qualification 1',
  time: null,
  played: true,
  positions: [
    position('red1', { assigned: ana, state: 'scouted', reports: [{ id: 'a', scouted_by: ana, team_number: 7790 }] }),
    position('red2', { team_number: 33, state: 'missing' }),
    position('red3', {
      team_number: 67,
      assigned: ana,
      state: 'flagged',
      reports: [{ id: 'b', scouted_by: { id: 2, name: 'ben' }, team_number: 67 }],
      flags: [{ field: 'auto_fuel', label: 'Fuel scored', phase: 'auto', reported: 42, official: 30 }],
    }),
    position('blue1', { team_number: null }),
    position('blue2', {}),
    position('blue3', {}),
  ],
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the crew table', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <CrewTable matches={[match]} />
    </MemoryRouter>,
  );
  const cells = [...html.matchAll(/<td data-state="(\w+)"[^>]*>([\s\S]*?)<\/td>/g)].map((m) => ({ state: m[1], text: text(m[2]!) }));

  it('names the six positions and links the match', () => {
    expect(text(html)).toContain('Match Red 1 Red 2 Red 3 Blue 1 Blue 2 Blue 3');
    expect(html).toContain('href="/match?match=2025milac_qm1"');
  });

  it('says each state in words beside its team and scout, flags with both values', () => {
    expect(cells.map((c) => c.state)).toEqual(['scouted', 'unassigned', 'flagged', 'upcoming', 'upcoming', 'upcoming']);
    expect(cells[0]!.text).toBe('Team 7790 ana Scouted');
    expect(cells[1]!.text).toBe('Team 33 No scout');
    expect(cells[2]!.text).toBe('Team 67 ana Flagged Reported by ben Auto fuel scored: reported 42, official 30');
    expect(cells[3]!.text).toBe('Team – No scout assigned Upcoming');
  });
});
