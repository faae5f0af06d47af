import { queryOptions } from '@tanstack/react-query';
import { summaryResponse } from '@team7790/shared/scouting/match-scouting';
import { apiRequest } from '../../../lib/api-client.ts';

export const scoutingSummaryKey = (eventKey: string) => ['scouting', 'summary', eventKey] as const;

/**
 * GET /api/scouting/events/:eventKey/summary (members): each scouted team's averages by phase and form field, beside
 * EPA and OPR. Never asked for a visitor or a public account (`enabled`), whose page stays as it was.
 */
export const scoutingSummaryQuery = (eventKey: string, enabled: boolean) =>
  queryOptions({
    queryKey: scoutingSummaryKey(eventKey),
    queryFn: async ({ signal }) => summaryResponse.parse(await apiRequest(`/scouting/events/${encodeURIComponent(eventKey)}/summary`, { signal })),
    enabled,
  });
