import { readFileSync } from 'node:fs';
import type { Settings } from '../../settings.ts';

/** What visitors' streams may hold on one instance (decision 0011): the shares that keep one stranger from filling it. */
export interface VisitorStreamLimits {
  /** Visitors' streams in all. */
  streams: number;
  /** Visitors' streams from one address (one network: `clientNetwork`). */
  streamsPerAddress: number;
  /** Distinct topics visitors' streams watch in all. */
  topics: number;
  /** Distinct topics the visitors' streams of one address watch. */
  topicsPerAddress: number;
}

/** Used when the open-file limit cannot be read (not Linux): the cap the product had before it was derived. */
const FALLBACK_STREAMS = 10_000;
/** Each stream holds one descriptor; the rest of the limit stays for requests, the database and files. */
const SHARE_OF_DESCRIPTORS = 0.6;

/** The soft limit on open files of this process (`ulimit -n`), from /proc; null when it cannot be read. */
export function openFileLimit(procLimits = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(procLimits, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.POSITIVE_INFINITY;
    const value = Number(soft);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The visitor stream cap for an open-file limit: 60 % of it (903 streams made an instance under 1,024 unreachable). */
export function streamsForDescriptors(limit: number | null): number {
  if (limit === null) return FALLBACK_STREAMS;
  return Math.max(10, Math.min(FALLBACK_STREAMS, Math.floor(limit * SHARE_OF_DESCRIPTORS)));
}

/**
 * One address's default share of a visitor cap: a twentieth, at least 20 (a household or a school behind one address
 * keeps its tabs live), but never more than a quarter (at least 1), so one address never holds the whole cap (of 2
 * or more) and from 4 on at least four addresses always share it.
 */
export function streamsPerAddressFor(streams: number): number {
  return Math.max(1, Math.min(Math.max(20, Math.floor(streams / 20)), Math.floor(streams / 4)));
}

export function visitorStreamLimits(settings: Settings, descriptors: number | null = openFileLimit()): VisitorStreamLimits {
  const streams = settings.LIVE_MAX_VISITOR_STREAMS ?? streamsForDescriptors(descriptors);
  return {
    streams,
    streamsPerAddress: settings.LIVE_MAX_STREAMS_PER_ADDRESS ?? streamsPerAddressFor(streams),
    topics: settings.LIVE_MAX_TOPICS,
    topicsPerAddress: settings.LIVE_MAX_TOPICS_PER_ADDRESS,
  };
}
