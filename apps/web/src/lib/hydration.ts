import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React adopts a page the server drew (hydration) and on the server itself; true otherwise.
 * What only the browser knows (the signed-in member, the `#tab`, a device's stored choices) is applied once this
 * turns true, so the browser's first render matches the drawing and the page is not rendered twice.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let drawnAtMs: number | undefined;

/**
 * The app clock's "now" at which the server drew the page (root's `data-drawn-at`), read once; undefined when the
 * page was not drawn. A countdown hydrates with it, then ticks on from the real time.
 */
export function drawnAt(): number | undefined {
  if (drawnAtMs === undefined && typeof document !== 'undefined') {
    const at = Number(document.getElementById('root')?.dataset.drawnAt);
    drawnAtMs = Number.isFinite(at) && at > 0 ? at : 0;
  }
  return drawnAtMs || undefined;
}
