import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdQuery } from '@team7790/shared/chat/contracts';
import { errorResponse } from '@team7790/shared/http/errors';
import {
  alertChannelBody,
  alertChannelResponse,
  DEFAULT_PUSH_TITLE,
  pushConfigResponse,
  pushDevicesResponse,
  registerDeviceBody,
  registerDeviceResponse,
  testPushResponse,
  unregisterDeviceBody,
  webPushConfigResponse,
  webPushReplaceBody,
  webPushReplaceResponse,
  webPushSubscriptionBody,
  webPushUnsubscribeBody,
} from '@team7790/shared/notifications/push';
import { z } from 'zod';
import { currentUser, requireAdmin, requireUser } from '../../../plugins/auth.ts';
import { badRequest, conflict, notFound } from '../../../http-error.ts';
import type { ChannelPoster } from '../alerts/alert-channel.ts';
import type { PushDevices } from './devices.ts';
import { PushEndpointRefused, type PushEndpointPolicy } from './endpoint-policy.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Registration refuses, with a 400 and nothing stored, an endpoint the server would not send to. */
async function allowedEndpoint(policy: PushEndpointPolicy, endpoint: string): Promise<void> {
  try {
    await policy.check(endpoint);
  } catch (err) {
    if (err instanceof PushEndpointRefused) throw badRequest(err.message, err.code);
    throw err;
  }
}

export interface PushRouteOptions {
  devices: PushDevices;
  channel: ChannelPoster;
  vapidPublicKey: string;
  nativeEnabled: boolean;
  policy: PushEndpointPolicy;
  /** Queues a test notification to every device of the user. */
  queueTest: (userId: number) => Promise<void>;
}

/**
 * Device registration for push: browsers (Web Push) under /api/notifications/push, the app's native
 * token under the spec's /api/chat/notifications paths. Any signed-in account may register, since
 * public accounts get favourite-team alerts too; a device always belongs to the token's user.
 */
export async function pushRoutes(app: FastifyInstance, options: PushRouteOptions) {
  const { devices, channel } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notifications/push/config', {
    schema: { tags: ['notifications'], response: { 200: webPushConfigResponse } },
    handler: () => ({ enabled: true, vapid_public_key: options.vapidPublicKey }),
  });

  r.get('/api/notifications/push/devices', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], response: { 200: pushDevicesResponse, ...errors } },
    handler: (request) => devices.counts(currentUser(request).id),
  });

  r.post('/api/notifications/push/subscriptions', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], body: webPushSubscriptionBody, response: { 200: pushDevicesResponse, ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      await allowedEndpoint(options.policy, request.body.endpoint);
      if (!(await devices.subscribeWeb(user.id, request.body, request.headers['user-agent']))) {
        throw conflict('This push subscription is registered to another account. Turn notifications off and on again in this browser.');
      }
      return devices.counts(user.id);
    },
  });

  // No session: the service worker calls it; the old subscription's auth secret is the proof (PushDevices.replaceWeb).
  r.post('/api/notifications/push/subscriptions/replace', {
    schema: { tags: ['notifications'], body: webPushReplaceBody, response: { 200: webPushReplaceResponse, ...errors } },
    handler: async (request) => {
      const { old_endpoint, old_auth, subscription } = request.body;
      await allowedEndpoint(options.policy, subscription.endpoint);
      const replaced = await devices.replaceWeb({ endpoint: old_endpoint, auth: old_auth }, subscription, request.headers['user-agent']);
      if (!replaced) throw notFound('That subscription is not registered here.');
      return { replaced: true as const };
    },
  });

  r.delete('/api/notifications/push/subscriptions', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], body: webPushUnsubscribeBody, response: { 200: pushDevicesResponse, ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      if (!(await devices.unsubscribeWeb(user.id, request.body.endpoint))) throw notFound('This browser is not subscribed.');
      return devices.counts(user.id);
    },
  });

  r.post('/api/notifications/push/test', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], response: { 200: testPushResponse, ...errors } },
    handler: async (request) => {
      await options.queueTest(currentUser(request).id);
      return { queued: true };
    },
  });

  r.post('/api/chat/notifications/register-device', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], body: registerDeviceBody, response: { 200: registerDeviceResponse, ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      if (!(await devices.registerNative(user, request.body.platform, request.body.token))) {
        throw conflict('This device is registered to another account that is still signed in on it.');
      }
      return { registered: true, platform: request.body.platform };
    },
  });

  r.delete('/api/chat/notifications/register-device', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], body: unregisterDeviceBody, response: { 200: z.object({ removed: z.boolean() }), ...errors } },
    handler: async (request) => ({ removed: await devices.unregisterNative(currentUser(request).id, request.body.token) }),
  });

  r.get('/api/chat/notifications/push-config', {
    onRequest: requireUser,
    schema: { tags: ['notifications'], querystring: userIdQuery, response: { 200: pushConfigResponse, ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      return {
        native_enabled: options.nativeEnabled,
        web_enabled: true,
        vapid_public_key: options.vapidPublicKey,
        devices: await devices.counts(user.id),
        default_title: DEFAULT_PUSH_TITLE,
      };
    },
  });

  r.get('/api/notifications/alert-channel', {
    onRequest: requireAdmin,
    schema: { tags: ['notifications'], response: { 200: alertChannelResponse, ...errors } },
    handler: async () => {
      const config = await channel.config();
      return { channel_id: config.channel_id, teams: config.teams };
    },
  });

  r.put('/api/notifications/alert-channel', {
    onRequest: requireAdmin,
    schema: { tags: ['notifications'], body: alertChannelBody, response: { 200: alertChannelResponse, ...errors } },
    handler: (request) => channel.configure(currentUser(request), request.body.channel_id, request.body.teams),
  });
}
