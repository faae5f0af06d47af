import { useCallback, useEffect, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/** A status message that clears itself after `ms` (spec 3: 5 s for the name, 3 s for the password). */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  const clear = useCallback(() => setMessage(null), []);
  return [message, setMessage, clear] as const;
}
