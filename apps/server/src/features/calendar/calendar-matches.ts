import type { CalendarMatch } from '@team7790/shared/calendar/contracts';
import { timeInZone, todayInZone } from '@team7790/shared/calendar/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { TeamMatchSchedule } from './match-schedule.ts';

/**
 * The team's matches for the in-app calendar, between two local dates (inclusive) in the team's zone. Read-only:
 * they come from the competition data. A failed competition service leaves them out; the calendar still loads.
 */
export class CalendarMatches {
  constructor(
    private readonly schedule: TeamMatchSchedule | undefined,
    private readonly timeZone: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(range: { start: string; end: string }): Promise<CalendarMatch[]> {
    if (!this.schedule?.eventMatches) return [];
    let matches;
    try {
      matches = await this.schedule.eventMatches();
    } catch (err) {
      this.log.warn({ err }, 'calendar: competition matches unavailable');
      return [];
    }
    return matches
      .map((m): CalendarMatch => ({
        key: m.key,
        title: m.title,
        event_key: m.key.split('_')[0]!,
        event_name: m.eventName,
        date: todayInZone(m.startsAt, this.timeZone),
        time: timeInZone(m.startsAt, this.timeZone),
        time_zone: this.timeZone,
        starts_at: m.startsAt.toISOString(),
        alliance: m.alliance === 'Red' || m.alliance === 'Blue' ? m.alliance : null,
        played: m.played,
      }))
      .filter((m) => m.date >= range.start && m.date <= range.end)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  }
}
