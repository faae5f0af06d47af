import { describe, expect, it } from 'vitest';
import { eventPointColumns } from './points-table.tsx';

describe('eventPointColumns', () => {
  it('splits the two district events from the championship', () => {
    const row = {
      rank: 1,
      team_key: 'frc7790',
      team_number: 7790,
      point_total: 170.5,
      rookie_bonus: 0,
      event_points: [
        { event_key: '2025milac', total: 61, district_cmp: false },
        { event_key: '2025micmp', total: 48.5, district_cmp: true },
        { event_key: '2025mitvc', total: 61, district_cmp: false },
      ],
    };
    expect(eventPointColumns(row)).toEqual({ first: 61, second: 61, cmp: 48.5 });
    expect(eventPointColumns({ ...row, event_points: [] })).toEqual({ first: null, second: null, cmp: null });
  });
});
