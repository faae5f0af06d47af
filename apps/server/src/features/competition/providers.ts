import { existsSync } from 'node:fs';
import type { Settings } from '../../settings.ts';
import { createStatboticsUpstream, createTbaUpstream } from './provider/http-upstream.ts';
import { politeUpstream } from './provider/polite-upstream.ts';
import type { Clock, Upstream } from './provider/upstream.ts';

export interface Providers {
  tba: Upstream;
  statbotics: Upstream;
  /** 'tba' when the real providers answer, 'simulation' for the built-in season, 'none' when neither is available. */
  kind: 'tba' | 'simulation' | 'none';
  close(): Promise<void>;
}

interface SimulationModule {
  createSimulatedSeason(options: { now: Clock }): { tba: Upstream; statbotics: Upstream };
}

const SIMULATION_ENTRY = new URL('./simulation/index.ts', import.meta.url);

/** A provider that is never there: every page shows its failure state. */
const absent: Upstream = {
  get: () => Promise.reject(new Error('no competition data provider is configured')),
};

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
  if (existsSync(SIMULATION_ENTRY)) {
    // Loaded by URL on first use, so the server starts quickly and also from a tree without it.
    let season: Promise<{ tba: Upstream; statbotics: Upstream }> | null = null;
    const load = () =>
      (season ??= import(SIMULATION_ENTRY.href)
        .then((m: SimulationModule) => m.createSimulatedSeason({ now }))
        .catch((err: unknown) => {
          season = null;
          throw err;
        }));
    return {
      kind: 'simulation',
      tba: { get: (path, headers) => load().then((s) => s.tba.get(path, headers)) },
      statbotics: { get: (path, headers) => load().then((s) => s.statbotics.get(path, headers)) },
      close: async () => {},
    };
  }
  return { kind: 'none', tba: absent, statbotics: absent, close: async () => {} };
}
