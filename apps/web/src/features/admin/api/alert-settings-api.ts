import type { Channel } from '@team7790/shared/chat/contracts';
import {
  alertChannelResponse,
  webhookVerificationResponse,
  type AlertChannelConfig,
  type WebhookSettings,
} from '@team7790/shared/notifications/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ALERT_CHANNEL_KEY = ['admin', 'alert-channel'] as const;
const WEBHOOK_KEY = ['admin', 'tba-webhook'] as const;

/** GET /api/notifications/alert-channel (administrators): the channel favourite-team alerts go into, and for which teams. */
export const alertChannelQuery = () =>
  queryOptions({
    queryKey: ALERT_CHANNEL_KEY,
    queryFn: async ({ signal }) => alertChannelResponse.parse(await apiRequest('/notifications/alert-channel', { signal })),
  });

/** The channels to choose from (GET /api/chat/channels). */
export const alertChannelChoicesQuery = () =>
  queryOptions({
    queryKey: [...ALERT_CHANNEL_KEY, 'channels'] as const,
    queryFn: ({ signal }) => apiRequest<Channel[]>('/chat/channels', { signal }),
  });

export function useSaveAlertChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AlertChannelConfig) =>
      alertChannelResponse.parse(await apiRequest('/notifications/alert-channel', { method: 'PUT', body })),
    onSuccess: (saved) => queryClient.setQueryData(ALERT_CHANNEL_KEY, saved),
  });
}

/** GET /api/notifications/webhooks/tba/verification (administrators): never the secret, only whether one is set. */
export const tbaWebhookQuery = () =>
  queryOptions({
    queryKey: WEBHOOK_KEY,
    queryFn: async ({ signal }) => webhookVerificationResponse.parse(await apiRequest('/notifications/webhooks/tba/verification', { signal })),
  });

/** PUT (a new secret) or DELETE (secret: null) /api/notifications/webhooks/tba/secret. */
export function useSaveWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (secret: string | null): Promise<WebhookSettings> =>
      webhookVerificationResponse.parse(
        await apiRequest('/notifications/webhooks/tba/secret', secret === null ? { method: 'DELETE' } : { method: 'PUT', body: { secret } }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(WEBHOOK_KEY, settings),
  });
}
