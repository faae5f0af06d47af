import { FIRST_ANSWERS_ELEMENT_ID } from '@team7790/shared/competition/page-requests';
import { PUBLIC_PAGES } from '@team7790/shared/site/public-pages';
import { expect, test } from './support/fixtures.ts';

/**
 * The site's own pages, search and scouting arrive drawn, as the competition pages do: what a visitor came for is on
 * screen before any script has run (the home page's updates and countdown, the search results, the scouting table's
 * rows), and the app then adopts the drawing instead of drawing the page again.
 */
test.describe('every public page drawn by the server', () => {
  test('read without any script: the site pages, the home page with its updates, search results and the scouting table', async ({
    browser,
    request,
  }) => {
    const updates = (await (await request.get('/api/competition/updates')).json()) as { eventName: string; eventKey: string; totalTeams: number };
    // The server draws a page with the answers it has within a short budget: have them at hand first, as they are for
    // a page many people open.
    for (const path of ['/api/competition/search?q=lake%20city', '/api/competition/events/2025milac/oprs', '/api/competition/events/2025milac/epa'])
      expect((await request.get(path)).ok()).toBe(true);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const { path, title } of PUBLIC_PAGES) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page.locator('#root[data-drawn-at]'), path).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page, path).toHaveTitle(new RegExp(title));
      }

      // The home page: the team's current event with its rank, and the countdown, in the first drawing.
      await expect(async () => {
        await page.goto('/');
        const section = page.getByRole('region', { name: 'Competition Updates' });
        await expect(section.getByRole('link', { name: updates.eventName })).toHaveAttribute('href', `/event?event=${updates.eventKey}`, {
          timeout: 2_000,
        });
        await expect(section).toContainText(`out of ${updates.totalTeams} teams`);
      }).toPass({ timeout: 60_000 });
      await expect(page.getByRole('region', { name: 'Countdown to 2026 Kickoff' })).toBeVisible();

      // Search results, on the tab holding the best match.
      await page.goto('/search?q=lake%20city');
      await expect(page.locator(`#${FIRST_ANSWERS_ELEMENT_ID}`)).toHaveCount(1);
      await expect(page.getByText('Search results for "lake city"')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/event\?event=\d{4}milac$/);

      // The scouting table's rows, with EPA and OPR.
      await expect(async () => {
        await page.goto('/scouting?event=2025milac');
        await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      expect(await page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(20);
    } finally {
      await context.close();
    }
  });

  test('the app adopts each drawing instead of drawing the page again, with no mismatch', async ({ browser, request }) => {
    // Answers at hand (see above), so each page is drawn with them.
    for (const path of ['/api/competition/search?q=lake%20city', '/api/competition/events/2025milac/oprs', '/api/competition/events/2025milac/epa'])
      expect((await request.get(path)).ok()).toBe(true);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    // A drawing the browser's first render does not match is reported as an error (and drawn again).
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    // The page's heading and first table row as the server drew them, before any script ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = window as unknown as { drawn: Array<Element | null> };
        drawn.drawn = [document.querySelector('#root h1'), document.querySelector('#root tbody tr')];
      }),
    );
    const adopted = () =>
      page.evaluate(() => {
        const [heading, row] = (window as unknown as { drawn: Array<Element | null> }).drawn;
        return { heading: heading !== null && heading === document.querySelector('#root h1'), row: row === document.querySelector('#root tbody tr') };
      });
    try {
      for (const address of [...PUBLIC_PAGES.map((p) => p.path), '/search?q=lake%20city', '/scouting?event=2025milac']) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
        await expect(page.locator('#root[data-drawn-at]'), address).toHaveCount(1);
        expect(await adopted(), `${address}: the drawn heading (and table row) are the app's own`).toEqual({ heading: true, row: true });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
