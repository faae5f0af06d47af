import { eventKeyFromInput } from '../scouting/scouting-table.ts';
import { HOME_TEAM_NUMBER, normalizeDistrictKey, normalizeEventKey, normalizeMatchKey, normalizeRegionalYear, teamNumberFromParam } from './keys.ts';

/** The API paths (under /api) of the competition pages' data: one builder each, used by the pages and the server. */
export const competitionApiPaths = {
  event: (eventKey: string) => `/competition/events/${encodeURIComponent(eventKey)}`,
  eventEpa: (eventKey: string) => `/competition/events/${encodeURIComponent(eventKey)}/epa`,
  eventOprs: (eventKey: string) => `/competition/events/${encodeURIComponent(eventKey)}/oprs`,
  team: (team: number) => `/competition/teams/${team}`,
  teamEventMatches: (team: number, eventKey: string) => `/competition/teams/${team}/events/${encodeURIComponent(eventKey)}/matches`,
  teamHistory: (team: number) => `/competition/teams/${team}/history`,
  match: (matchKey: string) => `/competition/matches/${encodeURIComponent(matchKey)}`,
  matchEpa: (matchKey: string) => `/competition/matches/${encodeURIComponent(matchKey)}/epa`,
  matchSummary: (matchKey: string) => `/ai/match-summary/${encodeURIComponent(matchKey)}`,
  district: (districtKey: string) => `/competition/districts/${encodeURIComponent(districtKey)}`,
  regional: (year: number) => `/competition/regional/${year}`,
  eventPredictions: (eventKey: string) => `/competition/events/${encodeURIComponent(eventKey)}/predictions`,
  eventOdds: (eventKey: string) => `/competition/events/${encodeURIComponent(eventKey)}/odds`,
  seasonAccuracy: (year: number) => `/competition/seasons/${year}/prediction-accuracy`,
  /** The home team's current event (the home page's Competition Updates). */
  updates: () => '/competition/updates',
  search: (q: string) => `/competition/search?q=${encodeURIComponent(q)}`,
};

/** The element of a page's HTML that holds the first answers (a JSON block, read by the web app). */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/**
 * The API answers a page asks for as soon as it opens, by the same rules the page reads its address with. The
 * server sends these with the page; anything else the page fetches as usual. `now` is the app clock's (an event code
 * without a year is this season's).
 */
export function firstPageRequests(pathname: string, params: URLSearchParams, now: Date = new Date()): string[] {
  switch (pathname) {
    case '/':
      return [competitionApiPaths.updates()];
    case '/scouting': {
      const requested = params.get('event');
      const key = requested ? eventKeyFromInput(requested, now) : null;
      return key ? [competitionApiPaths.event(key), competitionApiPaths.eventEpa(key), competitionApiPaths.eventOprs(key)] : [];
    }
    case '/search': {
      const q = params.get('q')?.trim() ?? '';
      return q ? [competitionApiPaths.search(q)] : [];
    }
    case '/event': {
      const key = normalizeEventKey(params.get('event'));
      return [competitionApiPaths.event(key), competitionApiPaths.eventEpa(key)];
    }
    case '/team':
      return [competitionApiPaths.team(teamNumberFromParam(params.get('team'), HOME_TEAM_NUMBER))];
    case '/match': {
      const key = normalizeMatchKey(params.get('match'));
      return key ? [competitionApiPaths.match(key), competitionApiPaths.matchSummary(key)] : [];
    }
    case '/district':
      return [competitionApiPaths.district(normalizeDistrictKey(params.get('district')))];
    case '/predictions': {
      // The accuracy page's figures are its content (elsewhere predictions come after the page has loaded).
      const event = params.get('event');
      if (event?.trim()) {
        const key = normalizeEventKey(event);
        return [competitionApiPaths.event(key), competitionApiPaths.eventPredictions(key)];
      }
      return [competitionApiPaths.seasonAccuracy(normalizeRegionalYear(params.get('year'), now))];
    }
    default:
      return [];
  }
}
