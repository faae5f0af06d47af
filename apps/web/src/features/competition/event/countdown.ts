export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds until `target` (all 0 once it has passed). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
