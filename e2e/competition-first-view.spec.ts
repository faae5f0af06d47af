import type { Page } from '@playwright/test';
import { createAccount, seedToken } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Competition pages arrive drawn (the server renders them with their first API answers), so a visitor on a slow
 * phone reads the page before its scripts have run; the app then takes over without asking for the same data again.
 */
/** Holds the app's code until the returned function is called: the page stays the server's drawing meanwhile. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('competition pages drawn by the server', () => {
  test('read without any script: event, team and match', async ({ browser, request }) => {
    const event = (await (await request.get('/api/competition/events/2025milac')).json()) as { event: { name: string } };
    // A summary once written is kept, and the match page is then sent with it.
    const written = (await (await request.post('/api/ai/match-summary/generate', { data: { match_key: '2025milac_qm1' } })).json()) as {
      summary: string;
    };
    // The server draws a page with the answers it has within a short budget (a cold answer on a busy machine can miss
    // it, and the page is then drawn without it): have them at hand first, as they are for a page many people open.
    for (const path of ['/api/competition/teams/7790', '/api/competition/matches/2025milac_qm1']) expect((await request.get(path)).ok()).toBe(true);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/event?event=2025milac');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.event.name);
      await expect(page.getByRole('region', { name: 'Rankings table' }).locator('tbody tr').first()).toBeVisible();
      // Links work as plain links before the app runs.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sponsors' }).click();
      await expect(page).toHaveURL(/\/sponsors$/);

      await page.goto('/team?team=7790');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Baywatch Robotics');

      // On a busy machine the kept summary can miss the first drawing's budget: the page is then drawn without it, and the
      // next reader's page has it (the answers are warm by then).
      await expect(async () => {
        await page.goto('/match?match=2025milac_qm1');
        await expect(page.getByText(written.summary)).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 90_000 });
    } finally {
      await context.close();
    }
  });

  test('the app takes over without asking again for what the page came with', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/competition/')) asked.push(url.pathname);
    });
    await page.goto('/event?event=2025milac');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
    // The app is running when the tabs answer: the schedule is drawn by it, not by the server.
    await page.getByRole('tab', { name: /^Schedule/ }).click();
    await expect(page.getByRole('region', { name: 'Match schedule' }).locator('tr[data-match]').first()).toBeVisible();
    await expect(page).toHaveURL(/#schedule$/);
    expect(asked).not.toContain('/api/competition/events/2025milac');
    expect(asked).not.toContain('/api/competition/events/2025milac/epa');

    // Opened from inside the app, a page asks the API as usual.
    await page.getByRole('region', { name: 'Match schedule' }).locator('tr[data-match]').first().getByRole('link', { name: 'Q1' }).click();
    await expect(page).toHaveURL(/\/match\?match=2025milac_qm1$/);
    await expect.poll(() => asked).toContain('/api/competition/matches/2025milac_qm1');
  });

  test('every script a drawn page runs is marked for compiling while it downloads, compressed as sent', async ({ page }) => {
    // V8 compiles a marked file's functions on a background thread as it streams in; unmarked, each is compiled on the
    // main thread when first called (a third of the event page's main-thread work after its first paint, measured in
    // docs/performance.md). The mark counts only as the file's very first line.
    const scripts = new Map<string, Promise<{ text: string; encoding: string | undefined }>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
        scripts.set(url.pathname, (async () => ({ text: await response.text(), encoding: (await response.allHeaders())['content-encoding'] }))());
      }
    });
    await page.goto('/event?event=2025milac');
    await expect(page.locator('html[data-app="running"]')).toBeAttached();
    await page.getByRole('tab', { name: /^Schedule/ }).click();
    await expect(page.getByRole('region', { name: 'Match schedule' }).locator('tr[data-match]').first()).toBeVisible();
    const names = [...scripts.keys()].map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    expect(names).toEqual(expect.arrayContaining(['boot', 'event-page']));
    for (const [path, body] of scripts) {
      const { text, encoding } = await body;
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(true);
      // The precompressed copies carry the mark too (files under 1 KB are sent as they are).
      if (text.length > 1024) expect(encoding, path).toBe('br');
    }
  });

  test('the app adopts drawn match times without loading the browser’s date formats, and its scripts come first', async ({ page }) => {
    // A page's first Intl object loads the browser's locale and time-zone data (50-100 ms of a phone's main thread):
    // the times the server worked out come with the page, and adopting it makes no date format of its own.
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { datesMade: string[] }).datesMade = made;
      const Original = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: unknown[]) {
          made.push(JSON.stringify(args));
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args: unknown[]) {
          made.push(JSON.stringify(args));
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    });
    await page.goto('/team?team=7790');
    const next = page.getByRole('link', { name: /^Next match .* · \d{1,2}:\d\d [AP]M E[SD]T/ });
    await expect(next).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
    // The app's own commit has been painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(next).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { datesMade: string[] }).datesMade)).toEqual([]);
    // The page named the app's scripts before its own, and each was asked for once.
    expect(scripts.indexOf('boot')).toBeGreaterThanOrEqual(0);
    expect(scripts.indexOf('boot')).toBeLessThan(scripts.indexOf('team-page'));
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  test('a tab tapped before the app runs is opened once it does', async ({ browser }) => {
    // A page of its own: the test fixtures' page waits for the app after every navigation.
    const page = await browser.newPage();
    try {
      const release = await holdTheApp(page);
      await page.goto('/event?event=2025milac', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
      await page.getByRole('tab', { name: /^Schedule/ }).click();
      // Nothing happens yet: the drawing has no app behind it.
      await expect(page).not.toHaveURL(/#schedule$/);
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      release();
      await expect(page).toHaveURL(/#schedule$/);
      await expect(page.getByRole('region', { name: 'Match schedule' }).locator('tr[data-match]').first()).toBeVisible();
    } finally {
      await page.close();
    }
  });

  test('a link to another tab shows no tab until the app has opened it, not the first tab for a moment', async ({ browser }) => {
    const page = await browser.newPage();
    try {
      const release = await holdTheApp(page);
      await page.goto('/event?event=2025milac#awards', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
      // The drawing holds the rankings (the server never sees the hash): held back, not shown (nor read out).
      const panel = page.locator('[role="tabpanel"]');
      await expect(panel.locator('[aria-label="Rankings table"] tbody tr').first()).toBeAttached();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('tab')).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { name: 'Event Awards' })).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Awards/ })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await page.close();
    }
  });

  test('the app adopts the drawing instead of drawing the page again, then opens the #tab and the member', async ({ browser, request }) => {
    const member = await createAccount(request, 'member');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    // A drawing the browser's first render does not match is reported as an error (and drawn again).
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await seedToken(page, member.token);
    // The page's heading as the server drew it, before any script ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('#root h1');
      }),
    );
    const adopted = () =>
      page.evaluate(() => {
        const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
        return drawn !== null && drawn === document.querySelector('#root h1');
      });
    try {
      for (const address of ['/event?event=2025milac#schedule', '/team?team=7790', '/match?match=2025milac_qm1', '/district?district=2025fim']) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
        // Signed in: the member's own navigation follows the anonymous drawing.
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
        expect(await adopted(), `${address}: the drawn heading is the app's own`).toBe(true);
        if (address.endsWith('#schedule')) {
          await expect(page.getByRole('tab', { name: /^Schedule/ })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('region', { name: 'Match schedule' }).locator('tr[data-match]').first()).toBeVisible();
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
