import type { Settings } from '../../settings.ts';
import { createStatboticsUpstream, createTbaUpstream } from './provider/http-upstream.ts';
import { politeUpstream } from './provider/polite-upstream.ts';
import type { Clock } from '../../clock.ts';
import type { Upstream } from './provider/upstream.ts';
import { createSimulatedSeason } from './simulation/index.ts';

export interface Providers {
  tba: Upstream;
  statbotics: Upstream;
  /** 'tba' when the real providers answer, 'simulation' for the built-in season. */
  kind: 'tba' | 'simulation';
  close(): Promise<void>;
}

/**
 * With TBA_API_KEY: The Blue Alliance and Statbotics over HTTP, each behind the concurrency and
 * 429 rules. Without it: the built-in simulated season, in-process.
 */
export async function createProviders(settings: Settings, now: Clock): Promise<Providers> {
  if (settings.TBA_API_KEY) {
    const tba = createTbaUpstream(settings.TBA_BASE_URL, settings.TBA_API_KEY);
    const statbotics = createStatboticsUpstream(settings.STATBOTICS_BASE_URL);
    const concurrency = settings.COMPETITION_UPSTREAM_CONCURRENCY;
    return {
      kind: 'tba',
      tba: politeUpstream(tba, { concurrency }),
      statbotics: politeUpstream(statbotics, { concurrency }),
      close: async () => {
        await Promise.all([tba.close(), statbotics.close()]);
      },
    };
  }
  const season = createSimulatedSeason({ now });
  return { kind: 'simulation', tba: season.tba, statbotics: season.statbotics, close: async () => {} };
}
