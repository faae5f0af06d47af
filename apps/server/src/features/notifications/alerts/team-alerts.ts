import pLimit from 'p-limit';
import { storedUpcomingWarning } from '@team7790/shared/accounts/team-preferences';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import {
  diffSnapshots,
  PREFERENCE_FOR_KIND,
  snapshotFromEventPage,
  teamAlertKey,
  type EventSnapshot,
  type TeamFact,
} from '@team7790/shared/notifications/alerts';
import { dueUpcomingWarnings, upcomingWarningTiming, type UpcomingFollower } from '@team7790/shared/notifications/upcoming-warnings';
import type { Executor } from '../../../db/rows.ts';
import type { alerts } from '../../../db/schema/index.ts';
import type { CompetitionService } from '../../competition/service.ts';
import type { ChannelPoster } from './alert-channel.ts';
import type { AlertsRepo } from './alerts-repo.ts';
import type { SnapshotsRepo } from './snapshots-repo.ts';

export type CompetitionReader = Pick<CompetitionService, 'updates' | 'eventPage' | 'idle'>;

type AlertRow = typeof alerts.$inferInsert;

/** Who an alert is for: a person (by the preference that turned it on) or the alert channel. */
type Recipient = { userId: number } | { channelId: string };

/** An upcoming-match warning's follower: a person's favourite team with their timing, or the channel's with the default. */
type UpcomingRecipient = UpcomingFollower & { recipient: Recipient };

/**
 * Favourite-team alerts. Facts come from comparing each followed event's data with the snapshot kept
 * from the last look (or from a webhook); every fact becomes one alert row per follower with that
 * preference on, keyed so that the same fact seen twice, by two instances, or from both sources, is
 * stored once. The upcoming-match warning is timed instead: on each look, each follower's warning is
 * due when their own choice says (off, N matches or N minutes before), under the same key.
 */
export class TeamAlerts {
  private readonly defaultUpcomingMinutes: number;

  constructor(
    private readonly repo: SnapshotsRepo,
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
   * One look at every followed team's current event; answers how many alerts were created. With
   * `onlyWoken`, only events a webhook asked about.
   */
  async pollOnce(options: { onlyWoken?: boolean } = {}): Promise<number> {
    const teams = await this.followedTeams();
    if (teams.size === 0) return 0;
    const limit = pLimit(4);
    const byEvent = new Map<string, Set<number>>();
    await Promise.all(
      [...teams].map((team) =>
        limit(async () => {
          const updates = await this.competition.updates(team).catch(() => null);
          if (!updates?.eventKey) return;
          const set = byEvent.get(updates.eventKey) ?? new Set<number>();
          set.add(team);
          byEvent.set(updates.eventKey, set);
        }),
      ),
    );
    if (options.onlyWoken) {
      const woken = await this.repo.wokenEvents();
      for (const key of byEvent.keys()) if (!woken.has(key)) byEvent.delete(key);
    }
    let created = 0;
    for (const [eventKey, eventTeams] of byEvent) {
      const snapshot = await this.freshSnapshot(eventKey).catch(() => null);
      if (snapshot) created += await this.compare(snapshot, eventTeams);
    }
    return created;
  }

  /** The event as the cache has it after any background revalidation this read started. */
  private async freshSnapshot(eventKey: string): Promise<EventSnapshot> {
    await this.competition.eventPage(eventKey);
    await this.competition.idle();
    const page = JSON.parse(await this.competition.eventPage(eventKey)) as EventPageResponse;
    return snapshotFromEventPage(page);
  }

  /** Compares with the stored snapshot under a row lock (another instance busy with it: skip) and stores the alerts. */
  async compare(next: EventSnapshot, teams: ReadonlySet<number>): Promise<number> {
    const at = this.now();
    await this.repo.ensureRow(next.eventKey, at);
    return this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.lock(tx, next.eventKey);
      if (!locked.locked) return 0;
      const created = (await this.record(diffSnapshots(locked.snapshot, next, teams), tx)) + (await this.recordUpcoming(next, teams, tx, at));
      await this.repo.save(tx, next, at);
      return created;
    });
  }

  /**
   * Turns facts into alert rows (followers with the preference on, and the alert channel); duplicates are ignored.
   * An upcoming-match fact handed in here (The Blue Alliance's upcoming_match webhook) is not sent as it is: it knows
   * neither the follower's choice nor whether the match has begun. The webhook has woken the event, whose next look
   * (`recordUpcoming`) warns each follower at their moment.
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

  /** A webhook named this event: look at it on the next short cycle. */
  async wake(eventKey: string): Promise<void> {
    await this.repo.wake(eventKey, this.now());
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
