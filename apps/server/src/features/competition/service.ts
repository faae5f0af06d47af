import type { CompetitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import type { SearchLookup } from '@team7790/shared/site/search-target';
import { HOME_TEAM_NUMBER, teamKeyOf } from '@team7790/shared/competition/keys';
import { eventOfTopic } from '@team7790/shared/live/topics';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Settings } from '../../settings.ts';
import { CacheRepo } from './cache/cache-repo.ts';
import { ProviderCache, type ProviderCacheStats } from './cache/provider-cache.ts';
import { districtPage, regionalPool } from './pages/district-pages.ts';
import { AnswerMemo, type PageContext } from './pages/context.ts';
import { eventEpa, eventOprs, eventPage } from './pages/event-page.ts';
import { matchEpa, matchPage } from './pages/match-page.ts';
import { eventOdds } from './pages/odds.ts';
import { eventPredictions, seasonAccuracy, type ScoutingEstimates } from './pages/predictions.ts';
import { teamHistory } from './pages/team-history.ts';
import { teamEventMatches, teamPage } from './pages/team-page.ts';
import { competitionUpdates } from './pages/updates.ts';
import { liveEventState, refreshLiveParts, refreshMatches, refreshTeamsAtEvent } from './pages/live-state.ts';
import { createProviders, type Providers } from './providers.ts';
import type { Clock } from '../../clock.ts';
import { SearchIndex } from './search/search-index.ts';
import { KnownKeys } from './cache/known-keys.ts';

/**
 * Competition data for the pages, the home page, the scouting tool and the favourite-team alerts.
 * Page methods answer JSON text checked against the shared contracts; the browser never sees a
 * provider or its key.
 */
export class CompetitionService {
  readonly searchLookup: SearchLookup;
  private readonly searchIndex: SearchIndex;

  constructor(
    private readonly ctx: PageContext,
    private readonly providers: Pick<Providers, 'kind' | 'close'>,
  ) {
    this.searchIndex = new SearchIndex(ctx);
    this.searchLookup = this.searchIndex.lookup();
  }

  get providerKind(): Providers['kind'] {
    return this.providers.kind;
  }

  eventPage = (eventKey: string) => eventPage(this.ctx, eventKey);
  eventEpa = (eventKey: string) => eventEpa(this.ctx, eventKey);
  eventOprs = (eventKey: string) => eventOprs(this.ctx, eventKey);
  /** Match predictions (issue 32); with `forMembers`, our scouting blended in (a private answer). */
  eventPredictions = async (eventKey: string, forMembers = false) =>
    eventPredictions(this.ctx, eventKey, forMembers && this.scoutingEstimates ? await this.scoutingEstimates(eventKey) : null);
  seasonAccuracy = (year: number) => seasonAccuracy(this.ctx, HOME_TEAM_NUMBER, year);
  /** Rank and playoff odds by simulation (issue 32), kept per event state. */
  eventOdds = (eventKey: string) => eventOdds(this.ctx, eventKey);
  /**
   * Our members' scouting estimate per team of an event, given by the scouting feature when it is present (features do
   * not import each other; the app wires them).
   */
  scoutingEstimates: ((eventKey: string) => Promise<ScoutingEstimates>) | null = null;
  teamPage = (teamNumber: number, year?: number) => teamPage(this.ctx, teamNumber, year ?? this.ctx.now().getFullYear());
  teamEventMatches = (teamNumber: number, eventKey: string) => teamEventMatches(this.ctx, teamNumber, eventKey);
  teamHistory = (teamNumber: number) => teamHistory(this.ctx, teamNumber);
  matchPage = (matchKey: string) => matchPage(this.ctx, matchKey);
  matchEpa = (matchKey: string) => matchEpa(this.ctx, matchKey);
  districtPage = (districtKey: string) => districtPage(this.ctx, districtKey);
  regionalPool = (year: number) => regionalPool(this.ctx, year);
  updatesJson = (teamNumber: number) => competitionUpdates(this.ctx, teamNumber);
  search = (query: string, limit?: number) => this.searchIndex.search(query, limit);
  /** Live scores (decision 0011): what open pages show of an event, and asking the provider again at once. */
  liveEventState = (eventKey: string) => liveEventState(this.ctx, eventKey);
  refreshLiveParts = (eventKey: string) => refreshLiveParts(this.ctx, eventKey);
  refreshMatches = (matchKeys: readonly string[]) => refreshMatches(this.ctx, matchKeys);
  refreshTeamsAtEvent = (teamNumbers: readonly number[], eventKey: string) => refreshTeamsAtEvent(this.ctx, teamNumbers, eventKey);

  /**
   * Of these live topics (decision 0011), those naming an event or team the server knows: in the season's search
   * index, or answered by the provider for a page served here. Never asks the provider, so invented topics cost
   * nothing upstream.
   */
  async knownTopics(topics: readonly string[]): Promise<Set<string>> {
    /** True when the index holds it, else the provider paths any one of which a served page would have cached. */
    const lookupOf = (topic: string): true | string[] => {
      const eventKey = eventOfTopic(topic);
      if (eventKey) return this.searchIndex.holds('event', eventKey) || [`/event/${eventKey}`];
      const team = topic.startsWith('team:') ? Number(topic.slice(5)) : NaN;
      if (!Number.isInteger(team)) return [];
      if (this.searchIndex.holds('team', team)) return true;
      const key = teamKeyOf(team);
      return [`/team/${key}`, `/team/${key}/events/${this.ctx.now().getFullYear()}`];
    };
    const lookups = topics.map((t) => [t, lookupOf(t)] as const);
    const answered = await this.ctx.tba.answered([...new Set(lookups.flatMap(([, l]) => (l === true ? [] : l)))]);
    return new Set(lookups.filter(([, l]) => l === true || l.some((p) => answered.has(p))).map(([t]) => t));
  }

  /** For in-process readers (favourite-team alerts). */
  async updates(teamNumber: number): Promise<CompetitionUpdatesResponse> {
    return JSON.parse(await competitionUpdates(this.ctx, teamNumber)) as CompetitionUpdatesResponse;
  }

  /** Each provider cache's running totals, for the metrics endpoint. */
  cacheStats(): Array<{ provider: string; stats: ProviderCacheStats }> {
    return [this.ctx.tba, this.ctx.statbotics].map((cache) => ({ provider: cache.provider, stats: cache.stats }));
  }

  /** Resolves once no background refresh is running. */
  async idle(): Promise<void> {
    await Promise.all([this.ctx.tba.idle(), this.ctx.statbotics.idle()]);
  }

  close(): Promise<void> {
    return this.providers.close();
  }
}

export async function createCompetitionService(options: {
  settings: Settings;
  database: DatabaseHandle;
  now: Clock;
  /** Replaces the providers chosen from the settings (the benchmark and tests use it). */
  providers?: Providers;
  log?: (error: unknown, path: string) => void;
}): Promise<CompetitionService> {
  const providers = options.providers ?? (await createProviders(options.settings, options.now));
  const repo = new CacheRepo(options.database.db);
  const onRefreshError = options.log;
  // The Blue Alliance is asked about a path nothing is cached for only when what it names can exist (made-up keys
  // cost no call and leave no row); the lists that decide it come through the same cache.
  const tba: ProviderCache = new ProviderCache('tba', providers.tba, repo, options.now, { onRefreshError, exists: (path) => known.path(path) });
  const known = new KnownKeys(tba, options.now);
  const ctx: PageContext = {
    tba,
    statbotics: new ProviderCache('statbotics', providers.statbotics, repo, options.now, { onRefreshError }),
    now: options.now,
    memo: new AnswerMemo(),
    known,
  };
  return new CompetitionService(ctx, providers);
}
