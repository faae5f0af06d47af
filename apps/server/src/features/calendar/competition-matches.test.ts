import { describe, expect, it } from 'vitest';
import { competitionMatchSchedule } from './competition-matches.ts';

const side = (keys: string[]) => ({ team_keys: keys, surrogate_team_keys: [], dq_team_keys: [], score: null });
const match = (n: number, over: object) => ({
  key: `2026miket_qm${n}`,
  event_key: '2026miket',
  comp_level: 'qm',
  set_number: 1,
  match_number: n,
  winning_alliance: '',
  time: 1_773_000_000 + n * 600,
  predicted_time: null,
  actual_time: null,
  alliances: { red: side(['frc7790', 'frc33', 'frc67']), blue: side(['frc2056', 'frc1', 'frc2']) },
  ...over,
});

describe('competitionMatchSchedule', () => {
  it('lists unplayed matches of the current event at their predicted (else scheduled) times', async () => {
    const schedule = competitionMatchSchedule({
      updates: async () => ({ eventKey: '2026miket', eventName: 'FIM District Kettering Event #1' }) as never,
      teamEventMatches: async () =>
        JSON.stringify({
          team_key: 'frc7790',
          event_key: '2026miket',
          matches: [
            match(3, { actual_time: 1_773_001_900 }),
            match(12, { predicted_time: 1_773_007_500 }),
            match(20, { alliances: { red: side(['frc1']), blue: side(['frc7790']) } }),
          ],
        }),
    });
    expect(await schedule.upcomingMatches()).toEqual([
      { key: '2026miket_qm12', title: 'Q12', eventName: 'FIM District Kettering Event #1', startsAt: new Date(1_773_007_500_000), alliance: 'Red' },
      {
        key: '2026miket_qm20',
        title: 'Q20',
        eventName: 'FIM District Kettering Event #1',
        startsAt: new Date((1_773_000_000 + 20 * 600) * 1000),
        alliance: 'Blue',
      },
    ]);
  });

  it('has nothing when the team is at no event', async () => {
    const schedule = competitionMatchSchedule({
      updates: async () => ({ eventKey: null, eventName: null }) as never,
      teamEventMatches: async () => {
        throw new Error('not called');
      },
    });
    expect(await schedule.upcomingMatches()).toEqual([]);
  });
});
