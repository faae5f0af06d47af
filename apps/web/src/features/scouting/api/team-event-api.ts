import { queryOptions } from '@tanstack/react-query';
import type { CompetitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Team 7790's event now or next (the home page's competition updates, the same answer and cache key): the scout page
 * offers it as the event to scout. The service worker keeps the last answer, so it is known offline too.
 */
export const teamEventQuery = () =>
  queryOptions({
    queryKey: ['competition', 'updates', 7790],
    queryFn: ({ signal }) => apiRequest<CompetitionUpdatesResponse>('/competition/updates', { signal }),
    staleTime: 30_000,
    retry: false,
  });
