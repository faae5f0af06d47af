import type { Profile, UpdateProfileBody } from '@team7790/shared/accounts/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { readStored, TOKEN_KEY } from '../../../lib/browser-storage.ts';
import { profileQueryOptions } from '../../../lib/auth/profile-query.ts';

/** The full profile (created_at, password_changed_at) from the same cache entry the auth state reads. */
export function useProfile() {
  const token = readStored(TOKEN_KEY) ?? '';
  return useQuery({ ...profileQueryOptions(token), enabled: token !== '' });
}

/** PUT /api/profile; the answer replaces the cached profile, so the side bar follows at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest<Profile>('/profile', { method: 'PUT', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(readStored(TOKEN_KEY) ?? '').queryKey, profile);
    },
  });
}
