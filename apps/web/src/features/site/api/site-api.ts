import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CompetitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import type { sponsorInquiryAccepted, SponsorInquiryInput } from '@team7790/shared/site/sponsor-inquiry';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec 1 section 9: competition updates poll every 30 s. */
export const COMPETITION_UPDATES_POLL_MS = 30_000;

/** Team 7790's current event: rank, record and next match, refreshed every 30 s. */
export const competitionUpdatesQuery = () =>
  queryOptions({
    queryKey: ['competition', 'updates', 7790],
    queryFn: ({ signal }) => apiRequest<CompetitionUpdatesResponse>('/competition/updates', { signal }),
    refetchInterval: COMPETITION_UPDATES_POLL_MS,
    staleTime: COMPETITION_UPDATES_POLL_MS,
    retry: false,
  });

/** Sends the sponsor form to our server, which stores it and forwards it to the team. */
export function useSponsorInquiry() {
  return useMutation({
    mutationFn: (input: SponsorInquiryInput) =>
      apiRequest<z.infer<typeof sponsorInquiryAccepted>>('/site/sponsor-inquiries', { method: 'POST', body: input }),
  });
}
