import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../../lib/hydration.ts';
import { tabFromHash } from './hash-tab.ts';

/**
 * The page's tab, kept in the URL hash: read at load (and on back/forward), written when the
 * user picks another tab (replacing the entry, so Back leaves the page rather than the tab). A drawn page is adopted
 * on the default tab (the server never sees the hash) and switches to the hash's at once after.
 */
export function useHashTab<T extends string>(allowed: readonly T[], fallback: T, aliases: Readonly<Record<string, T>> = {}): [T, (tab: T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // The server drew the page without the hash: the page is adopted on the first tab, then shows the hash's.
  const hydrated = useHydrated();
  const tab = tabFromHash(hydrated ? location.hash : '', allowed, fallback, aliases);
  // The hash's tab is on screen: the tabs held back while the app started show again (main.tsx).
  useEffect(() => {
    if (hydrated) delete document.documentElement.dataset.tabPending;
  }, [hydrated]);
  const setTab = useCallback(
    (next: T) => {
      void navigate({ pathname: location.pathname, search: location.search, hash: `#${next}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, location.pathname, location.search],
  );
  return [tab, setTab];
}
