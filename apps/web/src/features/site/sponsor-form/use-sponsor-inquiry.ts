import { useMutation } from '@tanstack/react-query';
import type { SponsorInquiryInput } from '@team7790/shared/site/sponsor-inquiry';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends the sponsor form to our server, which stores it and forwards it to the team. */
export function useSponsorInquiry() {
  return useMutation({
    mutationFn: (input: SponsorInquiryInput) => apiRequest<{ ok: true }>('/site/sponsor-inquiries', { method: 'POST', body: input }),
  });
}
