import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { PUBLIC_PAGES } from '@team7790/shared/site/public-pages';
import { sponsorInquiryAccepted, sponsorInquiryBody, sponsorInquiryList } from '@team7790/shared/site/sponsor-inquiry';
import type { SearchLookup } from '@team7790/shared/site/search-target';
import type { FeatureContext } from '../../feature.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { siteOrigin } from '../../plugins/site-origin.ts';
import { RateLimiter } from '../accounts/rate-limit.ts';
import { registerCompetitionPages } from './competition-pages.ts';
import { indexTemplate, pageHtml } from './page-html.ts';
import { siteRoutes } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { SponsorInquiriesService } from './sponsor-inquiries.ts';

export interface SiteOptions extends FeatureContext {
  /** Whether team and event numbers exist, for the search box. */
  searchLookup: SearchLookup;
}

/**
 * Sponsor inquiries, the search box's target, the sitemap, robots.txt, and the public pages' HTML with their own
 * titles and preview tags.
 */
export async function siteFeature(app: FastifyInstance, { database, settings, now, searchLookup }: SiteOptions): Promise<void> {
  await app.register(siteRoutes, { now, searchLookup });
  const inquiries = new SponsorInquiriesService(database.db, new RateLimiter(database.db, now), settings, now);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site'];
  const originOf = siteOrigin(settings, (message, host) => app.log.warn({ host }, message));

  r.post('/api/site/sponsor-inquiries', {
    schema: { tags, body: sponsorInquiryBody, response: { 200: sponsorInquiryAccepted, 400: errorResponse, 429: errorResponse } },
    handler: async (request) => {
      await inquiries.submit(request.body, request.ip);
      return { ok: true as const };
    },
  });

  r.get('/api/site/sponsor-inquiries', {
    preHandler: requireAdmin,
    schema: { tags, response: { 200: sponsorInquiryList, 401: errorResponse, 403: errorResponse } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { inquiries: await inquiries.list() };
    },
  });

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request), ['/team?team=7790'])),
  );

  // Served here, not as a static file, so the Sitemap line can carry the site's absolute address.
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  const template = indexTemplate(settings.WEB_DIST_DIR);
  for (const meta of PUBLIC_PAGES) {
    app.get(meta.path, async (request, reply) => {
      const html = await template();
      if (html === null) return reply.callNotFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(pageHtml(html, meta, originOf(request)));
    });
  }

  registerCompetitionPages(app, template, settings.WEB_DIST_DIR, now);
}
