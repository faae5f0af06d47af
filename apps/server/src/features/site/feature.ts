import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@team7790/shared/http/errors';
import { PUBLIC_PAGES } from '@team7790/shared/site/public-pages';
import {
  sponsorInquiry,
  sponsorInquiryAccepted,
  sponsorInquiryBody,
  sponsorInquiryCounts,
  sponsorInquiryIdParams,
  sponsorInquiryList,
  sponsorInquiryListQuery,
  sponsorInquiryStatusBody,
} from '@team7790/shared/site/sponsor-inquiry';
import type { SearchLookup } from '@team7790/shared/site/search-target';
import type { FeatureContext } from '../../feature.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { siteOrigin } from '../../plugins/site-origin.ts';
import { RateLimiter } from '../accounts/rate-limit.ts';
import { COMPETITION_PAGES, registerDrawnPages, type DrawnPage } from './drawn-pages.ts';
import { indexTemplate, pageHtml } from './page-html.ts';
import { siteRoutes } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { SponsorInquiriesService } from './sponsor-inquiries.ts';

/** The source module of each of the site's own pages (spec 1's public pages), as the web build's manifest names it. */
const SITE_PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/site/home-page.tsx',
  '/robots': 'src/features/site/robots-page.tsx',
  '/sponsors': 'src/features/site/sponsors-page.tsx',
  '/schedule': 'src/features/site/schedule-page.tsx',
  '/ftc': 'src/features/site/ftc-page.tsx',
  '/scouting': 'src/features/site/scouting-page.tsx',
  '/become-a-sponsor': 'src/features/site/become-a-sponsor-page.tsx',
  '/privacy-policy': 'src/features/site/privacy-policy-page.tsx',
};

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
    onRequest: requireAdmin,
    schema: {
      tags,
      querystring: sponsorInquiryListQuery,
      response: { 200: sponsorInquiryList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { inquiries: await inquiries.list(request.query.status) };
    },
  });

  // The admin navigation asks on every page an administrator opens: a count per status, not the inquiries.
  r.get('/api/site/sponsor-inquiries/counts', {
    onRequest: requireAdmin,
    schema: { tags, response: { 200: sponsorInquiryCounts, 401: errorResponse, 403: errorResponse } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return inquiries.counts();
    },
  });

  r.patch('/api/site/sponsor-inquiries/:id', {
    onRequest: requireAdmin,
    schema: {
      tags,
      params: sponsorInquiryIdParams,
      body: sponsorInquiryStatusBody,
      response: { 200: sponsorInquiry, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => inquiries.setStatus(request.params.id, request.body.status),
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

  // Every public page is drawn by the server; the site's own pages carry their title and preview tags too.
  const sitePages: DrawnPage[] = PUBLIC_PAGES.map((meta) => {
    const module = SITE_PAGE_MODULES[meta.path];
    if (!module) throw new Error(`No page module for the public page ${meta.path}`);
    return { path: meta.path, module, head: (template, request) => pageHtml(template, meta, originOf(request)) };
  });
  registerDrawnPages(app, indexTemplate(settings.WEB_DIST_DIR), settings.WEB_DIST_DIR, now, [...sitePages, ...COMPETITION_PAGES]);
}
