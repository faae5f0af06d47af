import { eventOfTopic } from '@team7790/shared/competition/live-topics';
import type { Clock } from '../../clock.ts';
import type { LiveEventState } from '../competition/pages/live-state.ts';
import type { CompetitionService } from '../competition/service.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import { boundedChange, compareLive } from './changes.ts';
import type { LiveSnapshotsRepo } from './snapshots-repo.ts';

export type LiveCompetition = Pick<
  CompetitionService,
  'liveEventState' | 'refreshLiveParts' | 'refreshMatches' | 'refreshTeamsAtEvent' | 'updates' | 'providerKind' | 'knownTopics'
>;

/** A failing event is logged once in this long, not on every look (a provider down for an hour is one line a window). */
const FAILURE_LOG_WINDOW_MS = 10 * 60_000;

/**
 * Looks at the events this instance's open pages watch and publishes what changed (decision 0011). Reads go through
 * the provider cache, so the provider sees at most one call per part and freshness window whatever the audience; a
 * webhook asks it at once instead. The comparison runs under the event's row lock: of several instances, one
 * publishes a change, once, and every instance's hub hands it to its own tabs.
 */
export class LiveWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** When each failing event was last logged. */
  private readonly failuresLogged = new Map<string, number>();

  constructor(
    private readonly repo: LiveSnapshotsRepo,
    private readonly competition: LiveCompetition,
    /** The topics this instance's open streams watch. */
    private readonly watchedTopics: () => string[],
    private readonly now: Clock,
    private readonly log: (err: unknown, what: string) => void,
  ) {}

  start(everyMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.cycle(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One look at every watched event, one at a time (a look still running makes this one a no-op). */
  cycle(): Promise<void> {
    this.running ??= this.watchOnce()
      .then(() => undefined)
      .catch((err: unknown) => this.log(err, 'live watch'))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** One look at every watched event; answers how many changes were published. */
  async watchOnce(): Promise<number> {
    let published = 0;
    for (const eventKey of await this.watchedEvents()) {
      // The simulated season moves with its clock, in-process: ask it every time rather than once a window.
      if (this.competition.providerKind === 'simulation') await this.competition.refreshLiveParts(eventKey);
      published += await this.look(eventKey).then(
        (n) => {
          this.failuresLogged.delete(eventKey);
          return n;
        },
        (err: unknown) => {
          this.logFailureOnce(eventKey, err);
          return 0;
        },
      );
    }
    return published;
  }

  /** A webhook named the event: ask the provider now and publish what changed. */
  async eventChanged(eventKey: string): Promise<number> {
    await this.competition.refreshLiveParts(eventKey);
    return this.look(eventKey);
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
   * Events named by a watched topic; a team's topic watches its current event. Only topics of events and teams the
   * server knows (the season's list, or a page it served) are looked at: an invented one costs no provider call.
   */
  async watchedEvents(): Promise<string[]> {
    const events = new Set<string>();
    const topics = this.watchedTopics();
    const known = topics.length ? await this.competition.knownTopics(topics) : new Set<string>();
    for (const topic of topics) {
      if (!known.has(topic)) continue;
      const eventKey = eventOfTopic(topic);
      if (eventKey) events.add(eventKey);
      else if (topic.startsWith('team:')) {
        const updates = await this.competition.updates(Number(topic.slice(5))).catch(() => null);
        if (updates?.eventKey) events.add(updates.eventKey);
      }
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
    if (teams.length > 0) await this.competition.refreshTeamsAtEvent(teams, eventKey);
  }

  /** Compares the event with what its pages were told and publishes the difference; answers 1 when it did. */
  async look(eventKey: string): Promise<number> {
    const { page, details } = await this.competition.liveEventState(eventKey);
    const at = this.now();
    await this.refreshWatchedTeams(eventKey, page, details);
    const change = await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.lock(tx, eventKey);
      if (!locked.locked) return null;
      const { change, fingerprint } = compareLive(locked.state ?? { matches: {}, rankings: {}, alliances: '', awards: '' }, page, details);
      await this.repo.save(tx, eventKey, fingerprint, at);
      // The first look only learns what pages already show.
      if (!locked.state || !change) return null;
      await publishEvents(tx, [{ event: boundedChange(change), audience: null, topics: change.topics }]);
      return change;
    });
    // The match page's own answer catches up with what its open copies were just told.
    if (change?.matches) await this.competition.refreshMatches(change.matches.map((m) => m.key));
    return change ? 1 : 0;
  }
}
