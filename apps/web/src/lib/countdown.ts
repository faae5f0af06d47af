export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has been reached: show the "it's here" message, never negative numbers. */
  done: boolean;
}

/** Days, hours, minutes and seconds from now until the target, clamped at zero. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const ms = target.getTime() - now.getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: false,
  };
}
