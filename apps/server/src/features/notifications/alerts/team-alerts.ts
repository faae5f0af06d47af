import pLimit from 'p-limit';
import { storedUpcomingWarning } from '@team7790/shared/accounts/team-preferences';
import { PREFERENCE_FOR_KIND, snapshotFromEventPage, teamAlertKey, type EventSnapshot, type TeamFact } from '@team7790/shared/notifications/alerts';
import { dueUpcomingWarnings, upcomingWarningTiming, type UpcomingFollower } from '@team7790/shared/notifications/upcoming-warnings';
import type { Executor } from '../../../db/rows.ts';
import type { alerts } from '../../../db/schema/index.ts';
import type { CompetitionReads } from '../../competition/reads.ts';
import type { ChannelPoster } from './alert-channel.ts';
import type { AlertsRepo } from './alerts-repo.ts';
import type { FollowersRepo } from './followers-repo.ts';

export type CompetitionReader = Pick<CompetitionReads, 'currentEventKey' | 'settledEventPage'>;

type AlertRow = typeof alerts.$inferInsert;

/** Who an alert is for: a person (by the preference that turned it on) or the alert channel. */
type Recipient = { userId: number } | { channelId: string };

/** An upcoming-match warning's follower: a person's favourite team with their timing, or the channel's with the default. */
type UpcomingRecipient = UpcomingFollower & { recipient: Recipient };

/**
 * Favourite-team alerts. Facts come from the event log, where the live watcher wrote each competition change's facts
 * once (decision 0011; TeamFactsFollower hands them here): every fact becomes one alert row per follower with that
 * preference on, keyed so that the same fact seen twice is stored once. The upcoming-match warning is timed instead:
 * on each look, each follower's warning is due when their own choice says (off, N matches or N minutes before), never
 * for a match under way, under the same key.
 */
export class TeamAlerts {
  private readonly defaultUpcomingMinutes: number;

  constructor(
    private readonly repo: FollowersRepo,
    private readonly alerts: AlertsRepo,
    private readonly competition: CompetitionReader,
    private readonly channel: ChannelPoster,
    /** ALERT_UPCOMING_LEAD_MINUTES in seconds: the warning of followers who have not chosen their own, and of the channel. */
    defaultUpcomingLeadSeconds: number,
    private readonly now: () => Date,
  ) {
    this.defaultUpcomingMinutes = defaultUpcomingLeadSeconds / 60;
  }

  /** Teams someone follows, plus the channel's teams. */
  async followedTeams(): Promise<Set<number>> {
    const found = await this.repo.followedTeamNumbers();
    const channel = await this.channel.config();
    return new Set([...found, ...(channel.channel_id ? channel.teams : [])]);
  }

  /**
   * The timed part (decision 0011): one look at every followed team's current event for the upcoming-match warnings
   * due now; answers how many alerts were created. Everything else that happens at an event (results, alliances,
   * awards, eliminations, advances, schedules) reaches `record` from the event log, noticed once by the live watcher.
   */
  async pollOnce(): Promise<number> {
    const teams = await this.followedTeams();
    if (teams.size === 0) return 0;
    const limit = pLimit(4);
    const byEvent = new Map<string, Set<number>>();
    await Promise.all(
      [...teams].map((team) =>
        limit(async () => {
          const eventKey = await this.competition.currentEventKey(team).catch(() => null);
          if (!eventKey) return;
          const set = byEvent.get(eventKey) ?? new Set<number>();
          set.add(team);
          byEvent.set(eventKey, set);
        }),
      ),
    );
    let created = 0;
    for (const [eventKey, eventTeams] of byEvent) {
      const snapshot = await this.freshSnapshot(eventKey).catch(() => null);
      if (snapshot) created += await this.recordUpcoming(snapshot, eventTeams);
    }
    return created;
  }

  /** The event as the cache has it after any background revalidation this read started. */
  private async freshSnapshot(eventKey: string): Promise<EventSnapshot> {
    return snapshotFromEventPage(await this.competition.settledEventPage(eventKey));
  }

  /**
   * Turns facts into alert rows (followers with the preference on, and the alert channel); duplicates are ignored.
   * An upcoming-match fact handed in here is not sent as it is: it knows neither the follower's choice nor whether the
   * match has begun. Warnings come from the timed look alone (`pollOnce`, then `recordUpcoming`), at each one's moment.
   */
  async record(facts: readonly TeamFact[], db: Executor = this.repo.db): Promise<number> {
    const told = facts.filter((f) => f.kind !== 'upcoming');
    if (told.length === 0) return 0;
    const prefs = await this.repo.preferencesFor(db, [...new Set(told.map((f) => f.team))]);
    const channel = await this.channel.config(db);
    const at = this.now();
    const values: AlertRow[] = [];
    for (const fact of told) {
      for (const pref of prefs) {
        if (pref.team_number === fact.team && pref[PREFERENCE_FOR_KIND[fact.kind]]) values.push(alertRow(fact, { userId: pref.user_id }, at));
      }
      if (channel.channel_id && channel.teams.includes(fact.team)) values.push(alertRow(fact, { channelId: channel.channel_id }, at));
    }
    return this.alerts.insertNew(db, values);
  }

  /**
   * The upcoming-match warnings due now at this event for its followed teams: each follower with Upcoming match on,
   * at their own choice (the server's default lead when they have not chosen), and the alert channel at the default.
   * Asked on every look, so a warning goes out on the first look after its moment comes; the key makes it once.
   */
  async recordUpcoming(snapshot: EventSnapshot, teams: ReadonlySet<number>, db: Executor = this.repo.db, at = this.now()): Promise<number> {
    if (teams.size === 0) return 0;
    const prefs = await this.repo.preferencesFor(db, [...teams]);
    const channel = await this.channel.config(db);
    const followers: UpcomingRecipient[] = prefs
      .filter((p) => p.notif_upcoming)
      .map((p) => ({
        team: p.team_number,
        timing: upcomingWarningTiming(storedUpcomingWarning(p.upcoming_warning, p.upcoming_lead), this.defaultUpcomingMinutes),
        recipient: { userId: p.user_id },
      }));
    if (channel.channel_id) {
      const timing = { mode: 'minutes' as const, minutes: this.defaultUpcomingMinutes };
      for (const team of channel.teams) if (teams.has(team)) followers.push({ team, timing, recipient: { channelId: channel.channel_id } });
    }
    const due = dueUpcomingWarnings(snapshot, Math.floor(at.getTime() / 1000), followers);
    return this.alerts.insertNew(
      db,
      due.map(({ follower, fact }) => alertRow(fact, follower.recipient, at)),
    );
  }
}

/** One alert row for a fact; the key makes the same fact for the same recipient one row, whoever stores it first. */
function alertRow(fact: TeamFact, recipient: Recipient, at: Date): AlertRow {
  const common = {
    kind: fact.kind,
    teamNumber: fact.team,
    eventKey: fact.eventKey,
    subject: fact.subject,
    title: fact.title,
    body: fact.body,
    url: fact.url,
    dueAt: at,
    createdAt: at,
  };
  return 'userId' in recipient
    ? { ...common, alertKey: teamAlertKey(recipient.userId, fact), userId: recipient.userId }
    : {
        ...common,
        alertKey: `channel:${recipient.channelId}:${fact.team}:${fact.eventKey}:${fact.subject}:${fact.kind}`,
        userId: null,
        chatKey: recipient.channelId,
      };
}
