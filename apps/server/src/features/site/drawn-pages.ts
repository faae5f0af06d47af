import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, firstPageRequests } from '@team7790/shared/competition/page-requests';

/** A public page the server draws: its address, its source module as the build's manifest names it, and its head. */
export interface DrawnPage {
  path: string;
  module: string;
  /** The page's own title and preview tags put into the template for this request (the site's pages have them). */
  head?: (template: string, request: FastifyRequest) => string;
}

/** The competition pages and search; the site's own pages are the site feature's (feature.ts). */
export const COMPETITION_PAGES: readonly DrawnPage[] = [
  { path: '/event', module: 'src/features/competition/event-page.tsx' },
  { path: '/team', module: 'src/features/competition/team-page.tsx' },
  { path: '/match', module: 'src/features/competition/match-page.tsx' },
  { path: '/district', module: 'src/features/competition/district-page.tsx' },
  { path: '/regional', module: 'src/features/competition/regional-page.tsx' },
  { path: '/predictions', module: 'src/features/competition/predictions-page.tsx' },
  { path: '/search', module: 'src/features/competition/search-page.tsx' },
];

/** How long a page waits for its answers: past this it goes out without them and the browser asks as usual. */
const ANSWER_BUDGET_MS = 250;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Reads the build's manifest once; an empty one when there is none (pages then carry no preload hints). */
function buildManifest(distDir: string | undefined): () => Promise<Manifest> {
  let cached: Promise<Manifest> | null = null;
  return () => {
    if (!distDir) return Promise.resolve({});
    cached ??= readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
      // eslint-disable-next-line no-restricted-syntax -- the web build's manifest
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}));
    return cached;
  };
}

/**
 * The files a lazily loaded page needs beyond what the entry script already loads: the app the entry loads once the
 * page has painted (its dynamic import) with the chunks it imports, then the page's own chunk and the chunks it
 * imports (recursively), and their styles. Naming them in the HTML lets the entry fetch them all together rather than
 * one level of imports after another; the app's come first, as it runs first.
 */
export function pageChunks(manifest: Manifest, moduleId: string): { scripts: string[]; styles: string[] } {
  const loadedByEntry = new Set<string>();
  const walk = (id: string, into: Set<string>) => {
    if (into.has(id) || !manifest[id]) return;
    into.add(id);
    for (const dep of manifest[id]!.imports ?? []) walk(dep, into);
  };
  for (const [id, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(id, loadedByEntry);
  const needed = new Set<string>();
  for (const id of loadedByEntry) for (const app of manifest[id]!.dynamicImports ?? []) walk(app, needed);
  walk(moduleId, needed);
  const chunks = [...needed].filter((id) => !loadedByEntry.has(id)).map((id) => manifest[id]!);
  return {
    scripts: chunks.map((c) => `/${c.file}`),
    styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((file) => `/${file}`),
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: no '<' can end the element early (it stays valid JSON as \u003c). */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The server's drawing of a page, and the texts it worked out through `Intl` for the browser to reuse. */
interface Drawing {
  html: string;
  texts: Record<string, unknown>;
}
type RenderPage = (url: string, answers: Record<string, unknown>, clockOffsetMs: number, drawnAtMs: number) => Promise<Drawing | null>;

/** The web build's page renderer (apps/web/src/entry-server.tsx, built into dist/server/); null without one. */
function pageRenderer(distDir: string | undefined, log: FastifyInstance['log']): () => Promise<RenderPage | null> {
  const file = distDir ? path.join(distDir, 'server', 'entry-server.js') : '';
  let cached: Promise<RenderPage | null> | null = null;
  return () => {
    // Looked for until found (a build may come after the server started), then loaded once.
    if (cached) return cached;
    if (!file || !existsSync(file)) return Promise.resolve(null);
    cached = import(pathToFileURL(path.resolve(file)).href)
      .then((mod: { renderPage: RenderPage }) => mod.renderPage)
      .catch((err: unknown) => {
        log.error({ err }, 'the page renderer could not be loaded; pages are sent without a first view');
        return null;
      });
    return cached;
  };
}

/** A finished page, with its compressed forms made when first asked for. */
interface SentPage {
  html: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/**
 * A few seconds of finished pages, by address and answers: a crowd opening the same event page costs one drawing
 * and one compression (the answers are cached for longer by the competition service; the API allows 5 s of reuse).
 */
class SentPages {
  private readonly pages = new Map<string, { page: SentPage; at: number }>();
  constructor(
    private readonly ttlMs = 5000,
    private readonly limit = 200,
  ) {}

  get(key: string, now: number): SentPage | undefined {
    const hit = this.pages.get(key);
    return hit && now - hit.at < this.ttlMs ? hit.page : undefined;
  }

  set(key: string, page: SentPage, now: number): void {
    this.pages.delete(key);
    this.pages.set(key, { page, at: now });
    while (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value!);
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The page in the best encoding the client accepts (brotli, gzip, or none), made once per finished page. */
function encoded(page: SentPage, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; body: Promise<Buffer> | string } {
  const choice = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (choice === 'br') {
    page.br ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } });
    return { encoding: 'br', body: page.br };
  }
  if (choice === 'gzip') {
    page.gzip ??= gzipped(page.html, { level: 6 });
    return { encoding: 'gzip', body: page.gzip };
  }
  return { encoding: null, body: page.html };
}

/**
 * The page's HTML: its chunks hinted in the head, the server's drawing of the page (when there is one) inside the
 * root element, and beside it the first answers (when they came in time) with the texts the drawing worked out.
 */
export function drawnPageHtml(
  template: string,
  chunks: { scripts: string[]; styles: string[] },
  page: string,
  answers: Array<{ path: string; json: string }>,
  drawn: (Drawing & { at: number }) | null = null,
): string {
  // Named for the app's entry (apps/web/src/main.tsx), which fetches them once the page has painted.
  const fresh = (href: string) => !template.includes(`"${href}"`);
  const scripts = chunks.scripts.filter(fresh);
  const hints = [
    ...(scripts.length ? [`<meta name="page-chunks" content="${escapeAttribute(scripts.join(' '))}" />`] : []),
    ...chunks.styles.filter(fresh).map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}" />`),
  ];
  const html = hints.length ? template.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`) : template;
  let block = '';
  const texts = drawn && Object.keys(drawn.texts).length ? `,"texts":${JSON.stringify(drawn.texts)}` : '';
  if (answers.length || texts) {
    const entries = answers.map(({ path: apiPath, json }) => `${JSON.stringify(apiPath)}:${json}`).join(',');
    block = `\n    <script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptSafe(`{"page":${JSON.stringify(page)},"answers":{${entries}}${texts}}`)}</script>`;
  }
  // A function replacement: '$' in the drawn text must stay as it is.
  // The browser hydrates the drawing with the instant it was drawn at (apps/web/src/lib/hydration.ts).
  const root = drawn ? `<div id="root" data-drawn-at="${drawn.at}">${drawn.html}</div>` : '<div id="root"></div>';
  return html.replace('<div id="root"></div>', () => `${root}${block}`);
}

/**
 * The public pages' HTML, drawn: the page's own chunks hinted, and the API answers it opens with included, each
 * fetched through the API itself (same checks, same cache) within a small time budget.
 */
export function registerDrawnPages(
  app: FastifyInstance,
  template: () => Promise<string | null>,
  distDir: string | undefined,
  now: () => Date,
  pages: readonly DrawnPage[],
) {
  const manifest = buildManifest(distDir);
  const renderer = pageRenderer(distDir, app.log);
  const sentPages = new SentPages();
  // Loaded with the server, not by the first visitor.
  app.addHook('onReady', async () => {
    await renderer();
  });

  /**
   * The page drawn with its answers and the app clock's instant it was drawn at, or null (no renderer, or it failed:
   * the browser draws it alone).
   */
  const draw = async (page: string, answers: Array<{ path: string; json: string }>): Promise<(Drawing & { at: number }) | null> => {
    const render = await renderer();
    if (!render) return null;
    try {
      const at = now().getTime();
      // eslint-disable-next-line no-restricted-syntax -- the answers the browser is handed, read by the browser's own drawing code run here
      const drawing = await render(page, Object.fromEntries(answers.map((a) => [a.path, JSON.parse(a.json) as unknown])), at - Date.now(), at);
      return drawing === null ? null : { ...drawing, at };
    } catch (err) {
      app.log.warn({ err, page }, 'drawing a page failed; it is sent without a first view');
      return null;
    }
  };

  /** The API's answer within the budget (its status, and its text when it is one to send), or null past it. */
  const answerFor = async (apiPath: string): Promise<{ path: string; status: number; json: string | null } | null> => {
    const request = app.inject({ method: 'GET', url: `/api${apiPath}`, headers: { accept: 'application/json' } });
    const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_BUDGET_MS).unref());
    const res = await Promise.race([request, timer]);
    // A slow answer still finishes (and fills the cache) for the browser's own request.
    if (!res) {
      request.catch(() => undefined);
      return null;
    }
    const json = res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('application/json') ? res.body : null;
    return { path: apiPath, status: res.statusCode, json };
  };

  for (const { path: pathname, module, head } of pages) {
    app.get(pathname, async (request, reply) => {
      const base = await template();
      if (base === null) return reply.callNotFound();
      const html = head ? head(base, request) : base;
      const url = new URL(request.url, 'http://page');
      // firstPageRequests names none for a page that opens without API answers.
      const asked = await Promise.all(firstPageRequests(pathname, url.searchParams, now()).map(answerFor));
      const answers = asked.flatMap((a) => (a?.json ? [{ path: a.path, json: a.json }] : []));
      // A page about an event, team, match or district that does not exist is a missing page: the status says so
      // (the app draws the page's own "not found").
      if (asked[0]?.status === 404) reply.code(404);
      const page = `${url.pathname}${url.search}`;
      // The head is part of the key: it carries the address the request came in on (the link-preview tags).
      const key = `${page}\n${createHash('sha1')
        .update([html, ...answers.map((a) => `${a.path}\n${a.json}`)].join('\n'))
        .digest('base64')}`;
      const at = Date.now();
      let sent = sentPages.get(key, at);
      if (!sent) {
        const drawn = await draw(page, answers);
        sent = { html: drawnPageHtml(html, pageChunks(await manifest(), module), page, answers, drawn) };
        sentPages.set(key, sent, at);
      }
      const { encoding, body } = encoded(sent, request.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      // Already compressed: the compression plugin leaves a body with a Content-Encoding alone.
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(await body);
    });
  }
}
