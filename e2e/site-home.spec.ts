import { expect, test } from './support/fixtures.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';

const updates = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Competition Updates' });
const countdown = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Countdown to 2026 Kickoff' });

test.describe('home page', () => {
  test('hero links to the 2025 Traverse City playoffs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baywatch Robotics');
    await page.getByRole('link', { name: 'Watch our Traverse City playoffs' }).click();
    await expect(page).toHaveURL('/event?event=2025mitvc#playoff');
  });

  test('during the live demo event: rank with suffix, out of N, record and the next match with both alliances', async ({ page, request }) => {
    const api = await (await request.get('/api/competition/updates')).json();
    await page.goto('/');
    const section = updates(page);
    await expect(section.getByRole('link', { name: api.eventName })).toHaveAttribute('href', `/event?event=${api.eventKey}`);
    const suffix = api.ranking % 100 >= 11 && api.ranking % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][api.ranking % 10] ?? 'th');
    await expect(section).toContainText(`${api.ranking}${suffix}`);
    await expect(section).toContainText(`out of ${api.totalTeams} teams`);
    const record = api.ties > 0 ? `${api.wins}-${api.losses}-${api.ties}` : `${api.wins}-${api.losses}`;
    await expect(section.getByText(record, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: api.nextMatch.label })).toHaveAttribute('href', `/match?match=${api.nextMatch.key}`);
    await expect(section.getByText('Blue alliance').locator('..')).toContainText(api.nextMatch.blue.join(''));
    await expect(section.getByText('Red alliance').locator('..')).toContainText(api.nextMatch.red.join(''));
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`during the live demo event the updates are in the first screen at ${width} px, where the drawing put them`, async ({ page, browser }) => {
      // The page as the server draws it, before any script: where the updates and the countdown are.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
      const drawn = await context.newPage();
      await drawn.goto('/');
      const drawnUpdates = (await updates(drawn).boundingBox())!;
      const drawnCountdown = (await countdown(drawn).boundingBox())!;
      await context.close();
      expect(drawnUpdates.y + 120, 'the heading and the first figures in the first screen').toBeLessThanOrEqual(height);

      // Once the app runs and has its answers, nothing has moved.
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(updates(page).getByText(/out of \d+ teams/)).toBeVisible();
      expect((await updates(page).boundingBox())!.y).toBeCloseTo(drawnUpdates.y, 0);
      expect((await countdown(page).boundingBox())!.y).toBeCloseTo(drawnCountdown.y, 0);
      await page.screenshot({ path: test.info().outputPath(`home-live-${width}.png`) });
    });
  }

  test('while no live connection can be held, refreshes the competition updates every 30 seconds', async ({ page, consoleGuard }) => {
    // A live result reaches the section at once (e2e/competition-live.spec.ts); refused live streams leave it polling.
    consoleGuard.allow(/status of 503/);
    await page.route('**/api/live/stream?**', (route) => route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }));
    // The page's fake clock runs on from the real one until the test moves it: on a busy machine the page may take
    // seconds to show the section, so each request's time is read on the page's own clock, not counted by the test.
    await page.clock.install();
    await page.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { updatesCalls: number[] }).updatesCalls = calls;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/api/competition/updates')) calls.push(Date.now());
        return fetch(input, init);
      };
    });
    const calls = () => page.evaluate(() => (window as unknown as { updatesCalls: number[] }).updatesCalls);
    await page.goto('/');
    await expect(updates(page)).toBeVisible();
    // The page came with the section's first answer; it then asks every 30 s: neither sooner (29 s) nor later (31 s).
    await page.clock.runFor(61_000);
    await expect.poll(async () => (await calls()).length).toBeGreaterThanOrEqual(2);
    const [first, second] = await calls();
    expect(second! - first!).toBeGreaterThanOrEqual(29_000);
    expect(second! - first!).toBeLessThanOrEqual(31_000);
  });

  test('the countdown counts down to 2026-01-10 12:00 and, once there, never goes negative', async ({ page }) => {
    // The clock is paused once the app runs (it starts on a timer once the drawn page has painted), with a minute's
    // room for a busy machine to get there.
    await page.clock.install({ time: new Date('2026-01-10T11:58:57-05:00') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-01-10T11:59:57-05:00'));
    const timer = countdown(page).getByRole('timer');
    await expect(timer).toHaveAttribute('aria-label', '0 days, 0 hours, 0 minutes and 3 seconds to go');
    await expect(countdown(page)).toContainText('Saturday, January 10, 2026');
    await page.clock.runFor(1000);
    await expect(timer).toHaveAttribute('aria-label', '0 days, 0 hours, 0 minutes and 2 seconds to go');
    await page.clock.runFor(5000);
    await expect(countdown(page).getByText('Kickoff is here!')).toBeVisible();
    await expect(countdown(page).getByRole('timer')).toHaveCount(0);
    await expect(countdown(page)).not.toContainText('-');
  });

  test('weeks before kickoff it shows days, hours, minutes and seconds', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-12-01T08:30:15-05:00'));
    await page.goto('/');
    await expect(countdown(page).getByRole('timer')).toHaveAttribute('aria-label', '40 days, 3 hours, 29 minutes and 45 seconds to go');
    await expect(countdown(page).getByRole('timer')).toContainText(/40\s*Days\s*03\s*Hours\s*29\s*Minutes\s*45\s*Seconds/);
  });

  test('copies the email address and says Copied! for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Paused once the app runs (see above).
    await page.clock.install({ time: new Date('2026-02-01T09:59:05-05:00') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-02-01T10:00:05-05:00'));
    const contact = page.getByRole('region', { name: 'Get in touch' });
    await contact.getByRole('button', { name: 'Copy email' }).click();
    await expect(contact.getByRole('status')).toHaveText('Email address copied');
    await expect(contact.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello@baywatchrobotics.org');
    await page.clock.runFor(1900);
    await expect(contact.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(contact.getByRole('button', { name: 'Copy email' })).toBeVisible();
    await contact.getByRole('link', { name: 'Become a sponsor' }).click();
    await expect(page).toHaveURL('/become-a-sponsor');
  });

  test('about, RIPTIDE and REBUILT, whose video loads only when asked for', async ({ page }) => {
    let youtube = 0;
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      youtube++;
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'About the team' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our robot: RIPTIDE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The 2026 game: REBUILT' })).toBeVisible();
    expect(youtube).toBe(0);
    await page.getByRole('button', { name: /Play video/ }).click();
    const frame = page.locator('iframe[title^="REBUILT"]');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/_fybREErgyM?autoplay=1&rel=0');
    await expect.poll(() => youtube).toBeGreaterThan(0);
  });

  test('works with the keyboard alone', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const reached: string[] = [];
    for (let i = 0; i < 60 && !reached.includes('Copy email'); i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? ''));
    }
    expect(reached).toContain('Watch our Traverse City playoffs');
    expect(reached.some((t) => t.includes('Play video'))).toBe(true);
    expect(reached.at(-1)).toBe('Copy email');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeFocused();
  });
});

test.describe('home page on a placed season clock', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  const servers: Record<string, ExtraServer> = {};
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const wanted: Record<string, Record<string, string>> = {
      // Inside the official season (so no off-season demo event runs that day), two days before Lake City.
      before: { CLOCK_START: '2025-02-26T12:00:00-05:00' },
      during: { CLOCK_START: '2025-03-01T13:00:00-05:00' },
      after: { CLOCK_START: '2025-03-02T22:00:00-05:00' },
      // A provider that cannot be reached: nothing cached, so the updates fail.
      failing: { TBA_API_KEY: 'unused', TBA_BASE_URL: 'http://127.0.0.1:9/api/v3', STATBOTICS_BASE_URL: 'http://127.0.0.1:9' },
    };
    // All settle before any failure is reported, so afterAll stops every server that did start.
    const started = await Promise.allSettled(Object.entries(wanted).map(async ([name, env]) => (servers[name] = await startExtraServer(env))));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
  test.afterAll(async () => {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  });

  test('before the event: the section stays hidden until there is data with teams', async ({ page, request }) => {
    // The answer first: Lake City is next and has no teams ranked yet (an error answer would show the section too).
    const answer = await request.get(`${servers.before!.baseURL}/api/competition/updates`);
    expect(answer.status(), await answer.text()).toBe(200);
    expect(await answer.json()).toMatchObject({ eventKey: '2025milac', totalTeams: null });
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/competition/updates') && r.ok());
    await page.goto(`${servers.before!.baseURL}/`);
    await loaded;
    // Two frames after the answer, so the page has drawn what it received.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(countdown(page)).toBeVisible();
    await expect(updates(page)).toHaveCount(0);
  });

  test('during Lake City: ranking, record and the next match', async ({ page }) => {
    await page.goto(`${servers.during!.baseURL}/`);
    const section = updates(page);
    await expect(section.getByRole('link', { name: 'FIM District Lake City Event' })).toBeVisible();
    await expect(section).toContainText('out of 49 teams');
    await expect(section.getByText(/^\d+(st|nd|rd|th)$/)).toBeVisible();
    await expect(section.getByText('Blue alliance')).toBeVisible();
    await expect(section.getByText('Red alliance')).toBeVisible();
    await expect(section.getByRole('link', { name: /^(Q|QF|SF|F)\d+/ })).toBeVisible();
  });

  test('after the last match: the final standing and no next match', async ({ page, request }) => {
    const event = await (await request.get(`${servers.after!.baseURL}/api/competition/events/2025milac`)).json();
    const row = event.rankings.rows.find((r: { team_key: string }) => r.team_key === 'frc7790');
    await page.goto(`${servers.after!.baseURL}/`);
    const section = updates(page);
    await expect(section.getByRole('link', { name: 'FIM District Lake City Event' })).toBeVisible();
    await expect(section.getByText(new RegExp(`^${row.rank}(st|nd|rd|th)$`))).toBeVisible();
    await expect(section).toContainText('out of 49 teams');
    const { wins, losses, ties } = row.record;
    await expect(section.getByText(ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`, { exact: true })).toBeVisible();
    await expect(section.getByText('No matches')).toBeVisible();
    await expect(section.getByText('Event complete or TBD')).toBeVisible();
  });

  test('when the competition data cannot be loaded it says so, and the page still works', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/502 \(Bad Gateway\)/);
    await page.goto(`${servers.failing!.baseURL}/`);
    const section = updates(page);
    await expect(section.getByRole('alert')).toHaveText('Failed to load competition data');
    await expect(section).toContainText('No active event');
    await expect(page.getByRole('heading', { name: 'About the team' })).toBeVisible();
  });
});
