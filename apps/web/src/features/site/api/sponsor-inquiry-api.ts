import { useMutation } from '@tanstack/react-query';
import type { sponsorInquiryAccepted, SponsorInquiryInput } from '@team7790/shared/site/sponsor-inquiry';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends the sponsor form to our server, which stores it and forwards it to the team. */
export function useSponsorInquiry() {
  return useMutation({
    mutationFn: (input: SponsorInquiryInput) =>
      apiRequest<z.infer<typeof sponsorInquiryAccepted>>('/site/sponsor-inquiries', { method: 'POST', body: input }),
  });
}
