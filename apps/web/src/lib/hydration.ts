import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether React is still adopting the page the server drew (hydration): true from the start of a drawn page until the
 * first commit's effects have all run; false on a page the browser draws itself.
 */
let adopting = typeof document !== 'undefined' && Boolean(document.getElementById('root')?.hasChildNodes());

/** Called from the effects of the first commit; ends the adoption once all of that commit's effects have run. */
function endAdoption(): void {
  if (adopting) queueMicrotask(() => void (adopting = false));
}

/**
 * False while React adopts a page the server drew (hydration) and on the server itself; true otherwise.
 * What only the browser knows (the signed-in member, the `#tab`, a device's stored choices) is applied once this
 * turns true, so the browser's first render matches the drawing and the page is not rendered twice.
 *
 * The turn to true after the adoption is a transition: React redraws what changed in short slices between which the
 * browser answers input. (A store read alone, `useSyncExternalStore`, would redraw every user of this hook at once,
 * in one task as long as the page is big: 450 ms of blocked main thread on an event page on a mid-range phone.)
 * Parts adopted later (code still loading at the adoption) read the drawing's value while adopted and correct at once.
 */
export function useHydrated(): boolean {
  const known = useSyncExternalStore(
    noSubscription,
    () => !adopting,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (known) return;
    endAdoption();
    startTransition(() => setTurned(true));
  }, [known]);
  return known || turned;
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
