import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import {
  diffSnapshots,
  PREFERENCE_FOR_KIND,
  snapshotFromEventPage,
  teamAlertKey,
  upcomingFacts,
  type EventSnapshot,
  type TeamFact,
} from '@team7790/shared/notifications/alerts';
import type { Database } from '../../../db/client.ts';
import { alerts } from '../../../db/schema/index.ts';
import type { CompetitionService } from '../../competition/service.ts';
import { rows, type Executor } from '../../../db/rows.ts';
import type { ChannelPoster } from './alert-channel.ts';

export const ALERTS_CHANNEL = 'alerts_due';

export type CompetitionReader = Pick<CompetitionService, 'updates' | 'eventPage' | 'idle'>;

interface PreferenceRow {
  user_id: number;
  team_number: number;
  notif_upcoming: boolean;
  notif_alliance: boolean;
  notif_results: boolean;
  notif_awards: boolean;
}

/**
 * Favourite-team alerts. Facts come from comparing each followed event's data with the snapshot kept
 * from the last look (or from a webhook); every fact becomes one alert row per follower with that
 * preference on, keyed so that the same fact seen twice, by two instances, or from both sources, is
 * stored once.
 */
export class TeamAlerts {
  constructor(
    private readonly db: Database,
    private readonly competition: CompetitionReader,
    private readonly channel: ChannelPoster,
    private readonly upcomingLeadSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** Teams someone follows, plus the channel's teams. */
  async followedTeams(): Promise<Set<number>> {
    const found = await rows<{ team_number: number }>(this.db, sql`select distinct team_number from team_preferences`);
    const channel = await this.channel.config();
    return new Set([...found.map((r) => r.team_number), ...(channel.channel_id ? channel.teams : [])]);
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
      const woken = new Set((await rows<{ event_key: string }>(this.db, sql`select event_key from alert_snapshots where wake_requested`)).map((r) => r.event_key));
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
    await this.db.execute(sql`insert into alert_snapshots (event_key, snapshot, updated_at) values (${next.eventKey}, null, ${at}) on conflict do nothing`);
    return this.db.transaction(async (tx) => {
      const locked = await rows<{ snapshot: unknown }>(tx, sql`select snapshot from alert_snapshots where event_key = ${next.eventKey} for update skip locked`);
      if (!locked[0]) return 0;
      const raw = locked[0].snapshot;
      const before = (typeof raw === 'string' ? JSON.parse(raw) : raw) as EventSnapshot | null;
      const facts = [...diffSnapshots(before, next, teams), ...upcomingFacts(next, Math.floor(at.getTime() / 1000), this.upcomingLeadSeconds, teams)];
      const created = await this.record(facts, tx);
      await tx.execute(
        sql`update alert_snapshots set snapshot = ${JSON.stringify(next)}::jsonb, updated_at = ${at}, wake_requested = false where event_key = ${next.eventKey}`,
      );
      return created;
    });
  }

  /** Turns facts into alert rows (followers with the preference on, and the alert channel); duplicates are ignored. */
  async record(facts: readonly TeamFact[], db: Executor = this.db): Promise<number> {
    if (facts.length === 0) return 0;
    const teamList = [...new Set(facts.map((f) => f.team))];
    const prefs = await rows<PreferenceRow>(
      db,
      sql`select user_id, team_number, notif_upcoming, notif_alliance, notif_results, notif_awards from team_preferences
          where team_number = any(${`{${teamList.join(',')}}`}::int[])`,
    );
    const channel = await this.channel.config(db);
    const at = this.now();
    const values: (typeof alerts.$inferInsert)[] = [];
    for (const fact of facts) {
      const common = { kind: fact.kind, teamNumber: fact.team, eventKey: fact.eventKey, subject: fact.subject, title: fact.title, body: fact.body, url: fact.url, dueAt: at, createdAt: at };
      for (const pref of prefs) {
        if (pref.team_number !== fact.team || !pref[PREFERENCE_FOR_KIND[fact.kind]]) continue;
        values.push({ ...common, alertKey: teamAlertKey(pref.user_id, fact), userId: pref.user_id });
      }
      if (channel.channel_id && channel.teams.includes(fact.team)) {
        values.push({ ...common, alertKey: `channel:${channel.channel_id}:${fact.team}:${fact.eventKey}:${fact.subject}:${fact.kind}`, userId: null, chatKey: channel.channel_id });
      }
    }
    let created = 0;
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await db
        .insert(alerts)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing({ target: alerts.alertKey })
        .returning({ id: alerts.id });
      created += inserted.length;
    }
    // Delivered on commit: wakes the senders of every instance.
    if (created > 0) await db.execute(sql`select pg_notify(${ALERTS_CHANNEL}, '')`);
    return created;
  }

  /** A webhook named this event: look at it on the next short cycle. */
  async wake(eventKey: string): Promise<void> {
    await this.db.execute(
      sql`insert into alert_snapshots (event_key, snapshot, updated_at, wake_requested) values (${eventKey}, null, ${this.now()}, true)
          on conflict (event_key) do update set wake_requested = true`,
    );
  }
}
