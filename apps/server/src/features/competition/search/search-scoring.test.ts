import { describe, expect, it } from 'vitest';
import { eventSearcher, parseSearchQuery, search, teamSearcher, yearInQuery, type IndexedEvent, type IndexedTeam } from './search-scoring.ts';
import { Rank, textRank } from './text-match.ts';

const teams: IndexedTeam[] = [
  { team_number: 7790, nickname: 'Baywatch Robotics' },
  { team_number: 3767, nickname: 'Titans' },
  { team_number: 254, nickname: 'The Cheesy Poofs' },
  { team_number: 33, nickname: 'Killer Bees' },
  { team_number: 77, nickname: 'Tigertrons' },
  { team_number: 2024, nickname: 'Gear Titans' },
  { team_number: 1, nickname: 'Rocketravens' },
  ...Array.from({ length: 30 }, (_, i) => ({ team_number: 9000 + i, nickname: `Robotics Club ${i}` })),
];
const event = (key: string, name: string, more: Partial<IndexedEvent> = {}): IndexedEvent => ({
  key,
  name,
  year: Number(key.slice(0, 4)),
  start_date: `${key.slice(0, 4)}-03-01`,
  ...more,
});
const lakeCity = { short_name: 'Lake City', city: 'Lake City', district_name: 'FIRST in Michigan', district_abbreviation: 'fim' };
const events = [
  event('2025milac', 'FIM District Lake City Event', lakeCity),
  event('2026milac', 'FIM District Lake City Event', lakeCity),
  event('2024milac', 'FIM District Lake City Event', lakeCity),
  event('2022milac', 'FIM District Lake City Event', lakeCity),
  event('2025mitvc', 'FIM District Traverse City Event presented by Cone Drive', { short_name: 'Traverse City', city: 'Traverse City' }),
  event('2026lake', 'Bayou Regional', { short_name: 'Bayou', city: 'Kenner' }),
  event('2026micmp2', 'FIRST in Michigan State Championship - Hemlock Semiconductor Division', { short_name: 'MSC - Hemlock Semiconductor' }),
];
const index = { teams: teamSearcher(teams), events: eventSearcher(events) };
const now = new Date('2026-11-25T12:00:00Z');
const find = (q: string) => search(index, q, now);
const numbers = (q: string) => find(q).teams.map((t) => t.team_number);
const keys = (q: string) => find(q).events.map((e) => e.key);

describe('match ranks inside one text', () => {
  it('tell a whole name, a start, whole words, a word start and a substring apart', () => {
    expect(textRank('lake city', 'lake city')).toBe(Rank.exactName);
    expect(textRank('traverse', 'traverse city')).toBe(Rank.prefix);
    expect(textRank('lake city', 'fim district lake city event')).toBe(Rank.wholeWord);
    expect(textRank('hemlo', 'msc - hemlock semiconductor')).toBe(Rank.wordStart);
    expect(textRank('ravens', 'rocketravens')).toBe(Rank.substring);
    expect(textRank('einstein', 'lightningmustangs')).toBeNull();
  });
});

describe('search ranking', () => {
  it('puts the exact team number first, then numbers starting with it', () => {
    expect(numbers('77').slice(0, 2)).toEqual([77, 7790]);
    expect(numbers('frc 254')).toEqual([254]);
    expect(find('7790').best).toBe('teams');
  });

  it('puts an event code, with or without its year, before names containing it', () => {
    expect(keys('milac')).toEqual(['2026milac', '2025milac']);
    expect(keys('2024milac')).toEqual(['2024milac']);
    expect(keys('2024 milac')).toEqual(['2024milac']);
    // 'lake' is Bayou's code: the exact code beats every Lake City event.
    expect(keys('lake')[0]).toBe('2026lake');
    expect(find('milac').best).toBe('events');
  });

  it('ranks name starts and whole words before substrings', () => {
    // Traverse City starts with it; 'Rocketravens' shares letters but is no match.
    const traverse = find('Traverse');
    expect(traverse.events[0]!.key).toBe('2025mitvc');
    expect(traverse.teams).toEqual([]);
    expect(traverse.best).toBe('events');
    expect(numbers('titans')).toEqual([3767, 2024]); // the whole name, then a word of it
    expect(numbers('ravens')).toEqual([1]);
  });

  it('matches every word of a query in any order', () => {
    expect(keys('michigan hemlock')).toEqual(['2026micmp2']);
    expect(find('hemlock').best).toBe('events');
  });

  it('finds misspelt names by fuzzy score, last', () => {
    expect(numbers('cheesy poffs')).toEqual([254]);
    expect(numbers('baywach')).toEqual([7790]);
    expect(keys('hemlok')).toEqual(['2026micmp2']);
    expect(numbers('zzqxj')).toEqual([]);
    expect(numbers('q')).toEqual([]);
  });

  it('shows at most 15 results per tab', () => {
    expect(numbers('robotics')).toHaveLength(15);
    // 30 names start with it: they fill the tab ahead of 'Baywatch Robotics', where it is a later word.
    expect(numbers('robotics')).toEqual(Array.from({ length: 15 }, (_, i) => 9000 + i));
  });

  it('opens the tab of the best match, Teams on a tie, and says nothing when nothing matched', () => {
    expect(find('baywatch').best).toBe('teams');
    expect(find('lake city').best).toBe('events');
    expect(find('zzqxj').best).toBeNull();
  });
});

describe('a year in the query', () => {
  it('restricts events to that year and is no team number', () => {
    const found = find('2024 lake city');
    expect(found.events.map((e) => e.key)).toEqual(['2024milac']);
    expect(found.teams.map((t) => t.team_number)).not.toContain(2024);
    expect(found.best).toBe('events');
    expect(keys('lake city 2022')).toEqual(['2022milac']);
  });

  it('without one, keeps events from one year before to two after the current year', () => {
    expect(keys('lake city')).toEqual(['2026milac', '2025milac']);
  });

  it('alone is a team number, and lists that season', () => {
    expect(numbers('2024')).toEqual([2024]);
    expect(keys('2024')).toEqual(['2024milac']);
  });

  it('is a number from 1992 to two years ahead standing alone or before a code', () => {
    expect(yearInQuery('2025 traverse', now)).toBe(2025);
    expect(yearInQuery('2024mil', now)).toBe(2024);
    expect(yearInQuery('traverse 2028', now)).toBe(2028);
    expect(yearInQuery('2029 traverse', now)).toBeNull();
    expect(yearInQuery('7790', now)).toBeNull();
    expect(yearInQuery('team 254', now)).toBeNull();
    expect(parseSearchQuery('2024 Lake City', now)).toEqual({ teams: 'lake city', events: 'lake city', year: 2024 });
  });
});

describe('numbers', () => {
  it('are matched as identifiers only, never fuzzily', () => {
    expect(numbers('7791')).toEqual([]);
    expect(numbers('779')).toEqual([7790]);
  });
});
