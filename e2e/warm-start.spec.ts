import { FIRST_ANSWERS_ELEMENT_ID } from '@team7790/shared/competition/page-requests';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A start is ready only when the first visitor's likely pages can be drawn from memory: the compiled server, started
 * as production starts it, warms the home team's page and its current event before it listens, so the very first
 * requests after a start get drawn pages with their answers, never the undrawn shell.
 */
test.describe('a fresh start (the compiled server)', () => {
  // Saturday of qualifications at 2025milac in the simulated season: 7790's current event.
  const EVENT = '2025milac';
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startExtraServer({ CLOCK_START: '2025-03-01T18:00:00Z' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('warms the home, team and event pages before it listens, and draws them for the first visitor', async ({ browser }) => {
    // The warm-up is said, with the pages it made, before the line that says the server listens.
    const warmed = server.startOutput.indexOf('first pages warmed');
    expect(warmed, server.startOutput).toBeGreaterThan(-1);
    expect(warmed).toBeLessThan(server.startOutput.indexOf('listening at'));
    const line = server.startOutput.slice(server.startOutput.lastIndexOf('\n', warmed) + 1, server.startOutput.indexOf('\n', warmed));
    expect((JSON.parse(line) as { pages: string[] }).pages).toEqual(['/', '/team?team=7790', `/event?event=${EVENT}`]);

    // The first requests this server gets are the pages themselves, read without scripts: drawn, with their answers.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading] of [
        [`/event?event=${EVENT}`, /Lake City/i],
        ['/team?team=7790', /7790|Baywatch/i],
        ['/', /Baywatch/i],
      ] as const) {
        const res = await page.goto(`${server.baseURL}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('#root[data-drawn-at]')).toHaveCount(1);
        await expect(page.locator(`#${FIRST_ANSWERS_ELEMENT_ID}`)).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
    } finally {
      await context.close();
    }
  });
});
