import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PickEntry, PickList, PickOrderBody, PickTeamChange } from '@team7790/shared/scouting/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const pickListKey = (eventKey: string) => ['scouting', 'pick-list', eventKey] as const;
const base = (eventKey: string) => `/scouting/pick-lists/${encodeURIComponent(eventKey)}`;

/** The team's shared pick list for an event (members only). */
export const pickListQuery = (eventKey: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: pickListKey(eventKey ?? ''),
    queryFn: ({ signal }) => apiRequest<PickList>(base(eventKey!), { signal }),
    enabled: enabled && eventKey !== null,
  });

/** Every change answers with the whole new list, which replaces the cached one unless a newer one arrived. */
export function usePickListMutations(eventKey: string) {
  const queryClient = useQueryClient();
  const accept = (list: PickList) =>
    queryClient.setQueryData<PickList>(pickListKey(eventKey), (old) => (old && old.version > list.version ? old : list));
  const refetch = () => queryClient.invalidateQueries({ queryKey: pickListKey(eventKey) });

  const changeTeam = useMutation({
    mutationFn: ({ team, change }: { team: number; change: PickTeamChange }) =>
      apiRequest<PickList>(`${base(eventKey)}/teams/${team}`, { method: 'PATCH', body: change }),
    onMutate: async ({ team, change }) => {
      // A status or note shows at once (a checkbox must follow the click); a refusal brings back the server's list.
      if (change.status === undefined && change.note === undefined) return;
      // A reload already under way (another member's change) would answer without this one and undo it on screen.
      await queryClient.cancelQueries({ queryKey: pickListKey(eventKey) });
      queryClient.setQueryData<PickList>(pickListKey(eventKey), (old) => {
        if (!old) return old;
        const entry = (e: PickEntry): PickEntry => ({ ...e, status: change.status ?? e.status, note: change.note ?? e.note });
        const listed = old.entries.some((e) => e.team_number === team);
        const entries = listed
          ? old.entries.map((e) => (e.team_number === team ? entry(e) : e))
          : [
              ...old.entries,
              entry({
                team_number: team,
                tier: null,
                position: 0,
                status: 'available',
                note: '',
                updated_by: null,
                updated_at: new Date().toISOString(),
              }),
            ];
        return { ...old, entries };
      });
    },
    onSuccess: accept,
    onError: refetch,
  });
  const reorder = useMutation({
    mutationFn: (body: PickOrderBody) => apiRequest<PickList>(`${base(eventKey)}/order`, { method: 'PUT', body }),
    onMutate: async (body) => {
      // Show the new order at once; a refusal (409) brings back the server's list.
      await queryClient.cancelQueries({ queryKey: pickListKey(eventKey) });
      queryClient.setQueryData<PickList>(pickListKey(eventKey), (old) =>
        old
          ? {
              ...old,
              entries: old.entries.map((e) => (e.tier === body.tier ? { ...e, position: body.teams.indexOf(e.team_number) + 1 } : e)),
            }
          : old,
      );
    },
    onSuccess: accept,
    onError: refetch,
  });
  const clearStatuses = useMutation({
    mutationFn: () => apiRequest<PickList>(`${base(eventKey)}/clear-statuses`, { method: 'POST' }),
    onSuccess: accept,
    onError: refetch,
  });
  return { changeTeam, reorder, clearStatuses };
}
