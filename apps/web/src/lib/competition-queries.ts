import { queryOptions } from '@tanstack/react-query';
import type { DistrictPageResponse, RegionalPoolResponse } from '@team7790/shared/competition/contracts/district';
import type { EventEpaResponse, EventOprsResponse, EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { CompetitionSearchResponse } from '@team7790/shared/competition/contracts/search';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from './api-client.ts';
import { firstAnswerOptions } from './first-answers.ts';

/**
 * Query options of the competition endpoints that more than one feature reads (one cache key per endpoint and key):
 * the competition pages and the scouting page both draw an event, its EPA and its OPR from these.
 * The team and match pages' own queries are the competition feature's (features/competition/api).
 */
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
  /** OPR, DPR and CCWM (the scouting table); a failure leaves their columns empty. */
  eventOprs: (eventKey: string) =>
    queryOptions({
      queryKey: ['competition', 'event-oprs', eventKey],
      queryFn: ({ signal }) => apiRequest<EventOprsResponse>(paths.eventOprs(eventKey), { signal }),
      ...firstAnswerOptions<EventOprsResponse>(paths.eventOprs(eventKey)),
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
      queryFn: ({ signal }) => apiRequest<CompetitionSearchResponse>(paths.search(q), { signal }),
      ...firstAnswerOptions<CompetitionSearchResponse>(paths.search(q)),
      staleTime: 5 * 60_000,
    }),
};
