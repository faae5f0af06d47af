import {
  sponsorInquiry,
  sponsorInquiryCounts,
  sponsorInquiryList,
  type InquiryStatus,
  type SponsorInquiry,
} from '@team7790/shared/site/sponsor-inquiry';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Which inquiries the page lists: those of one status, or all of them. */
export type InquiryFilter = InquiryStatus | 'all';

const SPONSOR_INQUIRIES_KEY = ['admin', 'sponsor-inquiries'] as const;
const LISTS_KEY = [...SPONSOR_INQUIRIES_KEY, 'list'] as const;

/** A visitor may send an inquiry at any time: an open tab looks again now and then (and on focus, as every query). */
const COUNTS_POLL_MS = 120_000;

/** GET /api/site/sponsor-inquiries?status= (administrators): newest first. */
export const sponsorInquiriesQuery = (filter: InquiryFilter) =>
  queryOptions({
    queryKey: [...LISTS_KEY, filter] as const,
    queryFn: async ({ signal }) =>
      sponsorInquiryList.parse(await apiRequest(`/site/sponsor-inquiries${filter === 'all' ? '' : `?status=${filter}`}`, { signal })).inquiries,
  });

/** GET /api/site/sponsor-inquiries/counts (administrators): the admin navigation's badge and the page's filter counts. */
export const sponsorInquiryCountsQuery = () =>
  queryOptions({
    queryKey: [...SPONSOR_INQUIRIES_KEY, 'counts'] as const,
    queryFn: async ({ signal }) => sponsorInquiryCounts.parse(await apiRequest('/site/sponsor-inquiries/counts', { signal })),
    refetchInterval: COUNTS_POLL_MS,
  });

/**
 * PATCH /api/site/sponsor-inquiries/:id: files an inquiry as new, handled or archived. The lists show the change at once
 * (it leaves the lists of its old status), then every list and the counts are asked again.
 * `onFiled` runs for every call, even when the card that made it has left the screen.
 */
export function useSetInquiryStatus({ onFiled }: { onFiled?: (filed: SponsorInquiry) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: InquiryStatus }) =>
      sponsorInquiry.parse(await apiRequest(`/site/sponsor-inquiries/${id}`, { method: 'PATCH', body: { status } })),
    onSuccess: (filed) => {
      onFiled?.(filed);
      for (const [key] of queryClient.getQueriesData<SponsorInquiry[]>({ queryKey: LISTS_KEY })) {
        const filter = key[key.length - 1] as InquiryFilter;
        queryClient.setQueryData<SponsorInquiry[]>(key, (list) =>
          list?.map((i) => (i.id === filed.id ? filed : i)).filter((i) => i.id !== filed.id || filter === 'all' || filter === filed.status),
        );
      }
      return queryClient.invalidateQueries({ queryKey: SPONSOR_INQUIRIES_KEY });
    },
  });
}
