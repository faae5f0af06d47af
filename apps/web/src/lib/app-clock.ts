import { useEffect, useState, useSyncExternalStore } from 'react';
import { drawnAt, useHydrated } from './hydration.ts';

/**
 * "Now" as the server has it. Every answer of the server (the page's HTML too) carries
 * `Server-Timing: clock-offset;desc=<ms>`: how far its app clock (CLOCK_START in a demo, real time in
 * production) stands from real time. Countdowns, default years and event states read `appNow()`, so
 * they agree with the server's, not with the device's date.
 */
const TIMING_NAME = 'clock-offset';

let offsetMs = 0;
const listeners = new Set<() => void>();

function setOffset(next: number): void {
  if (!Number.isFinite(next) || next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** The offset in a Server-Timing header value, e.g. `clock-offset;desc=-52012800000`. */
export function offsetFromServerTiming(value: string | null): number | null {
  if (!value) return null;
  for (const entry of value.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    if (name?.trim() !== TIMING_NAME) continue;
    const desc = params.map((p) => p.trim()).find((p) => p.startsWith('desc='));
    const ms = Number(desc?.slice(5).replace(/"/g, ''));
    return desc && Number.isFinite(ms) ? ms : null;
  }
  return null;
}

/** Reads the offset the page's own HTML came with (before any API answer). */
function readDocumentOffset(): void {
  try {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = navigation?.serverTiming?.find((e) => e.name === TIMING_NAME);
    if (entry && Number.isFinite(Number(entry.description))) setOffset(Number(entry.description));
  } catch {
    // No Performance API (tests, old engines): real time until an answer says otherwise.
  }
}
if (typeof performance !== 'undefined') readDocumentOffset();

/** Takes the offset from one of the server's answers. */
export function noteServerClock(headers: Headers): void {
  const ms = offsetFromServerTiming(headers.get('server-timing'));
  if (ms !== null) setOffset(ms);
}

/** While the server draws a page: the one instant the whole drawing takes as "now" (see `withClockOffset`). */
let frozenAtMs: number | undefined;

export function appNowMs(): number {
  return frozenAtMs ?? Date.now() + offsetMs;
}

/**
 * Runs a synchronous drawing with the server's offset in place (the server's first drawing of a page, which has no
 * page answer to read it from), then puts back the one before. With `atMs`, the drawing sees that one instant as
 * "now" throughout, the instant the browser hydrates the page with (root's `data-drawn-at`).
 */
export function withClockOffset<T>(ms: number, draw: () => T, atMs?: number): T {
  const before = offsetMs;
  const frozenBefore = frozenAtMs;
  offsetMs = Number.isFinite(ms) ? ms : 0;
  frozenAtMs = atMs !== undefined && Number.isFinite(atMs) ? atMs : undefined;
  try {
    return draw();
  } finally {
    offsetMs = before;
    frozenAtMs = frozenBefore;
  }
}

export function appNow(): Date {
  return new Date(appNowMs());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app clock's offset, re-rendering when an answer moves it. */
export function useClockOffset(): number {
  return useSyncExternalStore(
    subscribe,
    () => offsetMs,
    () => offsetMs,
  );
}

/**
 * The server's "now", ticking every `intervalMs` (null: only when the offset changes). While a drawn page is being
 * hydrated it is the instant the page was drawn at, so the first render matches the drawing; it moves on after.
 */
export function useAppNow(intervalMs: number | null = null): Date {
  const offset = useClockOffset();
  const hydrated = useHydrated();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setTick(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  const drawn = hydrated ? undefined : (frozenAtMs ?? drawnAt());
  if (drawn !== undefined) return new Date(drawn);
  return new Date((intervalMs === null ? Date.now() : tick) + offset);
}
