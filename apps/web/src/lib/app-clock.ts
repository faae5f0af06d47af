import { useEffect, useState, useSyncExternalStore } from 'react';

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

export function appNowMs(): number {
  return Date.now() + offsetMs;
}

/**
 * Runs a synchronous drawing with the server's offset in place (the server's first drawing of a page, which has no
 * page answer to read it from), then puts back the one before.
 */
export function withClockOffset<T>(ms: number, draw: () => T): T {
  const before = offsetMs;
  offsetMs = Number.isFinite(ms) ? ms : 0;
  try {
    return draw();
  } finally {
    offsetMs = before;
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

/** The server's "now", ticking every `intervalMs` (null: only when the offset changes). */
export function useAppNow(intervalMs: number | null = null): Date {
  const offset = useClockOffset();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setTick(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return new Date((intervalMs === null ? Date.now() : tick) + offset);
}
