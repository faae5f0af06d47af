import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Predictions are extra: they are asked for and drawn once the page has loaded and the browser is idle, so the work
 * they bring (their code, their answer, drawing them) stays off the page's first paint and its hydration. The moment
 * comes once per page load; what mounts later draws at once.
 */
let idle = false;
let started = false;
const listeners = new Set<() => void>();

function watchForIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const mark = () => {
    idle = true;
    for (const listener of listeners) listener();
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(mark, { timeout: 2000 }) : setTimeout(mark, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const noSubscription = () => () => {};

/** Runs `listener` once the moment has come (watching for it from now on); returns its cancellation. */
const onIdle = (listener: () => void) => {
  watchForIdle();
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * False on the server, while the page hydrates and until the browser is idle after the page's load; true after.
 * The turn to true is a transition, drawn in short slices between which the browser answers input.
 */
export function useAfterLoad(): boolean {
  const known = useSyncExternalStore(
    noSubscription,
    () => idle,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (known) return;
    if (idle) {
      startTransition(() => setTurned(true));
      return;
    }
    return onIdle(() => startTransition(() => setTurned(true)));
  }, [known]);
  return known || turned;
}

/** Draws its children only once the page has loaded and the browser is idle (see useAfterLoad); nothing before. */
export function AfterLoad({ children }: { children: ReactNode }) {
  return useAfterLoad() ? children : null;
}
