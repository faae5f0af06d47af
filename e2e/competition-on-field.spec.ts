import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { formatMatchMoment, formatMatchWeekdayTime } from '@team7790/shared/competition/match-time';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { fixture, StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A match on the field (issue 34, item 5), on the recorded 2019 New York City Regional replayed as it stood during
 * its qualifications: matches 1 to 20 played (Q3 among them, replayed after Q20), Q21 started with no score yet, the
 * rest to come. The Blue Alliance is a stand-in over HTTP; a signed webhook says when Q21's score is in.
 * The schedule says "Now playing" and "Next" and opens at the match being played; the match page says the match is on
 * the field (and an unplayed one when it is scheduled) instead of "has not been played yet"; the team's match list
 * gives the times of its matches to come. Axe clean at 390 and 1280 px, light and dark.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SECRET = 'e2e-on-field-webhook-secret';
const EVENT = '2019nyny';
const ZONE = 'America/New_York';
// The event's second day, as competition-live.spec.ts places it: the event is live.
const CLOCK_START = '2019-04-05T14:00:00-04:00';
const qm = (n: number) => `${EVENT}_qm${n}`;
const recorded = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`).filter((m) => m.comp_level === 'qm');
const byNumber = (n: number) => recorded.find((m) => m.match_number === n)!;
// Red in Q21, and in later qualifications too.
const TEAM = byNumber(21).alliances.red.team_keys[0]!;

/** The qualifications as they stood while match `n` was on the field: those before it played, none after it started. */
function snapshot(n: number): TbaMatch[] {
  const unscored = (m: TbaMatch): TbaMatch => ({
    ...m,
    winning_alliance: '',
    score_breakdown: null,
    post_result_time: null,
    videos: [],
    alliances: { red: { ...m.alliances.red, score: -1 }, blue: { ...m.alliances.blue, score: -1 } },
  });
  return recorded.map((m) => (m.match_number < n ? m : m.match_number === n ? unscored(m) : { ...unscored(m), actual_time: null }));
}

function serveSnapshot(n: number) {
  const matches = snapshot(n);
  provider.serve(`/api/v3/event/${EVENT}/matches`, matches);
  for (const m of matches) provider.serve(`/api/v3/match/${m.key}`, m);
  const ofTeam = matches.filter((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes(TEAM));
  provider.serve(`/api/v3/team/${TEAM}/event/${EVENT}/matches`, ofTeam);
}

/** The team's own answers, which the recordings hold only for a few teams: from the event's team list. */
function serveTeam() {
  provider.serve(
    `/api/v3/team/${TEAM}`,
    fixture<Array<{ key: string }>>(`tba/event/${EVENT}/teams.json`).find((t) => t.key === TEAM),
  );
  provider.serve(`/api/v3/team/${TEAM}/events/2019`, [fixture(`tba/event/${EVENT}.json`)]);
  provider.serve(`/api/v3/team/${TEAM}/districts`, []);
  provider.serve(`/api/v3/team/${TEAM}/events/2019/statuses`, {});
  provider.serve(`/api/v3/team/${TEAM}/awards/2019`, []);
}

/** TBA's match_score message for a match, signed; the server asks the provider at once. */
async function webhook(matchKey: string) {
  const body = JSON.stringify({
    message_type: 'match_score',
    message_data: { event_key: EVENT, match_key: matchKey, event_name: 'New York City', sent: `${Date.now()}-${Math.random()}` },
  });
  const response = await fetch(`${server.baseURL}/api/notifications/webhooks/tba`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
  });
  expect(response.status).toBe(200);
}

async function keep(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`) });
}

const SCHEMES_AND_WIDTHS = [
  ['light', 1280],
  ['dark', 1280],
  ['light', 390],
  ['dark', 390],
] as const;

let provider: StandInProvider;
let server: ExtraServer;

test.beforeAll(async () => {
  // A server of its own starts from the migrated template; on a busy machine that takes far longer than a test.
  test.setTimeout(240_000);
  provider = await new StandInProvider().start();
  serveSnapshot(21);
  serveTeam();
  server = await startExtraServer({ ...provider.settings({ TBA_WEBHOOK_SECRET: SECRET, LIVE_WATCH_SECONDS: '3600' }), CLOCK_START });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test('the schedule marks the match being played and the next one, and opens at them', async ({ page }, testInfo) => {
  // Four visits of the whole schedule, axe over each: 2.3 of the 3 minutes in a CI run at load 10-15; a deadline far off.
  test.setTimeout(600_000);
  for (const [scheme, width] of SCHEMES_AND_WIDTHS) {
    // A new visit each time, in a tab of its own: the app gives a page it has seen in a tab back its place.
    const visit = await page.context().newPage();
    await visit.emulateMedia({ colorScheme: scheme });
    await visit.setViewportSize({ width, height: 900 });
    await visit.goto(`${server.baseURL}/event?event=${EVENT}#schedule`);
    const playing = visit.locator(`tr[data-match="${qm(21)}"]`);
    await expect(playing).toHaveAttribute('data-now', 'playing');
    await expect(playing.locator(':visible', { hasText: /^Now playing$/ }).first()).toBeVisible();
    await expect(visit.locator(`tr[data-match="${qm(22)}"]`)).toHaveAttribute('data-now', 'next');
    await expect(visit.locator('tr[data-now]')).toHaveCount(2);
    // Twenty played (the one on the field is not yet).
    await expect(visit.getByText(/^20 of 77 qualification matches played/)).toBeVisible();
    // Row 21 is far below the first screen: the page opened with it in view, whole, once the rows above had their
    // predictions (on a phone each adds a line).
    await expect(playing.getByText(/^(Red|Blue) \d+\s%/).locator('visible=true')).toBeVisible();
    // Whole from top to bottom, below the sticky site header (on a phone the table clips the row's side, by design).
    const box = (await playing.boundingBox())!;
    expect(box.y, `${scheme}, ${width} px`).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height, `${scheme}, ${width} px`).toBeLessThanOrEqual(900);
    expect(await visit.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The marks take no width from the scores: on a phone the table still fits its box.
    const [scrollWidth, clientWidth] = await visit.getByRole('region', { name: 'Match schedule' }).evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, `${scheme}, ${width} px`).toBeLessThanOrEqual(clientWidth!);
    await expectNoAxeViolations(visit, `schedule with a match on the field (${scheme}, ${width} px)`);
    await keep(visit, testInfo, `on-field-schedule-${width}-${scheme}`);
    await visit.close();
  }

  // Opening the schedule from another tab, at the top of the page, brings the match into view too.
  await page.goto(`${server.baseURL}/event?event=${EVENT}#rankings`);
  await expect(page.getByRole('region', { name: 'Rankings table', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('tab', { name: /^Schedule/ }).click();
  await expect(page.locator(`tr[data-match="${qm(21)}"]`)).toBeInViewport({ ratio: 0.9 });
});

test('the match page says a match is on the field, and when one to come is scheduled, never "has not been played yet"', async ({
  page,
}, testInfo) => {
  const started = byNumber(21).actual_time!;
  await page.goto(`${server.baseURL}/match?match=${qm(21)}`);
  const onField = page.locator('[data-on-field]');
  await expect(onField).toHaveText(`On the field now · started ${formatMatchMoment(started, ZONE)}`);
  const summary = page.locator('[data-area="summary"]');
  await expect(summary).toContainText(
    `Qualification 21 at New York City Regional is on the field now: it started at ${formatMatchMoment(started, ZONE)}.`,
  );
  await expect(summary).not.toContainText('has not been played');
  for (const [scheme, width] of SCHEMES_AND_WIDTHS) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `match on the field (${scheme}, ${width} px)`, { darkColoursOnly: true });
    await keep(page, testInfo, `on-field-match-${width}-${scheme}`);
  }

  const next = byNumber(22);
  await page.goto(`${server.baseURL}/match?match=${qm(22)}`);
  await expect(page.getByText(`Scheduled ${formatMatchMoment(next.time!, ZONE)}`)).toBeVisible();
  await expect(page.locator('[data-area="summary"]')).toContainText(
    `Qualification 22 at New York City Regional is scheduled for ${formatMatchMoment(next.time!, ZONE)}.`,
  );
  await expect(page.locator('[data-on-field]')).toHaveCount(0);
});

test("the team's match list gives its matches to come their time, and the one being played says so", async ({ page }) => {
  const number = TEAM.slice(3);
  await page.goto(`${server.baseURL}/team?team=${number}#matches`);
  await page.getByLabel('Select Event:').selectOption(EVENT);
  const table = page.getByRole('region', { name: 'Qualification Matches' });
  const row = (n: number) => table.locator('tr', { has: page.getByRole('link', { name: `Q${n}`, exact: true }) });
  await expect(row(21).locator('[data-on-field]:visible')).toHaveText('On the field');
  const later = snapshot(21).find((m) => m.match_number > 21 && [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes(TEAM))!;
  await expect(row(later.match_number).locator('time:visible')).toHaveText(formatMatchWeekdayTime(later.predicted_time ?? later.time, ZONE));
});

test("when the score comes in, the open match page shows it and its summary, and the schedule's mark moves on", async ({ page, browser }) => {
  // What pages show before the score: the server looks at the event first (a webhook for the match before).
  serveSnapshot(21);
  const matchesPath = `/api/v3/event/${EVENT}/matches`;
  const asked = provider.count(matchesPath);
  await webhook(qm(20));
  await expect.poll(() => provider.count(matchesPath)).toBeGreaterThan(asked);
  await page.goto(`${server.baseURL}/event?event=${EVENT}#schedule`);
  await expect(page.locator('[data-live-stream="live"]')).toBeAttached();
  await expect(page.locator(`tr[data-match="${qm(21)}"]`)).toHaveAttribute('data-now', 'playing');
  const matchPage = await browser.newPage();
  await matchPage.goto(`${server.baseURL}/match?match=${qm(21)}`);
  await expect(matchPage.locator('[data-live-stream="live"]')).toBeAttached();
  await expect(matchPage.locator('[data-on-field]')).toBeVisible();

  // Q21's score is in and Q22 has started.
  serveSnapshot(22);
  await webhook(qm(21));
  const { red, blue } = byNumber(21).alliances;
  await expect(matchPage.getByRole('region', { name: 'Red Alliance' })).toContainText(String(red.score));
  await expect(matchPage.locator('[data-on-field]')).toHaveCount(0);
  const [high, low] = [Math.max(red.score, blue.score), Math.min(red.score, blue.score)];
  await expect(matchPage.locator('[data-area="summary"]')).toContainText(`${high}–${low}`, { timeout: 30_000 });
  await expect(page.locator(`tr[data-match="${qm(22)}"]`)).toHaveAttribute('data-now', 'playing');
  await expect(page.locator(`tr[data-match="${qm(23)}"]`)).toHaveAttribute('data-now', 'next');
  await expect(page.locator(`tr[data-match="${qm(21)}"]`)).not.toHaveAttribute('data-now');
  await matchPage.close();
});
