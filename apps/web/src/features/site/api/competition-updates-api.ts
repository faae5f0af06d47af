import { queryOptions } from '@tanstack/react-query';
import type { CompetitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import { competitionApiPaths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions } from '../../../lib/first-answers.ts';

/** Spec 1 section 9: competition updates poll every 30 s (now while no live stream brings them, decision 0011). */
export const COMPETITION_UPDATES_POLL_MS = 30_000;

/** Team 7790's current event on the home page: rank, record and next match (refreshed live, or every 30 s: competition-updates.tsx). */
export const competitionUpdatesQuery = () =>
  queryOptions({
    queryKey: ['competition', 'updates', 7790],
    queryFn: ({ signal }) => apiRequest<CompetitionUpdatesResponse>(competitionApiPaths.updates(), { signal }),
    ...firstAnswerOptions<CompetitionUpdatesResponse>(competitionApiPaths.updates()),
    staleTime: COMPETITION_UPDATES_POLL_MS,
    retry: false,
  });
