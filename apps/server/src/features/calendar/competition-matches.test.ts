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
        ({
          team_key: 'frc7790',
          event_key: '2026miket',
          playoff_type: 10,
          matches: [
            match(3, { actual_time: 1_773_001_900 }),
            match(12, { predicted_time: 1_773_007_500 }),
            match(20, { alliances: { red: side(['frc1']), blue: side(['frc7790']) } }),
          ],
        }) as never,
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

  it('titles playoff matches by the event playoff type: "M13" in a 2023+ double elimination bracket, as the bracket numbers it', async () => {
    const playoff = (key: string, level: string, set: number, n: number) =>
      match(0, { key: `2026miket_${key}`, comp_level: level, set_number: set, match_number: n, predicted_time: 1_773_090_000 + set * 60 + n });
    const matches = [playoff('sf13m1', 'sf', 13, 1), playoff('f1m2', 'f', 1, 2)];
    const titles = async (playoffType: number | null) => {
      const schedule = competitionMatchSchedule({
        updates: async () => ({ eventKey: '2026miket', eventName: 'Kettering' }) as never,
        teamEventMatches: async () => ({ team_key: 'frc7790', event_key: '2026miket', playoff_type: playoffType, matches }) as never,
      });
      return (await schedule.upcomingMatches()).map((m) => m.title);
    };
    expect(await titles(10)).toEqual(['M13', 'F2']);
    // An off-season event that kept the best-of-3 bracket (playoff_type 0) names its semifinals by set and match.
    expect(await titles(0)).toEqual(['SF13-1', 'F2']);
  });

  it('leaves out a final its series was decided without (2023njfla F3 after 2-0)', async () => {
    const final = (n: number, over: object) =>
      match(0, { key: `2026miket_f1m${n}`, comp_level: 'f', set_number: 1, match_number: n, predicted_time: 1_773_090_000 + n * 900, ...over });
    const upcoming = async (matches: object[]) => {
      const schedule = competitionMatchSchedule({
        updates: async () => ({ eventKey: '2026miket', eventName: 'Kettering' }) as never,
        teamEventMatches: async () => ({ team_key: 'frc7790', event_key: '2026miket', playoff_type: 10, matches }) as never,
      });
      return (await schedule.upcomingMatches()).map((m) => m.key);
    };
    const won = (n: number) => {
      const { alliances } = match(0, {});
      const scored = { red: { ...alliances.red, score: 130 }, blue: { ...alliances.blue, score: 112 } };
      return final(n, { actual_time: 1_773_090_000 + n * 900, winning_alliance: 'red', alliances: scored });
    };
    expect(await upcoming([won(1), final(2, {}), final(3, {})])).toEqual(['2026miket_f1m2', '2026miket_f1m3']);
    expect(await upcoming([won(1), won(2), final(3, {})])).toEqual([]);
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
