import { createHmac } from 'node:crypto';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { fixture, StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Live competition day (decision 0011) as a visitor sees it: the recorded 2019 New York City Regional is being played
 * (the server's clock is placed on its second day), The Blue Alliance is a stand-in over HTTP, and a signed webhook
 * says a score is in. Open event and match pages show it without a reload, mark the match and say it to screen readers.
 */
test.describe.configure({ timeout: 120_000 });

const SECRET = 'e2e-live-webhook-secret';
const EVENT = '2019nyny';
const MATCH = '2019nyny_qm1';
const CLOCK_START = '2019-04-05T14:00:00-04:00';

let provider: StandInProvider;
let server: ExtraServer;
let nextScore = 140;

test.beforeAll(async () => {
  // A server of its own starts from the migrated template; on a busy machine that takes far longer than a test.
  test.setTimeout(240_000);
  provider = await new StandInProvider().start();
  server = await startExtraServer({
    ...provider.settings({ TBA_WEBHOOK_SECRET: SECRET, LIVE_WATCH_SECONDS: '3600' }),
    CLOCK_START,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** The recorded matches with match 1's red score set to `red` (red winning), as the provider now answers. */
function redScoreIs(red: number) {
  const matches = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`).map((m) =>
    m.key === MATCH ? { ...m, winning_alliance: 'red', alliances: { ...m.alliances, red: { ...m.alliances.red, score: red } } } : m,
  );
  provider.serve(`/api/v3/event/${EVENT}/matches`, matches);
  provider.serve(
    `/api/v3/match/${MATCH}`,
    matches.find((m) => m.key === MATCH),
  );
}

/** TBA's match_score message for match 1, signed; the server asks the provider at once. */
async function webhook() {
  const body = JSON.stringify({
    message_type: 'match_score',
    message_data: { event_key: EVENT, match_key: MATCH, event_name: 'New York City', sent: `${Date.now()}-${Math.random()}` },
  });
  const response = await fetch(`${server.baseURL}/api/notifications/webhooks/tba`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
  });
  expect(response.status).toBe(200);
}

test('a new score reaches open event and match pages without a reload, marked briefly and said politely', async ({ page, browser }) => {
  // What pages show before the test's change: the server learns it first.
  const before = nextScore++;
  redScoreIs(before);
  await webhook();

  await page.goto(`${server.baseURL}/event?event=${EVENT}#schedule`);
  await expect(page.locator('[data-live-stream="live"]')).toBeAttached();
  const row = page.locator(`tr[data-match="${MATCH}"]`);
  await expect(row).toBeVisible();
  const loads = { document: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.document += 1;
  });

  const matchPage = await browser.newPage();
  await matchPage.goto(`${server.baseURL}/match?match=${MATCH}`);
  await expect(matchPage.locator('[data-live-stream="live"]')).toBeAttached();
  // The Match Summary is written for the score the page shows (the baseline summary names the points).
  const summaryCard = matchPage.locator('[data-area="summary"]');
  await expect(summaryCard).toContainText(`${before}–`);
  const summariesAsked: string[] = [];
  matchPage.on('request', (r) => void (r.url().includes('/api/ai/match-summary/') && summariesAsked.push(r.postData() ?? r.url())));

  // The reader is part-way down the schedule; the change must not move them.
  await page.evaluate(() => window.scrollTo(0, 400));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const red = nextScore++;
  redScoreIs(red);
  // The provider is slow to answer for the match itself: the server tells open pages the result (from the event's
  // matches) before its own copy of the match has it, so a summary asked for at once would be of the old score.
  let releaseMatch = () => {};
  provider.script(`/api/v3/match/${MATCH}`, { hold: new Promise<void>((resolve) => (releaseMatch = resolve)) });
  const told = webhook();

  // The schedule row takes the score where it is, marked as just played; the page was not reloaded.
  await expect(row).toContainText(String(red));
  await expect(row).toHaveAttribute('data-just-played', 'true');
  await expect(page.locator('[data-live-announcer]')).toHaveText(new RegExp(`^Qualification 1: Red ${red}, Blue \\d+\\. Red wins\\.$`));
  expect(loads.document).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page).toHaveURL(/#schedule$/);
  // The mark goes by itself.
  await expect(row).not.toHaveAttribute('data-just-played', { timeout: 15_000 });

  // The match page: the red score, with the winner's trophy on the red side.
  const redSide = matchPage.getByRole('region', { name: 'Red Alliance' });
  await expect(redSide).toContainText(String(red));
  await expect(redSide.getByLabel('Winner')).toBeVisible();
  await expect(matchPage.locator('[data-live-announcer]')).toContainText(`Red ${red}`);
  // The Match Summary follows the score: while the server has only the old score's, the card says it is writing
  // one and does not show the old text as current; once the server has caught up, it shows one naming the new score.
  await expect(summaryCard.getByRole('status', { name: 'Writing summary' })).toBeVisible();
  await expect(summaryCard).not.toContainText(`${before}–`);
  releaseMatch();
  await told;
  await expect(summaryCard).toContainText(`${red}–`, { timeout: 30_000 });
  await expect(summaryCard.getByRole('status', { name: 'Writing summary' })).toHaveCount(0);
  // Asked again for this match alone, a bounded number of times (backing off while the server catches up).
  expect(summariesAsked.length).toBeGreaterThan(0);
  expect(summariesAsked.length).toBeLessThanOrEqual(9);
  for (const body of summariesAsked) expect(body).toContain(`"match_key":"${MATCH}"`);
  await matchPage.close();
});

test('a page keeps itself current by polling while no live connection can be held, and goes live again', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/);
  // Visitors' streams refused (the instance is full): the event page falls back to its 30 s refresh.
  await page.route('**/api/live/stream?**', (route) => route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }));
  await page.goto(`${server.baseURL}/event?event=${EVENT}#schedule`);
  await expect(page.locator('[data-live-stream="offline"], [data-live-stream="connecting"]')).toBeAttached();
  await expect(page.locator('[data-live-stream="live"]')).toHaveCount(0);
  await page.unroute('**/api/live/stream?**');
  // The connection retries by itself (backing off) and goes live.
  await expect(page.locator('[data-live-stream="live"]')).toBeAttached({ timeout: 45_000 });
});
