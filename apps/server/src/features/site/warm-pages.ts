import type { FastifyInstance } from 'fastify';
import { HOME_TEAM_NUMBER } from '@team7790/shared/competition/keys';
import { firstPageRequests } from '@team7790/shared/competition/page-requests';

/**
 * How long a start may spend warming before it listens anyway: a provider that does not answer must not stop it (each
 * call to one gives up within 25 s). A cold team page took 13 s on a 2-core machine at load 14 (the simulated seasons
 * of every year the team played), so the bound is set far beyond that.
 */
export const WARM_BUDGET_MS = 60_000;

export interface WarmOutcome {
  /** The pages drawn once, in order. */
  pages: string[];
  ms: number;
  /** False when the budget ran out first (the rest is left to the first visitors). */
  complete: boolean;
}

/**
 * Before the server listens, the pages a first visitor most likely opens are made once, through the app itself: the
 * home page, the home team's page and the event it is at (or goes to next). Their API answers are awaited in full (past the page's
 * own 250 ms budget), so they are in the caches, and then each page is drawn, which loads and runs the renderer's
 * code once. The first visitor after a start then gets a drawn page from memory, not the undrawn shell.
 */
export async function warmFirstPages(app: FastifyInstance, budgetMs = WARM_BUDGET_MS): Promise<WarmOutcome> {
  const started = Date.now();
  const pages: string[] = [];
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: url.startsWith('/api/') ? 'application/json' : 'text/html' } });
  const warm = async () => {
    const updates = await get(`/api/competition/updates?team=${HOME_TEAM_NUMBER}`);
    const eventKey = updates.statusCode === 200 ? ((updates.json() as { eventKey: string | null }).eventKey ?? null) : null;
    const wanted = ['/', `/team?team=${HOME_TEAM_NUMBER}`, ...(eventKey ? [`/event?event=${eventKey}`] : [])];
    for (const page of wanted) {
      const url = new URL(page, 'http://page');
      await Promise.all(firstPageRequests(url.pathname, url.searchParams).map((apiPath) => get(`/api${apiPath}`)));
      await get(page);
      pages.push(page);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), budgetMs)));
  const complete = await Promise.race([warm().then(() => true), outOfTime]).catch((err: unknown) => {
    app.log.warn({ err }, 'warming the first pages failed; the first visitors make them');
    return false;
  });
  clearTimeout(timer);
  return { pages, ms: Date.now() - started, complete };
}
