import { describe, expect, it } from 'vitest';
import { eventSearcher, searchEvents, searchTeams, teamSearcher, yearInQuery, type IndexedEvent, type IndexedTeam } from './search-scoring.ts';

const teams: IndexedTeam[] = [
  { team_number: 7790, nickname: 'Baywatch Robotics' },
  { team_number: 3767, nickname: 'Team 3767' },
  { team_number: 254, nickname: 'The Cheesy Poofs' },
  { team_number: 33, nickname: 'Killer Bees' },
  { team_number: 77, nickname: 'Tigertrons' },
  ...Array.from({ length: 30 }, (_, i) => ({ team_number: 9000 + i, nickname: `Robotics Club ${i}` })),
];
const event = (key: string, name: string): IndexedEvent => ({ key, name, year: Number(key.slice(0, 4)), start_date: `${key.slice(0, 4)}-03-01` });
const events = [
  event('2025milac', 'FIM District Lake City Event'),
  event('2026milac', 'FIM District Lake City Event'),
  event('2022milac', 'FIM District Lake City Event'),
  event('2025mitvc', 'FIM District Traverse City Event'),
];
const teamTab = teamSearcher(teams);
const eventTab = eventSearcher(events);
const now = new Date('2026-02-01T12:00:00Z');

describe('search scoring', () => {
  it('puts substring matches first, the exact team number ahead', () => {
    expect(searchTeams(teamTab, '77').map((t) => t.team_number).slice(0, 2)).toEqual([77, 7790]);
    expect(searchTeams(teamTab, 'baywatch')[0]!.team_number).toBe(7790);
  });

  it('finds misspelt names by fuzzy score below the cutoff', () => {
    expect(searchTeams(teamTab, 'cheesy poffs')[0]!.team_number).toBe(254);
    expect(searchTeams(teamTab, 'baywach')[0]!.team_number).toBe(7790);
  });

  it('drops fuzzy matches that are too far off or too different in length', () => {
    expect(searchTeams(teamTab, 'zzqxj')).toEqual([]);
    // A 1-letter query is not fuzzily matched against whole names.
    expect(searchTeams(teamTab, 'q')).toEqual([]);
  });

  it('shows at most 15 results per tab', () => {
    expect(searchTeams(teamTab, 'robotics')).toHaveLength(15);
  });

  it('keeps events from one year before to two after the current year unless a year is named', () => {
    const lakeCity = searchEvents(eventTab, 'lake city', now).map((e) => e.key);
    expect(lakeCity.slice(0, 2)).toEqual(['2026milac', '2025milac']);
    expect(lakeCity).not.toContain('2022milac');
    expect(searchEvents(eventTab, '2022 lake city', now).map((e) => e.key)).toEqual(['2022milac']);
    expect(searchEvents(eventTab, '2025mitvc', now)[0]!.key).toBe('2025mitvc');
  });

  it('reads a season year in the query, not other numbers', () => {
    expect(yearInQuery('2025 traverse')).toBe(2025);
    expect(yearInQuery('2024mil')).toBe(2024);
    expect(yearInQuery('7790')).toBeNull();
    expect(yearInQuery('team 254')).toBeNull();
  });
});

describe('numbers', () => {
  it('are matched as substrings only, never fuzzily', () => {
    expect(searchTeams(teamTab, '7791')).toEqual([]);
    expect(searchTeams(teamTab, '779').map((t) => t.team_number)).toEqual([7790]);
  });
});
