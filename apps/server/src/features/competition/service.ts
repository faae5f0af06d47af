import type { SearchLookup } from '@team7790/shared/site/search-target';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import { eventOfTopic } from '@team7790/shared/live/topics';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Settings } from '../../settings.ts';
import { CacheRepo } from './cache/cache-repo.ts';
import { ProviderCache, type ProviderCacheStats } from './cache/provider-cache.ts';
import { AnswerMemo, type PageContext } from './pages/context.ts';
import { competitionRefresh, type CompetitionRefresh } from './pages/live-state.ts';
import type { ScoutingEstimates } from './pages/predictions.ts';
import { createProviders, type Providers } from './providers.ts';
import { competitionReads, type CompetitionReads } from './reads.ts';
import type { Clock } from '../../clock.ts';
import { SearchIndex } from './search/search-index.ts';
import { KnownKeys } from './cache/known-keys.ts';

/**
 * What competition needs from scouting (a port, wired in app.ts; decision 0018): our members' scouting estimate per
 * team of an event, blended into members' predictions. Competition calls it; scouting implements it.
 */
export interface ScoutingForCompetition {
  estimates(eventKey: string): Promise<ScoutingEstimates>;
}

/**
 * Competition data for the pages and for the other features. The routes answer the pages' JSON text (checked against
 * the shared contracts); other features read objects through `reads` and ask the provider again through `refresh`.
 * The browser never sees a provider or its key.
 */
export class CompetitionService {
  readonly searchLookup: SearchLookup;
  readonly searchIndex: SearchIndex;
  readonly reads: CompetitionReads;
  readonly refresh: CompetitionRefresh;

  constructor(
    /** For the routes: what every page builder reads. */
    readonly pages: PageContext,
    private readonly providers: Pick<Providers, 'kind' | 'close'>,
  ) {
    this.searchIndex = new SearchIndex(pages);
    this.searchLookup = this.searchIndex.lookup();
    this.reads = competitionReads(pages);
    this.refresh = competitionRefresh(pages);
  }

  get providerKind(): Providers['kind'] {
    return this.providers.kind;
  }

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
      return [`/team/${key}`, `/team/${key}/events/${this.pages.now().getFullYear()}`];
    };
    const lookups = topics.map((t) => [t, lookupOf(t)] as const);
    const answered = await this.pages.tba.answered([...new Set(lookups.flatMap(([, l]) => (l === true ? [] : l)))]);
    return new Set(lookups.filter(([, l]) => l === true || l.some((p) => answered.has(p))).map(([t]) => t));
  }

  /** Each provider cache's running totals, for the metrics endpoint. */
  cacheStats(): Array<{ provider: string; stats: ProviderCacheStats }> {
    return [this.pages.tba, this.pages.statbotics].map((cache) => ({ provider: cache.provider, stats: cache.stats }));
  }

  /** Resolves once no background refresh is running. */
  async idle(): Promise<void> {
    await Promise.all([this.pages.tba.idle(), this.pages.statbotics.idle()]);
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
