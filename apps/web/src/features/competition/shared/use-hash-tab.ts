import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tabFromHash } from './hash-tab.ts';

/**
 * The page's tab, kept in the URL hash: read at load (and on back/forward), written when the
 * user picks another tab (replacing the entry, so Back leaves the page rather than the tab).
 */
export function useHashTab<T extends string>(allowed: readonly T[], fallback: T, aliases: Readonly<Record<string, T>> = {}): [T, (tab: T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash, allowed, fallback, aliases);
  const setTab = useCallback(
    (next: T) => {
      void navigate({ pathname: location.pathname, search: location.search, hash: `#${next}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, location.pathname, location.search],
  );
  return [tab, setTab];
}
