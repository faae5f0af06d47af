import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/**
 * Fetches an answer again after a live change said it moved on (decision 0011), past the browser's HTTP cache (public
 * competition answers may be kept 5 s), a moment later: spread over a second so that a crowd of open pages does not
 * ask at one instant.
 */
export function refetchFresh<T>(client: QueryClient, queryKey: QueryKey, path: string): void {
  setTimeout(
    () =>
      void client.prefetchQuery({
        queryKey,
        queryFn: ({ signal }) => apiRequest<T>(path, { signal, cache: 'no-cache' }),
        staleTime: 0,
      }),
    Math.random() * 1000,
  );
}
