import { createHash } from 'node:crypto';
import type { Clock } from '../../../clock.ts';
import type { Upstream, UpstreamResponse } from '../provider/upstream.ts';
import type { TeamEventEpa } from './epa.ts';
import { routeStatbotics } from './statbotics-router.ts';
import { routeTba } from './tba-router.ts';
import { SimulationWorld } from './world.ts';

export interface SimulatedSeason {
  tba: Upstream;
  statbotics: Upstream;
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('hex')}"`;
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');

/** A JSON answer with an ETag (hash of the body) and Last-Modified, or 304 when the caller already has it. */
function answer(status: number, payload: unknown, changedAt: number, headers: Record<string, string>): UpstreamResponse {
  const body = JSON.stringify(payload);
  const etag = etagOf(body);
  const lastModified = new Date(changedAt * 1000).toUTCString();
  const common = { etag, 'last-modified': lastModified, 'cache-control': 'public, max-age=61' };
  const ifNoneMatch = headers['if-none-match'];
  if (status === 200 && ifNoneMatch) {
    if (ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || stripWeak(tag) === stripWeak(etag)))
      return { status: 304, headers: common, body: '' };
  } else if (status === 200 && headers['if-modified-since']) {
    const since = Date.parse(headers['if-modified-since']);
    if (!Number.isNaN(since) && Math.floor(since / 1000) >= changedAt) return { status: 304, headers: common, body: '' };
  }
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...common }, body };
}

function lowerCase(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

/**
 * The embedded competition data provider: a deterministic season answering TBA v3 and Statbotics v3
 * paths. Everything is built lazily on first use and reads `now` on every answer, so events move
 * from upcoming through qualifications and playoffs to complete as the clock runs.
 */
export function createSimulatedSeason(options: { now: Clock }): SimulatedSeason {
  const world = new SimulationWorld(options.now());
  const epaMemo = new Map<string, Map<string, TeamEventEpa>>();
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  return {
    tba: {
      async get(path, headers) {
        const now = seconds();
        const result = routeTba({ world, now }, path);
        return answer(result.status, result.body, result.status === 200 ? result.changedAt : now, lowerCase(headers));
      },
    },
    statbotics: {
      async get(path, headers) {
        const now = seconds();
        const result = routeStatbotics({ world, now, epaMemo }, path);
        return answer(result.status, result.body, now, lowerCase(headers));
      },
    },
  };
}
