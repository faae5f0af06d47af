import { PUBLIC_PAGES } from '@team7790/shared/site/public-pages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages (sitemaps.org 0.9), plus the team's own page and its season's events. */
export function sitemapXml(origin: string, extraPaths: readonly string[] = []): string {
  const urls = [
    ...PUBLIC_PAGES.map((p) => ({ loc: `${origin}${p.path}`, changefreq: p.changefreq, priority: p.priority })),
    ...extraPaths.map((p) => ({ loc: `${origin}${p}`, changefreq: 'weekly', priority: 0.5 })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url>\n    <loc>${escapeXml(u.loc)}</loc>\n    <changefreq>${u.changefreq}</changefreq>\n    <priority>${u.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** The members' area and the API are no use to search engines; everything else is public. */
const DISALLOWED = ['/api/', '/dashboard', '/channels', '/messages', '/calendar', '/tasks', '/profile', '/settings', '/admin'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
