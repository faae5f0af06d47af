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
import type { Executor } from '../../../db/rows.ts';
import type { alerts } from '../../../db/schema/index.ts';
import type { CompetitionService } from '../../competition/service.ts';
import type { ChannelPoster } from './alert-channel.ts';
import type { AlertsRepo } from './alerts-repo.ts';
import type { SnapshotsRepo } from './snapshots-repo.ts';

export type CompetitionReader = Pick<CompetitionService, 'updates' | 'eventPage' | 'idle'>;

/**
 * Favourite-team alerts. Facts come from comparing each followed event's data with the snapshot kept
 * from the last look (or from a webhook); every fact becomes one alert row per follower with that
 * preference on, keyed so that the same fact seen twice, by two instances, or from both sources, is
 * stored once.
 */
export class TeamAlerts {
  constructor(
    private readonly repo: SnapshotsRepo,
    private readonly alerts: AlertsRepo,
    private readonly competition: CompetitionReader,
    private readonly channel: ChannelPoster,
    private readonly upcomingLeadSeconds: number,
    private readonly now: () => Date,
  ) {}

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
      const before = locked.snapshot;
      const facts = [...diffSnapshots(before, next, teams), ...upcomingFacts(next, Math.floor(at.getTime() / 1000), this.upcomingLeadSeconds, teams)];
      const created = await this.record(facts, tx);
      await this.repo.save(tx, next, at);
      return created;
    });
  }

  /** Turns facts into alert rows (followers with the preference on, and the alert channel); duplicates are ignored. */
  async record(facts: readonly TeamFact[], db: Executor = this.repo.db): Promise<number> {
    if (facts.length === 0) return 0;
    const teamList = [...new Set(facts.map((f) => f.team))];
    const prefs = await this.repo.preferencesFor(db, teamList);
    const channel = await this.channel.config(db);
    const at = this.now();
    const values: (typeof alerts.$inferInsert)[] = [];
    for (const fact of facts) {
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
      for (const pref of prefs) {
        if (pref.team_number !== fact.team || !pref[PREFERENCE_FOR_KIND[fact.kind]]) continue;
        values.push({ ...common, alertKey: teamAlertKey(pref.user_id, fact), userId: pref.user_id });
      }
      if (channel.channel_id && channel.teams.includes(fact.team)) {
        values.push({
          ...common,
          alertKey: `channel:${channel.channel_id}:${fact.team}:${fact.eventKey}:${fact.subject}:${fact.kind}`,
          userId: null,
          chatKey: channel.channel_id,
        });
      }
    }
    return this.alerts.insertNew(db, values);
  }

  /** A webhook named this event: look at it on the next short cycle. */
  async wake(eventKey: string): Promise<void> {
    await this.repo.wake(eventKey, this.now());
  }
}
