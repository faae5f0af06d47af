/**
 * What the service worker keeps for offline use, as pure functions the tests can reach. The shell and
 * the competition pages last viewed open offline; their data is then marked as a saved copy.
 */

export const SHELL_CACHE = 'shell-v1';
export const DATA_CACHE = 'competition-data-v1';
/** Competition answers kept for offline use (the most recently viewed). */
export const DATA_CACHE_LIMIT = 80;
/** Response header on an answer served from the saved copy. */
export const SAVED_COPY_HEADER = 'x-saved-copy';

export type CacheStrategy = 'shell' | 'asset' | 'competition-data' | 'none';

/** How the service worker treats a request, from its method, address, mode and whether it carries credentials. */
export function cacheStrategy(request: { method: string; url: string; mode?: string; hasAuthorization: boolean }, origin: string): CacheStrategy {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'none';
  if (request.mode === 'navigate') return 'shell';
  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/images/') ||
    /^\/(favicon\.svg|manifest\.webmanifest|icons\/.+)$/.test(url.pathname)
  )
    return 'asset';
  // Competition data is public and the same for everyone (a token sent along changes nothing); no other API answer is stored.
  if (url.pathname.startsWith('/api/competition/')) return 'competition-data';
  return 'none';
}

/** The files index.html loads (scripts, styles, preloads), so installing the worker saves the whole shell. */
export function shellAssets(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) found.add(m[1]!);
  return [...found];
}

/** What a page posts its worker: the code files it loaded, some perhaps before the worker had charge of the page. */
export const KEEP_ASSETS_MESSAGE = 'keep-assets';
const KEEP_ASSETS_LIMIT = 300;

/**
 * The hashed files of this site among the addresses a page loaded, as paths: the worker saves those it lacks, so a
 * page's code fetched before the worker took charge (the first visit, a lazily loaded page such as /scout) opens offline.
 */
export function assetPathsToKeep(urls: readonly unknown[], origin: string): string[] {
  const found = new Set<string>();
  for (const u of urls) {
    if (typeof u !== 'string') continue;
    try {
      const url = new URL(u, origin);
      if (url.origin === origin && url.pathname.startsWith('/assets/') && !url.search) found.add(url.pathname);
    } catch {
      // Not an address.
    }
  }
  return [...found].slice(0, KEEP_ASSETS_LIMIT);
}

/**
 * A saved competition answer, marked: every answer carries `stale` (the pages already say "showing the
 * last saved data" for it) and `savedCopy` says it came from this device.
 */
export function markSaved(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return JSON.stringify({ ...parsed, stale: true, savedCopy: true });
  } catch {
    // Not JSON: served as it was saved.
  }
  return body;
}

/**
 * The offline shell kept from a page the network answered: the same document without what belonged to that page
 * (the server's drawing of it and its first answers), since the shell opens whatever page is asked for offline.
 */
export function shellOf(html: string): string {
  return html
    .replace(
      /<div id="root"[^>]*>[\s\S]*?<\/div>(\s*<script type="application\/json" id="first-answers">[\s\S]*?<\/script>)?\s*(?=<\/body>)/,
      '<div id="root"></div>\n  ',
    )
    .replace(/<meta name="page-chunks"[^>]*\/>\s*/g, '');
}

/**
 * The competition answers a page came with (its first-answers block), as the API paths they answer and their JSON
 * text: the worker keeps them as if they had been fetched, so that page opens offline with its data.
 */
export function firstAnswersOf(html: string): Array<{ path: string; body: string }> {
  const block = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html);
  if (!block) return [];
  try {
    const parsed = JSON.parse(block[1]!) as { answers?: Record<string, unknown> };
    return Object.entries(parsed.answers ?? {})
      .filter(([path]) => path.startsWith('/competition/'))
      .map(([path, answer]) => ({ path: `/api${path}`, body: JSON.stringify(answer) }));
  } catch {
    return [];
  }
}
