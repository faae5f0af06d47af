import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { webhookVerificationResponse } from '@team7790/shared/notifications/push';
import { requireAdmin } from '../../../plugins/auth.ts';
import type { TbaWebhooks } from './tba-webhook.ts';

const webhookAnswer = z.object({ status: z.enum(['verified', 'accepted', 'duplicate', 'ignored']), alerts: z.number().int() });

/** POST /api/notifications/webhooks/tba (signed by TBA, no session) and the verification key for administrators. */
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

  r.get('/api/notifications/webhooks/tba/verification', {
    preHandler: requireAdmin,
    schema: { tags: ['notifications'], response: { 200: webhookVerificationResponse, 401: errorResponse, 403: errorResponse } },
    handler: () => webhooks.verification(),
  });
}
