import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { teamNumberOf, yearOfKey } from '@team7790/shared/competition/keys';
import { matchTitle } from '@team7790/shared/competition/match-names';
import { matchState } from '@team7790/shared/competition/match-state';
import type { KitMatch } from '@team7790/shared/scouting/match-scouting';
import type { OfficialBreakdown } from '@team7790/shared/scouting/official-check';
import { HttpError } from '../../http-error.ts';
import type { CompetitionReads } from '../competition/reads.ts';

/** What match scouting reads of an event: its name and year, and its schedule as a scout's phone keeps it. */
export interface EventSchedule {
  eventKey: string;
  name: string;
  year: number;
  /** The matches to scout in play order (a playoff match its series was decided without is left out). */
  schedule: KitMatch[];
  /** Every match key the provider lists, or null when the schedule is not known (provider down, not published yet). */
  matchKeys: Set<string> | null;
}

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());
const numbersOf = (keys: readonly string[]) => keys.map(teamNumberOf).filter((n): n is number => n !== null);

function toSchedule(eventKey: string, page: EventPageResponse): EventSchedule {
  const matches: MatchSummary[] = page.matches ?? [];
  const playoffType = page.event.playoff_type;
  const schedule = matches
    .map((m) => ({ m, state: matchState(m, matches, { playoffType }) }))
    .filter(({ state }) => state !== 'not-needed')
    .map(({ m, state }): KitMatch => ({
      key: m.key,
      comp_level: m.comp_level,
      set_number: m.set_number,
      match_number: m.match_number,
      name: matchTitle(m, playoffType),
      time: isoOf(m.actual_time ?? m.predicted_time ?? m.time),
      red: numbersOf(m.alliances.red.team_keys),
      blue: numbersOf(m.alliances.blue.team_keys),
      played: state === 'played',
    }));
  return {
    eventKey,
    name: page.event.name,
    year: page.event.year,
    schedule,
    matchKeys: matches.length > 0 ? new Set(matches.map((m) => m.key)) : null,
  };
}

/** The event as far as it is known when the provider fails and nothing is cached: its key, the year it names. */
const unknownSchedule = (eventKey: string): EventSchedule => ({ eventKey, name: eventKey, year: yearOfKey(eventKey), schedule: [], matchKeys: null });

const providerFailed = (err: unknown) => err instanceof HttpError && err.statusCode === 502;

/**
 * Events and schedules from the competition service (its cache first): an unknown event is a 404 as on the event page;
 * a provider failure with nothing cached gives an event without a schedule, so scouting goes on (as the pick list does).
 */
export class ScoutingEvents {
  constructor(private readonly competition: Pick<CompetitionReads, 'eventPage' | 'liveEventState'>) {}

  async schedule(eventKey: string): Promise<EventSchedule> {
    try {
      return toSchedule(eventKey, await this.competition.eventPage(eventKey));
    } catch (err) {
      if (providerFailed(err)) return unknownSchedule(eventKey);
      throw err;
    }
  }

  /**
   * The schedule and each played match's official breakdown, read from the same cached list of the event's matches
   * the event page is made of (no request per match).
   */
  async withBreakdowns(eventKey: string): Promise<EventSchedule & { breakdowns: Map<string, OfficialBreakdown> }> {
    let state: Awaited<ReturnType<CompetitionReads['liveEventState']>>;
    try {
      state = await this.competition.liveEventState(eventKey);
    } catch (err) {
      if (providerFailed(err)) return { ...unknownSchedule(eventKey), breakdowns: new Map() };
      throw err;
    }
    const breakdowns = new Map<string, OfficialBreakdown>();
    for (const d of state.details) if (d.score_breakdown) breakdowns.set(d.key, d.score_breakdown);
    return { ...toSchedule(eventKey, state.page), breakdowns };
  }
}
