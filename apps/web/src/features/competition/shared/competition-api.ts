import { queryOptions } from '@tanstack/react-query';
import type { DistrictPageResponse, RegionalPoolResponse } from '@team7790/shared/competition/contracts/district';
import type { EventEpaResponse, EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { CompetitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions } from '../../../lib/first-answers.ts';

/** Query options of the competition pages' endpoints (one cache key per endpoint and key). */
export const competitionQueries = {
  event: (eventKey: string) =>
    queryOptions({
      queryKey: ['competition', 'event', eventKey],
      queryFn: ({ signal }) => apiRequest<EventPageResponse>(paths.event(eventKey), { signal }),
      ...firstAnswerOptions<EventPageResponse>(paths.event(eventKey)),
    }),
  eventEpa: (eventKey: string) =>
    queryOptions({
      queryKey: ['competition', 'event-epa', eventKey],
      queryFn: ({ signal }) => apiRequest<EventEpaResponse>(paths.eventEpa(eventKey), { signal }),
      ...firstAnswerOptions<EventEpaResponse>(paths.eventEpa(eventKey)),
      // EPA is an extra column: a failure leaves it empty and is not retried.
      retry: false,
    }),
  district: (districtKey: string) =>
    queryOptions({
      queryKey: ['competition', 'district', districtKey],
      queryFn: ({ signal }) => apiRequest<DistrictPageResponse>(paths.district(districtKey), { signal }),
      ...firstAnswerOptions<DistrictPageResponse>(paths.district(districtKey)),
    }),
  regional: (year: number) =>
    queryOptions({
      queryKey: ['competition', 'regional', year],
      queryFn: ({ signal }) => apiRequest<RegionalPoolResponse>(paths.regional(year), { signal }),
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: ['competition', 'search', q],
      queryFn: ({ signal }) => apiRequest<CompetitionSearchResponse>(`/competition/search?q=${encodeURIComponent(q)}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** The message a failed load shows: the server's text, or the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
