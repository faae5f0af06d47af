import { eventOfTopic } from '@team7790/shared/live/topics';
import type { Clock } from '../../clock.ts';
import type { CompetitionRefresh, LiveEventState } from '../competition/pages/live-state.ts';
import type { CompetitionReads } from '../competition/reads.ts';
import type { CompetitionService } from '../competition/service.ts';
import { diffSnapshots } from '@team7790/shared/notifications/alerts';
import type { Executor } from '../../db/rows.ts';
import { publishEvents, type PublishedEvent } from '../live/event-log-repo.ts';
import { alertSnapshot, boundedChange, compareLive, teamsOf, type LiveFingerprint } from './changes.ts';
import type { LiveSnapshotsRepo } from './snapshots-repo.ts';

/** What the live road reads and asks of competition: objects through its reads, the provider again through its refresh. */
export interface LiveCompetition extends Pick<CompetitionService, 'providerKind' | 'knownTopics'> {
  reads: Pick<CompetitionReads, 'liveEventState' | 'currentEventKey'>;
  refresh: CompetitionRefresh;
}

/** A failing event is logged once in this long, not on every look (a provider down for an hour is one line a window). */
const FAILURE_LOG_WINDOW_MS = 10 * 60_000;

/** Teams someone follows (their current events are watched for alerts even with no page open). */
export type FollowedTeams = () => Promise<ReadonlySet<number>>;

export interface LiveWatcherOptions {
  repo: LiveSnapshotsRepo;
  competition: LiveCompetition;
  /** The topics this instance's open streams watch. */
  watchedTopics: () => string[];
  followedTeams?: FollowedTeams;
  now: Clock;
  log: (err: unknown, what: string) => void;
}

const NOTHING_TOLD: LiveFingerprint = { matches: {}, rankings: {}, alliances: '', awards: '' };

/**
 * The one place a competition change is noticed (decision 0011). It looks at the events this instance's open pages
 * watch, the current events of followed teams, and the events a webhook named, and compares each with what was last
 * seen, under the event's row lock: of several instances, one notices a change, once. A change is appended to the event
 * log as what pages are told (`competition.changed`, to the streams of its topics) and as the facts alerts are made of
 * (`competition.facts`, to no stream; the alert follower reads it). Reads go through the provider cache, so the
 * provider sees at most one call per part and freshness window whatever the audience; a webhook asks it at once.
 */
export class LiveWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** When each failing event was last logged. */
  private readonly failuresLogged = new Map<string, number>();
  /** Looks a webhook asked for, running now, one per event; `lookAgain` asks a running one for one more. */
  private readonly soon = new Map<string, Promise<void>>();
  private readonly lookAgain = new Set<string>();
  private readonly repo: LiveSnapshotsRepo;
  private readonly competition: LiveCompetition;
  private readonly watchedTopics: () => string[];
  private readonly followedTeams: FollowedTeams;
  private readonly now: Clock;
  private readonly log: (err: unknown, what: string) => void;

  constructor(options: LiveWatcherOptions) {
    this.repo = options.repo;
    this.competition = options.competition;
    this.watchedTopics = options.watchedTopics;
    this.followedTeams = options.followedTeams ?? (async () => new Set());
    this.now = options.now;
    this.log = options.log;
  }

  start(everyMs: number): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.cycle(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.settled();
  }

  /** One look at every watched event, one at a time (a look still running makes this one a no-op). */
  cycle(): Promise<void> {
    this.running ??= this.watchOnce()
      .then(() => undefined)
      .catch((err: unknown) => this.log(err, 'live watch'))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** One look at every watched event; answers how many page changes were published. */
  async watchOnce(): Promise<number> {
    let published = 0;
    const woken = new Set(await this.repo.wokenEvents());
    for (const eventKey of new Set([...(await this.watchedEvents()), ...woken])) {
      published += await this.lookAt(eventKey, {
        // The simulated season moves with its clock, in-process: ask it every time rather than once a window.
        askNow: woken.has(eventKey) || this.competition.providerKind === 'simulation',
      });
    }
    return published;
  }

  /** A webhook named the event: recorded (in the caller's transaction), so every instance's next look includes it. */
  async wake(eventKey: string, db: Executor = this.repo.db): Promise<void> {
    await this.repo.wake(eventKey, this.now(), db);
  }

  /** Looks at a woken event soon here, not awaited (the webhook is answered before any provider call). */
  lookSoon(eventKey: string): void {
    if (this.stopped) return;
    if (this.soon.has(eventKey)) {
      this.lookAgain.add(eventKey);
      return;
    }
    const run = async () => {
      do {
        this.lookAgain.delete(eventKey);
        await this.lookAt(eventKey, { askNow: true });
      } while (this.lookAgain.has(eventKey) && !this.stopped);
    };
    this.soon.set(
      eventKey,
      run().finally(() => this.soon.delete(eventKey)),
    );
  }

  /** Resolves once the looks webhooks asked for here have run (tests and shutdown wait for it). */
  async settled(): Promise<void> {
    while (this.soon.size > 0) await Promise.allSettled([...this.soon.values()]);
  }

  /** Asks the provider for the event now and publishes what changed; answers 1 when pages were told something. */
  async eventChanged(eventKey: string): Promise<number> {
    await this.competition.refresh.liveParts(eventKey);
    return this.look(eventKey);
  }

  private async lookAt(eventKey: string, { askNow }: { askNow: boolean }): Promise<number> {
    try {
      const published = askNow ? await this.eventChanged(eventKey) : await this.look(eventKey);
      this.failuresLogged.delete(eventKey);
      return published;
    } catch (err) {
      this.logFailureOnce(eventKey, err);
      return 0;
    }
  }

  private logFailureOnce(eventKey: string, err: unknown): void {
    const at = Date.now();
    const last = this.failuresLogged.get(eventKey);
    if (last !== undefined && at - last < FAILURE_LOG_WINDOW_MS) return;
    this.failuresLogged.set(eventKey, at);
    if (this.failuresLogged.size > 10_000) this.failuresLogged.delete(this.failuresLogged.keys().next().value!);
    this.log(err, `live watch ${eventKey} (logged once in ${FAILURE_LOG_WINDOW_MS / 60_000} minutes while it fails)`);
  }

  /**
   * Events named by a watched topic, and the current events of the teams they name and of followed teams. Only topics
   * of events and teams the server knows (the season's list, or a page it served) are looked at: an invented one costs
   * no provider call.
   */
  async watchedEvents(): Promise<string[]> {
    const events = new Set<string>();
    const topics = this.watchedTopics();
    const known = topics.length ? await this.competition.knownTopics(topics) : new Set<string>();
    const teams = new Set(await this.followedTeams().catch(() => new Set<number>()));
    for (const topic of topics) {
      if (!known.has(topic)) continue;
      const eventKey = eventOfTopic(topic);
      if (eventKey) events.add(eventKey);
      else if (topic.startsWith('team:')) teams.add(Number(topic.slice(5)));
    }
    for (const team of teams) {
      const eventKey = await this.competition.reads.currentEventKey(team).catch(() => null);
      if (eventKey) events.add(eventKey);
    }
    return [...events];
  }

  /**
   * Team pages open here refetch their current-event card when a change concerns their team, so it must find the new
   * data: before the change is sent, ask again for what those teams' cards are made of. Only a coming change costs
   * provider calls (a look ahead at what pages were told), and only for teams watched here.
   */
  private async refreshWatchedTeams(eventKey: string, page: LiveEventState['page'], details: LiveEventState['details']): Promise<void> {
    // Most looks find no team page open here: then neither the read nor the comparison is needed.
    const watchedTeams = new Set(this.watchedTopics().filter((t) => t.startsWith('team:')));
    if (watchedTeams.size === 0) return;
    const told = await this.repo.peek(eventKey);
    if (!told) return;
    const { change } = compareLive(told, page, details);
    if (!change) return;
    const teams = change.topics.filter((t) => watchedTeams.has(t)).map((t) => Number(t.slice(5)));
    if (teams.length > 0) await this.competition.refresh.teamsAtEvent(teams, eventKey);
  }

  /**
   * Compares the event with what was last seen of it and publishes the difference, in one transaction under the
   * event's row lock: the change for pages and the facts for alerts. The first look only learns. Answers 1 when pages
   * were told something. Another instance comparing it right now: this look is left to a later one (the event stays
   * woken).
   */
  async look(eventKey: string): Promise<number> {
    const { page, details } = await this.competition.reads.liveEventState(eventKey);
    const at = this.now();
    await this.refreshWatchedTeams(eventKey, page, details);
    const outcome = await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.lock(tx, eventKey);
      if (!locked.locked) return 'busy' as const;
      const { change, fingerprint } = compareLive(locked.fingerprint ?? NOTHING_TOLD, page, details);
      const snapshot = alertSnapshot(locked.snapshot, page);
      const facts = locked.snapshot ? diffSnapshots(locked.snapshot, snapshot, teamsOf(locked.snapshot, snapshot)) : [];
      await this.repo.save(tx, eventKey, { fingerprint, snapshot }, at);
      const events: PublishedEvent[] = [];
      if (locked.fingerprint && change) events.push({ event: boundedChange(change), audience: null, topics: change.topics });
      // No audience: no stream carries it; the alert follower reads it from the log.
      if (facts.length > 0) events.push({ event: { type: 'competition.facts', event_key: eventKey, facts }, audience: [] });
      await publishEvents(tx, events);
      return locked.fingerprint ? change : null;
    });
    if (outcome === 'busy') {
      await this.repo.wake(eventKey, at);
      return 0;
    }
    // The match page's own answer catches up with what its open copies were just told.
    if (outcome?.matches) await this.competition.refresh.matches(outcome.matches.map((m) => m.key));
    return outcome ? 1 : 0;
  }
}
