import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { webhookSecretBody, webhookVerificationResponse } from '@team7790/shared/notifications/push';
import { requireAdmin } from '../../../plugins/auth.ts';
import type { TbaWebhooks, WebhookStatus } from './tba-webhook.ts';

const webhookAnswer = z.object({ status: z.enum(['verified', 'accepted', 'duplicate', 'ignored']) });
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** POST /api/notifications/webhooks/tba, signed by TBA, no session. */
export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: TbaWebhooks }) {
  // The signature covers the exact bytes sent, so this route keeps the raw body (only inside this plugin).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/notifications/webhooks/tba', {
    schema: { tags: ['notifications'], response: { 200: webhookAnswer, 400: errorResponse, 401: errorResponse, 404: errorResponse } },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['x-tba-hmac'];
      return webhooks.receive(raw, Array.isArray(header) ? header[0] : header);
    },
  });
}

/**
 * Administrators: the webhook's state (whether a secret is in force and from where, the verification
 * key TBA sent, the address to register) and setting, replacing or removing the secret. No answer
 * ever contains the secret.
 */
export async function webhookAdminRoutes(
  app: FastifyInstance,
  { webhooks, publicSiteUrl }: { webhooks: TbaWebhooks; publicSiteUrl: string | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const webhookUrl = publicSiteUrl ? new URL('/api/notifications/webhooks/tba', publicSiteUrl).href : null;
  const answer = (status: WebhookStatus) => ({ ...status, webhook_url: webhookUrl });

  r.get('/api/notifications/webhooks/tba/verification', {
    onRequest: requireAdmin,
    schema: { tags: ['notifications'], response: { 200: webhookVerificationResponse, 401: errorResponse, 403: errorResponse } },
    handler: async () => answer(await webhooks.status()),
  });

  r.put('/api/notifications/webhooks/tba/secret', {
    onRequest: requireAdmin,
    schema: { tags: ['notifications'], body: webhookSecretBody, response: { 200: webhookVerificationResponse, ...adminErrors } },
    handler: async (request) => answer(await webhooks.setSecret(request.body.secret)),
  });

  r.delete('/api/notifications/webhooks/tba/secret', {
    onRequest: requireAdmin,
    schema: { tags: ['notifications'], response: { 200: webhookVerificationResponse, ...adminErrors } },
    handler: async () => answer(await webhooks.setSecret(null)),
  });
}
