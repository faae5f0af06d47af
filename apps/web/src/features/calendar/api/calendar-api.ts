import type { CalendarEvent, CalendarMatch, CalendarSubscription, DeleteEventBody, EventBodyInput } from '@team7790/shared/calendar/contracts';
import type { okResponse } from '@team7790/shared/accounts/contracts';
import type { z } from 'zod';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const calendarKey = ['calendar'] as const;

export const eventsQuery = (range: { start: string; end: string }) =>
  queryOptions({
    queryKey: [...calendarKey, 'events', range.start, range.end],
    queryFn: ({ signal }) => apiRequest<CalendarEvent[]>(`/calendar?start=${range.start}&end=${range.end}`, { signal }),
  });

/** The team's matches in the range (read-only, from the competition data). */
export const matchesQuery = (range: { start: string; end: string }) =>
  queryOptions({
    queryKey: [...calendarKey, 'matches', range.start, range.end],
    queryFn: ({ signal }) => apiRequest<CalendarMatch[]>(`/calendar/matches?start=${range.start}&end=${range.end}`, { signal }),
  });

export const upcomingQuery = () =>
  queryOptions({
    queryKey: [...calendarKey, 'upcoming'],
    queryFn: ({ signal }) => apiRequest<CalendarEvent[]>('/calendar/upcoming?limit=5', { signal }),
  });

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: ['calendar-subscription'],
    queryFn: ({ signal }) => apiRequest<CalendarSubscription>('/calendar/subscription', { signal }),
  });

/** Create (no id) or update (event or occurrence id); every calendar view refreshes after. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EventBodyInput }) =>
      apiRequest<CalendarEvent>(id ? `/calendar/${id}` : '/calendar', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeleteEventBody }) =>
      apiRequest<z.infer<typeof okResponse>>(`/calendar/${id}`, { method: 'DELETE', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
}

type SubscriptionChange = { action: 'create'; includeMatches: boolean } | { action: 'matches'; includeMatches: boolean } | { action: 'revoke' };

export function useChangeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: SubscriptionChange) => {
      if (change.action === 'revoke') {
        await apiRequest('/calendar/subscription', { method: 'DELETE' });
        return null;
      }
      return apiRequest<CalendarSubscription>('/calendar/subscription', {
        method: change.action === 'create' ? 'POST' : 'PATCH',
        body: { include_matches: change.includeMatches },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['calendar-subscription'] }),
  });
}
