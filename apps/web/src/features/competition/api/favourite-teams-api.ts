import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The signed-in user's favourite teams and their highlight colours (GET /api/preferences/teams), in the cache entry
 * the profile and settings pages keep them in; anonymous visitors never ask.
 */
export const favouriteTeamsQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['preferences', 'teams'] as const,
    // The answer's schema (and zod with it) loads only for signed-in users: visitors never need it.
    queryFn: async ({ signal }) => {
      const [{ teamPreferencesResponse }, answer] = await Promise.all([
        import('@team7790/shared/accounts/team-preferences'),
        apiRequest('/preferences/teams', { signal }),
      ]);
      return teamPreferencesResponse.parse(answer);
    },
    enabled: signedIn,
    staleTime: 60_000,
    retry: false,
  });
