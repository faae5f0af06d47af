import type { streamTicketResponse } from '@team7790/shared/live/contracts';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type StreamTicket = z.infer<typeof streamTicketResponse>;

/** A single-use ticket for one connection of the live stream (EventSource cannot send the bearer token). */
export const fetchStreamTicket = () => apiRequest<StreamTicket>('/chat/notifications/stream-ticket', { method: 'POST' });
