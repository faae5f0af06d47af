import { sponsorInquiryList } from '@team7790/shared/site/sponsor-inquiry';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/site/sponsor-inquiries (administrators): newest first. */
export const sponsorInquiriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sponsor-inquiries'] as const,
    queryFn: async ({ signal }) => sponsorInquiryList.parse(await apiRequest('/site/sponsor-inquiries', { signal })).inquiries,
  });
