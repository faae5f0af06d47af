import { test as base, expect } from '@playwright/test';
import { FIRST_ANSWERS_ELEMENT_ID } from '@team7790/shared/competition/page-requests';

export { expect };

export interface ConsoleGuard {
  /** Console errors matching this are expected in the current test (e.g. the 401 of a wrong password). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on an unexpected console error, uncaught page error or Content-Security-Policy
 * violation, so a page that "works" while logging problems does not pass.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // After opening or reloading a drawn page, wait for the app (not the drawing) before the test clicks anything,
  // as a visitor's tap on a control before then does nothing.
  page: async ({ page }, use) => {
    const waitForApp = async () => {
      // Every public page is sent drawn: on screen at once, answering taps on controls once the app is running.
      if (await page.locator('#root[data-drawn-at]').count())
        await page.locator('html[data-app="running"]').waitFor({ state: 'attached', timeout: 30_000 });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    await use(page);
  },

  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /Content Security Policy/i.test(text)) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = problems.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The block of first API answers inside a page's HTML (apps/server/src/features/site/drawn-pages.ts). */
const FIRST_ANSWERS_BLOCK = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/**
 * Public pages come with their first API answers, and a drawing of the page, inside the HTML. A test that serves its
 * own API answers (to show a state the season's clock cannot, or a slow answer) calls this first, so the page asks
 * the API as it does when the server had no answer in time.
 */
export async function withoutFirstAnswers(page: import('@playwright/test').Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(FIRST_ANSWERS_BLOCK, '')
        .replace(/<div id="root"[^>]*>[\s\S]*<\/div>(?=\s*<\/body>)/, '<div id="root"></div>');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    },
  );
}

/**
 * Opens a competition page and answers the API answer it was drawn from: the one sent inside its HTML, or the one
 * it asked for when the server had none in time. A test compares the page with this rather than with an answer of
 * its own, which a live event's next match can make newer than the page's.
 */
export async function openWithAnswer<T>(page: import('@playwright/test').Page, url: string, apiPath: string): Promise<T> {
  const asked = page
    .waitForResponse((res) => new URL(res.url()).pathname === `/api${apiPath}` && res.request().method() === 'GET', { timeout: 60_000 })
    .then((res) => res.json() as Promise<T>);
  asked.catch(() => undefined);
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  const block = FIRST_ANSWERS_BLOCK.exec(html);
  if (block) {
    const sent = (JSON.parse(block[1]!) as { answers: Record<string, unknown> }).answers;
    if (`/api${apiPath}` in sent) return sent[`/api${apiPath}`] as T;
    if (apiPath in sent) return sent[apiPath] as T;
  }
  return asked;
}
