import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/**
 * Fetches an answer again after a live change said it moved on (decision 0011), past the browser's HTTP cache (public
 * competition answers may be kept 5 s), a moment later: spread over a second so that a crowd of open pages does not
 * ask at one instant. `onFetched` hears the new answer once it is in the cache (not a failure: the page keeps its own).
 */
export function refetchFresh<T>(client: QueryClient, queryKey: QueryKey, path: string, onFetched?: (data: T) => void): void {
  setTimeout(
    () =>
      void client
        .fetchQuery({
          queryKey,
          queryFn: ({ signal }) => apiRequest<T>(path, { signal, cache: 'no-cache' }),
          staleTime: 0,
        })
        .then(onFetched, () => undefined),
    Math.random() * 1000,
  );
}
