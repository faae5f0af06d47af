import { mutationOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The newest version another member's change was announced with (live), kept beside the list. */
const announcedKey = (eventKey: string) => ['scouting', 'pick-list-announced', eventKey] as const;

/** Reloads the list when an announced change is newer than the list on screen (or there is none yet). */
function reloadIfBehind(queryClient: QueryClient, eventKey: string) {
  const announced = queryClient.getQueryData<number>(announcedKey(eventKey)) ?? 0;
  const cached = queryClient.getQueryData<PickList>(pickListKey(eventKey));
  if (!cached || cached.version < announced) void queryClient.invalidateQueries({ queryKey: pickListKey(eventKey), exact: true });
}

/**
 * A member changed the list (a live event). It is reloaded at once, unless a change of this member's is on its way:
 * a reload answered before that change would undo it on screen (a ticked box unticks until the answer). The reload
 * then waits for the last of those changes to settle.
 */
export function pickListChanged(queryClient: QueryClient, eventKey: string, version: number) {
  queryClient.setQueryData<number>(announcedKey(eventKey), (seen) => Math.max(seen ?? 0, version));
  if (queryClient.isMutating({ mutationKey: pickListKey(eventKey) }) > 0) return;
  reloadIfBehind(queryClient, eventKey);
}

/** Every change answers with the whole new list, which replaces the cached one unless a newer one arrived. */
export function pickListMutations(queryClient: QueryClient, eventKey: string) {
  const mutationKey = pickListKey(eventKey);
  // One change at a time, in the order they were made: two teams added in a row reach the list in that order.
  const scope = { id: `pick-list:${eventKey}` };
  const accept = (list: PickList) =>
    queryClient.setQueryData<PickList>(pickListKey(eventKey), (old) => (old && old.version > list.version ? old : list));
  const refetch = () => queryClient.invalidateQueries({ queryKey: pickListKey(eventKey), exact: true });
  // Still counted as under way while it settles: the last one to settle catches up with what was announced meanwhile.
  const onSettled = () => {
    if (queryClient.isMutating({ mutationKey }) <= 1) reloadIfBehind(queryClient, eventKey);
  };

  const changeTeam = mutationOptions({
    mutationKey,
    scope,
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
    onSettled,
  });
  const reorder = mutationOptions({
    mutationKey,
    scope,
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
    onSettled,
  });
  const clearStatuses = mutationOptions({
    mutationKey,
    scope,
    mutationFn: () => apiRequest<PickList>(`${base(eventKey)}/clear-statuses`, { method: 'POST' }),
    onSuccess: accept,
    onError: refetch,
    onSettled,
  });
  return { changeTeam, reorder, clearStatuses };
}

export function usePickListMutations(eventKey: string) {
  const queryClient = useQueryClient();
  const options = pickListMutations(queryClient, eventKey);
  return {
    changeTeam: useMutation(options.changeTeam),
    reorder: useMutation(options.reorder),
    clearStatuses: useMutation(options.clearStatuses),
  };
}
