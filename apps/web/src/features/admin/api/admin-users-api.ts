import type { okResponse, registerResponse, UserType } from '@team7790/shared/accounts/contracts';
import { adminUserSchema, adminUsersResponse, type AdminUpdateUserBody, type AdminUser } from '@team7790/shared/admin/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/auth/profile-query.ts';

const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export function adminUsersQuery(userType: UserType) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, userType],
    queryFn: async ({ signal }) => adminUsersResponse.parse(await apiRequest(`/admin/users?user_type=${userType}`, { signal })),
  });
}

export interface NewUser {
  username: string;
  password: string;
  is_admin: boolean;
  user_type: UserType;
}

/** Every change refreshes both lists (a rename or deletion may concern either). */
function useRefreshingMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/** POST /api/auth/register with the administrator's token: the account is made, nobody is signed in as it. */
export const useCreateUser = () =>
  useRefreshingMutation((body: NewUser) => apiRequest<z.infer<typeof registerResponse>>('/auth/register', { method: 'POST', body }));

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminUpdateUserBody }) =>
      adminUserSchema.parse(await apiRequest(`/admin/users/${id}`, { method: 'PUT', body })),
    // The list shows the new state at once (spec 3 section 4: "updates the list on success").
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>([...ADMIN_USERS_KEY, updated.user_type], (list) => list?.map((u) => (u.id === updated.id ? updated : u)));
      // An administrator may have renamed their own account: the side bar reads the profile.
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
  });
}

export const useDeleteUser = () =>
  useRefreshingMutation((id: number) => apiRequest<z.infer<typeof okResponse>>(`/admin/users/${id}`, { method: 'DELETE' }));
