import type { CalendarSubscription } from '@team7790/shared/calendar/contracts';
import { addDays, todayInZone } from '@team7790/shared/calendar/dates';
import type { FastifyBaseLogger } from 'fastify';
import { newCalendarFeedToken } from '../../db/schema/index.ts';
import { notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { buildCalendarFeed } from './feed.ts';
import type { ScheduledMatch, TeamMatchSchedule } from './match-schedule.ts';
import type { CalendarRepo } from './repo.ts';

/** One-off events older than this are left out of feeds; series are always in. */
const FEED_HISTORY_DAYS = 365;
const FEED_END = '9999-12-31';

/** Each member's private ICS link: made, re-made (the old one stops working), switched, revoked, served. */
export class SubscriptionService {
  constructor(
    private readonly repo: CalendarRepo,
    private readonly timeZone: string,
    private readonly now: () => Date,
    private readonly matches: TeamMatchSchedule | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(user: AuthUser, origin: string): Promise<CalendarSubscription> {
    const feed = await this.repo.findFeedByUser(user.id);
    const url = feed ? `${origin}/api/calendar/feed/${feed.token}.ics` : null;
    return {
      active: Boolean(feed),
      url,
      webcal_url: url ? url.replace(/^https?:/, 'webcal:') : null,
      include_matches: feed?.includeMatches ?? false,
      matches_available: Boolean(this.matches),
    };
  }

  /** A new secret link; any earlier link of this member stops working. */
  async create(user: AuthUser, includeMatches: boolean, origin: string): Promise<CalendarSubscription> {
    await this.repo.saveFeed(user.id, newCalendarFeedToken(), includeMatches, this.now());
    return this.get(user, origin);
  }

  async setMatches(user: AuthUser, includeMatches: boolean, origin: string): Promise<CalendarSubscription> {
    if (!(await this.repo.setFeedMatches(user.id, includeMatches))) throw notFound('You have no subscription link yet.');
    return this.get(user, origin);
  }

  async revoke(user: AuthUser): Promise<void> {
    await this.repo.deleteFeed(user.id);
  }

  /** The ICS text behind a link, or 404 when the link was revoked or its owner is no longer a member. */
  async feed(token: string): Promise<string> {
    const found = await this.repo.findFeedByToken(token);
    if (!found || found.userType === 'public') throw notFound('This calendar link is no longer valid.');
    const now = this.now();
    const rows = await this.repo.eventsForRange(addDays(todayInZone(now, this.timeZone), -FEED_HISTORY_DAYS), FEED_END);
    const matches = found.feed.includeMatches ? await this.upcomingMatches() : [];
    await this.repo.touchFeed(found.feed.userId, now);
    return buildCalendarFeed({ ...rows, matches }, this.timeZone, now);
  }

  /** A failed competition service leaves the matches out; the team's events are still served. */
  private async upcomingMatches(): Promise<ScheduledMatch[]> {
    if (!this.matches) return [];
    try {
      return await this.matches.upcomingMatches();
    } catch (err) {
      this.log.warn({ err }, 'calendar feed: competition matches unavailable');
      return [];
    }
  }
}
