import { eventWindow, type EventDates } from '@team7790/shared/competition/event-status';
import { expect, test } from './support/fixtures.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';

/**
 * The web app's "now" is the server's: with CLOCK_START two days before Lake City 2025, every countdown,
 * default year and event state the pages show must follow the server's clock, not this machine's date.
 */
const CLOCK_START = '2025-02-26T12:00:00-05:00';

test.describe('pages under a placed server clock (CLOCK_START)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: ExtraServer;
  let startedAt = 0;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    startedAt = Date.now();
    server = await startExtraServer({ CLOCK_START });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The server's clock lies between CLOCK_START and CLOCK_START plus the real time since the server was started. */
  const serverNowRange = () => {
    const start = new Date(CLOCK_START).getTime();
    return { earliest: start, latest: start + (Date.now() - startedAt) };
  };
  /** Minutes from the server's now to `target`, as the range of what a page may show. */
  const minutesTo = (target: number) => {
    const { earliest, latest } = serverNowRange();
    return { most: Math.floor((target - earliest) / 60_000) + 1, least: Math.floor((target - latest) / 60_000) - 1 };
  };
  const timerMinutes = (label: string) => {
    const [days, hours, minutes] = label.match(/\d+/g)!.map(Number) as [number, number, number];
    return days * 1440 + hours * 60 + minutes;
  };

  test('an upcoming event counts down to its start from the server clock', async ({ page, request }) => {
    const answer = await request.get(`${server.baseURL}/api/competition/events/2025milac`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { status: string; event: EventDates };
    expect(body.status).toBe('upcoming');
    const start = eventWindow(body.event)!.start.getTime();

    await page.goto(`${server.baseURL}/event?event=2025milac`);
    await expect(page.getByText('Event starts in')).toBeVisible({ timeout: 20_000 });
    const label = (await page.getByRole('timer').getAttribute('aria-label'))!;
    const shown = timerMinutes(label);
    const { least, most } = minutesTo(start);
    expect(shown, label).toBeGreaterThanOrEqual(least);
    expect(shown, label).toBeLessThanOrEqual(most);
  });

  test('the home page counts down to kickoff from the server clock (not "Kickoff is here!")', async ({ page }) => {
    await page.goto(`${server.baseURL}/`);
    const countdown = page.getByRole('region', { name: 'Countdown to 2026 Kickoff' });
    const timer = countdown.getByRole('timer');
    await expect(timer).toBeVisible();
    await expect(countdown.getByText('Kickoff is here!')).toHaveCount(0);
    const label = (await timer.getAttribute('aria-label'))!;
    const { least, most } = minutesTo(new Date('2026-01-10T12:00:00-05:00').getTime());
    expect(timerMinutes(label), label).toBeGreaterThanOrEqual(least);
    expect(timerMinutes(label), label).toBeLessThanOrEqual(most);
  });

  test('pages drawn before any script runs follow the server clock too (the default year)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/regional`);
      await expect(page.getByRole('heading', { name: '2025 Regional Pool' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("/regional opens on the server clock's year and scouting completes a bare event code with its season", async ({ page }) => {
    await page.goto(`${server.baseURL}/regional`);
    await expect(page.getByRole('heading', { name: '2025 Regional Pool' })).toBeVisible();

    await page.goto(`${server.baseURL}/scouting`);
    await page.getByLabel('Event code').fill('milac');
    await page.getByLabel('Event code').press('Enter');
    await expect(page).toHaveURL(`${server.baseURL}/scouting?event=2025milac`);
  });
});
