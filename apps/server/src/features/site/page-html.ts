import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentTitleFor, OG_IMAGE_PATH, SITE_NAME, type PublicPageMeta } from '@team7790/shared/site/public-pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The built index.html with a page's own title, description, canonical link and Open Graph tags,
 * so crawlers and link previews (which run no script) see the right text for each public page.
 */
export function pageHtml(template: string, meta: PublicPageMeta, origin: string): string {
  const title = escapeHtml(documentTitleFor(meta));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(`${origin}${meta.path}`);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${escapeHtml(origin + OG_IMAGE_PATH)}" />`,
    `<meta property="og:image:alt" content="Baywatch Robotics, FRC Team 7790" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/** Reads index.html once; null when the web app is not built (the API still runs). */
export function indexTemplate(distDir: string | undefined): () => Promise<string | null> {
  let cached: Promise<string | null> | null = null;
  return () => {
    if (!distDir) return Promise.resolve(null);
    cached ??= readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => {
      cached = null;
      return null;
    });
    return cached;
  };
}
