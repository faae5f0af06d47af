import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@team7790/shared/accounts/contracts';
import { apiRequest } from '../api-client.ts';

/** Prefix of every profile query; invalidate it after the profile changes. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The profile of the account a token belongs to; keyed by token so users never share a cache entry. */
export function profileQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, token],
    queryFn: ({ signal }) => apiRequest<Profile>('/profile', { signal, token }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
