import pLimit from 'p-limit';
import type { Upstream, UpstreamResponse } from './upstream.ts';

/** 429 rule (spec 1 sections 8-9): Retry-After seconds (default 1) plus up to 250 ms jitter, at most 3 s, one retry. */
export const RETRY_DEFAULT_MS = 1000;
export const RETRY_JITTER_MS = 250;
export const RETRY_CAP_MS = 3000;

export function retryDelayMs(retryAfter: string | undefined, random: () => number): number {
  const seconds = retryAfter !== undefined && /^\d+(\.\d+)?$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  const base = seconds === null ? RETRY_DEFAULT_MS : seconds * 1000;
  return Math.min(RETRY_CAP_MS, base + Math.floor(random() * RETRY_JITTER_MS));
}

export interface PoliteOptions {
  /** Requests in flight at once; more wait their turn. */
  concurrency: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a provider so that it is asked at most `concurrency` things at once and a 429 is retried
 * once after the wait above. The wait does not hold a slot, so other requests go on meanwhile.
 */
export function politeUpstream(inner: Upstream, options: PoliteOptions): Upstream & { readonly active: number } {
  const limit = pLimit(options.concurrency);
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  return {
    get active() {
      return limit.activeCount;
    },
    async get(path: string, headers?: Record<string, string>): Promise<UpstreamResponse> {
      const first = await limit(() => inner.get(path, headers));
      if (first.status !== 429) return first;
      await sleep(retryDelayMs(first.headers['retry-after'], random));
      return limit(() => inner.get(path, headers));
    },
  };
}
