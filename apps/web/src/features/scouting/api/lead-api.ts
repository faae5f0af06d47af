import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersResponse } from '@team7790/shared/admin/contracts';
import type { FormDefinition, ScoutingForm } from '@team7790/shared/scouting/form';
import {
  assignmentsResponse,
  crewResponse,
  formResponse,
  kitResponse,
  type AssignmentBody,
  type ScoutingKit,
} from '@team7790/shared/scouting/match-scouting';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * What the scouting lead reads and changes (issue 31): the crew view, the event's assignments, the team's members to
 * assign, the season's form. Administrators only, but for the kit and the form, which every member reads.
 */
const eventPath = (eventKey: string) => `/scouting/events/${encodeURIComponent(eventKey)}`;

export const leadKeys = {
  crew: (eventKey: string) => ['scouting', 'crew', eventKey] as const,
  /** The event's kit as read online (not the device's kept copy, which the scout pages keep per member). */
  kit: (eventKey: string) => ['scouting', 'lead-kit', eventKey] as const,
  members: ['scouting', 'members'] as const,
  form: (season: number) => ['scouting', 'form', season] as const,
};

/** GET /api/scouting/events/:eventKey/crew: per match, each position's team, scout and state. */
export const crewQuery = (eventKey: string) =>
  queryOptions({
    queryKey: leadKeys.crew(eventKey),
    queryFn: async ({ signal }) => crewResponse.parse(await apiRequest(`${eventPath(eventKey)}/crew`, { signal })),
  });

/** GET /api/scouting/events/:eventKey/kit: the event's name, schedule and assignments. */
export const leadKitQuery = (eventKey: string) =>
  queryOptions({
    queryKey: leadKeys.kit(eventKey),
    queryFn: async ({ signal }) => kitResponse.parse(await apiRequest(`${eventPath(eventKey)}/kit`, { signal })),
  });

/** The team's members (administrators included), by name: whom a position can be assigned to. */
export const membersQuery = () =>
  queryOptions({
    queryKey: leadKeys.members,
    queryFn: async ({ signal }) =>
      adminUsersResponse
        .parse(await apiRequest('/admin/users?user_type=member', { signal }))
        .map((u) => ({ id: u.id, name: u.username }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 60_000,
  });

/** Adding or removing a block answers the event's assignments: they replace the kit's, and the crew view reloads. */
export function useAssignmentMutations(eventKey: string) {
  const queryClient = useQueryClient();
  const accept = (answer: unknown) => {
    const { assignments } = assignmentsResponse.parse(answer);
    queryClient.setQueryData<ScoutingKit>(leadKeys.kit(eventKey), (kit) => (kit ? { ...kit, assignments } : kit));
    void queryClient.invalidateQueries({ queryKey: leadKeys.crew(eventKey) });
  };
  const add = useMutation({
    mutationFn: (body: AssignmentBody) => apiRequest(`${eventPath(eventKey)}/assignments`, { method: 'POST', body }),
    onSuccess: accept,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`${eventPath(eventKey)}/assignments/${id}`, { method: 'DELETE' }),
    onSuccess: accept,
  });
  return { add, remove };
}

/** GET /api/scouting/reports.csv as a file saved by the browser (the request carries the sign-in, a plain link cannot). */
export async function downloadReportsCsv(eventKey: string): Promise<void> {
  const text = await apiRequest<string>(`${eventPath(eventKey)}/reports.csv`, { as: 'text' });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `${eventKey}-scouting-reports.csv` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/scouting/forms/:season: the season's current form (404 when it has none). */
export const formQuery = (season: number) =>
  queryOptions({
    queryKey: leadKeys.form(season),
    queryFn: async ({ signal }) => formResponse.parse(await apiRequest(`/scouting/forms/${season}`, { signal })),
    // An editor's copy must not change under the administrator's hands: it is read again only when asked.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** PUT /api/scouting/forms/:season: the form becomes the season's next version, which the answer carries. */
export function useSaveForm(season: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (definition: FormDefinition): Promise<ScoutingForm> =>
      formResponse.parse(await apiRequest(`/scouting/forms/${season}`, { method: 'PUT', body: definition })),
    onSuccess: (form) => queryClient.setQueryData(leadKeys.form(season), form),
  });
}
