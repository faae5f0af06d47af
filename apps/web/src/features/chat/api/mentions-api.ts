import { infiniteQueryOptions } from '@tanstack/react-query';
import type { mentionsResponse } from '@team7790/shared/chat/contracts';
import { MENTIONS_PAGE_SIZE } from '@team7790/shared/chat/limits';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from './query-keys.ts';

export type Mention = z.infer<typeof mentionsResponse>[number];

/** The messages that mention the signed-in member, newest first, in pages; asked again each time the list opens. */
export const mentionsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...chatKeys.all, 'mentions'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Mention[]>(`/chat/mentions?limit=${MENTIONS_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: Mention[]) => (page.length >= MENTIONS_PAGE_SIZE ? page.at(-1)!.message.id : undefined),
    staleTime: 0,
    retry: false,
  });
