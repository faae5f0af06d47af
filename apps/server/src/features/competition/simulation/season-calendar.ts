import { addDaysIso, weekZeroThursday } from './dates.ts';
import { FIM_CHAMPIONSHIP, FIM_DISTRICT_EVENTS, HOME_OFFSEASON, WORLD_CHAMPIONSHIP, type VenueDetails } from './event-venues.ts';
import { REGIONAL_VENUES } from './places.ts';

const REGIONAL_VENUES_AS_DETAILS = REGIONAL_VENUES.map((venue) => ({
  ...venue,
  address: null,
  lat: null,
  lng: null,
  website: 'https://www.firstinspires.org',
}));

export type EventKind = 'district' | 'dcmp' | 'dcmp_division' | 'regional' | 'cmp' | 'cmp_division' | 'offseason';

export interface SimDistrict {
  abbreviation: string;
  displayName: string;
  key: string;
  year: number;
}

export interface SimEvent {
  key: string;
  year: number;
  code: string;
  kind: EventKind;
  name: string;
  shortName: string;
  eventType: number;
  eventTypeString: string;
  district: SimDistrict | null;
  venue: VenueDetails;
  startDate: string;
  endDate: string;
  week: number | null;
  firstEventCode: string;
  webcasts: Array<{ type: string; channel: string }>;
  divisionKeys: string[];
  parentKey: string | null;
  playoffType: number;
  allianceCount: number;
  /** Seats for teams; attendance fills them. */
  size: number;
  /** For the live demo event: the instant qualifications begin (UNIX seconds). */
  liveQualStart?: number;
}

export const FIRST_SEASON = 2015;
/** Seasons with no in-person events (2021) or cut short (2020: weeks 0-1 only). */
const SKIPPED_SEASONS = new Set([2021]);
const SHORTENED_SEASON = 2020;

export const PLAYOFF_TYPE_NAMES: Record<number, string> = {
  0: 'Elimination Bracket (8 Alliances)',
  1: 'Elimination Bracket (16 Alliances)',
  2: 'Elimination Bracket (4 Alliances)',
  3: 'Average Score (8 Alliances)',
  4: 'Round Robin (6 Alliances)',
  10: 'Double Elimination Bracket (8 Alliances)',
  11: 'Double Elimination Bracket (4 Alliances)',
};

const EVENT_TYPE_NAMES: Record<number, string> = {
  0: 'Regional',
  1: 'District',
  2: 'District Championship',
  3: 'Championship Division',
  4: 'Championship Finals',
  5: 'District Championship Division',
  99: 'Offseason',
};

/** The bracket an event of that year and alliance count plays (2015's average-score rounds, double elimination from 2023). */
export function playoffTypeFor(year: number, allianceCount: number): number {
  if (year === 2015) return 3;
  if (year >= 2023) return allianceCount <= 4 ? 11 : 10;
  if (allianceCount >= 16) return 1;
  return allianceCount <= 4 ? 2 : 0;
}

export function fimDistrict(year: number): SimDistrict {
  return { abbreviation: 'fim', displayName: 'FIRST in Michigan', key: `${year}fim`, year };
}

export interface LiveEventAnchor {
  year: number;
  /** Local date of the event's main day. */
  date: string;
  qualStart: number;
}

function baseEvent(
  year: number,
  code: string,
  kind: EventKind,
  eventType: number,
  venue: VenueDetails,
): Omit<SimEvent, 'name' | 'shortName' | 'startDate' | 'endDate' | 'week' | 'size' | 'allianceCount' | 'playoffType'> {
  return {
    key: `${year}${code}`,
    year,
    code,
    kind,
    eventType,
    eventTypeString: EVENT_TYPE_NAMES[eventType] ?? 'Offseason',
    district: null,
    venue,
    firstEventCode: code,
    webcasts: [],
    divisionKeys: [],
    parentKey: null,
  };
}

/** Every event of one season, built from the venues and the season's week 0. */
export function buildSeasonCalendar(year: number, live?: LiveEventAnchor): SimEvent[] {
  const events: SimEvent[] = [];
  if (year >= FIRST_SEASON && !SKIPPED_SEASONS.has(year)) {
    const week0 = weekZeroThursday(year);
    const heldWeek = (week: number) => year !== SHORTENED_SEASON || week <= 1;
    let stream = 1;

    for (const venue of FIM_DISTRICT_EVENTS.filter((v) => heldWeek(v.week))) {
      const start = addDaysIso(week0, venue.week * 7 + venue.startOffset);
      events.push({
        ...baseEvent(year, venue.code, 'district', 1, venue),
        name: venue.name ?? `FIM District ${venue.shortName} Event`,
        shortName: venue.shortName,
        district: fimDistrict(year),
        startDate: start,
        endDate: addDaysIso(start, venue.days - 1),
        week: venue.week,
        size: 40,
        allianceCount: 8,
        playoffType: playoffTypeFor(year, 8),
        webcasts: [{ type: 'twitch', channel: `firstinspires${30 + stream++}` }],
      });
    }

    for (const venue of REGIONAL_VENUES_AS_DETAILS.filter((v) => heldWeek(v.week))) {
      // One big early regional plays a 16-alliance bracket while brackets were best-of-3; Hawaii is small.
      const allianceCount = venue.code === 'hiho' ? 4 : venue.code === 'mndu' && year <= 2022 ? 16 : 8;
      const size = venue.code === 'hiho' ? 24 : allianceCount === 16 ? 54 : 42;
      const start = addDaysIso(week0, venue.week * 7 - 1);
      events.push({
        ...baseEvent(year, venue.code, 'regional', 0, venue),
        name: venue.name,
        shortName: venue.shortName,
        startDate: start,
        endDate: addDaysIso(start, 3),
        week: venue.week,
        size,
        allianceCount,
        playoffType: playoffTypeFor(year, allianceCount),
        webcasts: [{ type: 'twitch', channel: `firstinspires${stream++ % 20}` }],
      });
    }

    if (year !== SHORTENED_SEASON) {
      const dcmpStart = addDaysIso(week0, 35);
      const dcmpEnd = addDaysIso(dcmpStart, 2);
      const parent: SimEvent = {
        ...baseEvent(year, 'micmp', 'dcmp', 2, FIM_CHAMPIONSHIP),
        name: 'FIRST in Michigan State Championship',
        shortName: 'Michigan',
        district: fimDistrict(year),
        startDate: year >= 2017 ? dcmpEnd : dcmpStart,
        endDate: dcmpEnd,
        week: 5,
        size: year >= 2017 ? 0 : 64,
        allianceCount: year >= 2017 ? 4 : 8,
        playoffType: playoffTypeFor(year, year >= 2017 ? 4 : 8),
        webcasts: [{ type: 'twitch', channel: 'firstinspires31' }],
      };
      events.push(parent);
      if (year >= 2017) {
        FIM_CHAMPIONSHIP.divisions.forEach((division, index) => {
          const code = `micmp${index + 1}`;
          parent.divisionKeys.push(`${year}${code}`);
          events.push({
            ...baseEvent(year, code, 'dcmp_division', 5, FIM_CHAMPIONSHIP),
            name: `FIRST in Michigan State Championship - ${division.name} Division`,
            shortName: division.shortName,
            district: fimDistrict(year),
            parentKey: parent.key,
            startDate: dcmpStart,
            endDate: dcmpEnd,
            week: 5,
            size: 40,
            allianceCount: 8,
            playoffType: playoffTypeFor(year, 8),
            webcasts: [{ type: 'twitch', channel: `firstinspires3${index + 1}` }],
          });
        });
      }

      const cmpStart = addDaysIso(week0, 48);
      const cmpEnd = addDaysIso(cmpStart, 3);
      // Four divisions until 2016, six from 2017 (whose winners played Einstein as a round robin until 2022), eight from 2023.
      const held = year >= 2023 ? [0, 1, 2, 3, 4, 5, 6, 7] : year >= 2017 ? [0, 1, 2, 3, 4, 7] : [0, 1, 3, 7];
      const divisions = WORLD_CHAMPIONSHIP.divisions.filter((_, i) => held.includes(i));
      const einstein: SimEvent = {
        ...baseEvent(year, 'cmptx', 'cmp', 4, WORLD_CHAMPIONSHIP),
        name: 'Einstein Field',
        shortName: 'Einstein',
        startDate: cmpEnd,
        endDate: cmpEnd,
        week: null,
        size: 0,
        allianceCount: divisions.length,
        playoffType: divisions.length === 6 ? 4 : playoffTypeFor(year, divisions.length),
        webcasts: [
          { type: 'twitch', channel: 'firstinspires' },
          { type: 'twitch', channel: 'firstinspires1' },
        ],
      };
      events.push(einstein);
      for (const division of divisions) {
        einstein.divisionKeys.push(`${year}${division.code}`);
        events.push({
          ...baseEvent(year, division.code, 'cmp_division', 3, WORLD_CHAMPIONSHIP),
          name: `${division.name} Division`,
          shortName: division.name,
          firstEventCode: division.firstCode,
          parentKey: einstein.key,
          startDate: cmpStart,
          endDate: cmpEnd,
          week: null,
          size: 32,
          allianceCount: 8,
          playoffType: playoffTypeFor(year, 8),
          webcasts: [{ type: 'twitch', channel: `firstinspires_${division.firstCode}` }],
        });
      }
    }
  }

  if (live && live.year === year) {
    events.push({
      ...baseEvent(year, HOME_OFFSEASON.code, 'offseason', 99, HOME_OFFSEASON),
      name: HOME_OFFSEASON.name,
      shortName: HOME_OFFSEASON.shortName,
      startDate: addDaysIso(live.date, -1),
      endDate: addDaysIso(live.date, 1),
      week: null,
      size: 36,
      allianceCount: 8,
      playoffType: playoffTypeFor(year, 8),
      liveQualStart: live.qualStart,
      webcasts: [{ type: 'youtube', channel: 'baywatch7790live' }],
    });
  }
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));
}

/** The first and last day official events are held in a season (for placing the demo event outside it). */
export function officialSeasonWindow(year: number): { start: string; end: string } {
  const week0 = weekZeroThursday(year);
  return { start: addDaysIso(week0, -1), end: addDaysIso(week0, 51) };
}
