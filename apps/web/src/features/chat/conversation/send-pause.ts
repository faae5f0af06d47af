import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

/** When the server's 429 names no wait (a proxy's answer), wait this long. */
const DEFAULT_PAUSE_SECONDS = 5;

/** Seconds to hold back after a refused send: the server's Retry-After for a 429, nothing for other failures. */
export function sendPauseSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return seconds !== undefined && seconds > 0 ? Math.ceil(seconds) : DEFAULT_PAUSE_SECONDS;
}

/** What the composer says while sending is held back; the text typed stays in the box. */
export function sendPauseText(secondsLeft: number): string {
  return `You are sending messages too quickly. Your message is kept: you can send it in ${secondsLeft} s.`;
}

/** A countdown in whole seconds after a refused send; 0 when sending may go ahead. */
export function useSendPause(): { secondsLeft: number; pause(seconds: number): void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return {
    secondsLeft,
    pause: (seconds) => {
      const current = Date.now();
      setNow(current);
      setUntil(current + seconds * 1000);
    },
  };
}
