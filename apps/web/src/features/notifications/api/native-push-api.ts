import type { PushConfig, registerDeviceResponse } from '@team7790/shared/notifications/push';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The app's push calls (spec 1). Plain requests rather than query options or mutation hooks: they run once at
 * start-up, outside React, from native/native-push.ts through the deps its tests stand in for.
 */

/** GET /chat/notifications/push-config: whether native and web push are on for this user. */
export const fetchPushConfig = (userId: number) => apiRequest<PushConfig>(`/chat/notifications/push-config?user_id=${userId}`);

/** POST /chat/notifications/register-device: this install's FCM token. */
export const registerDevice = (body: { user_id: number; platform: 'android'; token: string }) =>
  apiRequest<z.infer<typeof registerDeviceResponse>>('/chat/notifications/register-device', { method: 'POST', body });
