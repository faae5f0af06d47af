/** The app-wide clock: every service, the simulated season, event status and alerts read it. */
export type Clock = () => Date;

/**
 * The app clock. Without a start it is the real time; with one it stands at `start` when created
 * and runs forward in real time from there (CLOCK_START places a demo or a test at a chosen moment).
 */
export function createClock(start?: Date): Clock {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** A clock that stands still at the given instant, for tests that must not drift. */
export function fixedClock(at: Date | string): Clock {
  const time = new Date(at).getTime();
  return () => new Date(time);
}
