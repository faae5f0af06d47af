import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, followed as the window changes (one task after a resize). `fallback` is the answer
 * where there is no window (rendering on the server).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => fallback,
  );
}
