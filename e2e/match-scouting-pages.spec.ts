import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { emptyValues } from '@team7790/shared/scouting/form';
import { STATIONS, type KitMatch, type ScoutingKit, type Station } from '@team7790/shared/scouting/match-scouting';
import { stationTeam } from '@team7790/shared/scouting/scout-matches';
import { createAccount, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolationsInBothSchemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 31's pages at a scout's phone width (390 px, one hand) and a laptop's (1280 px), light and dark: axe finds
 * nothing and the phone's targets are large. Each page is loaded once per width and checked in both schemes (the dark
 * pass runs axe's colour rules; the light pass runs the rest on the same elements). With E2E_SCREENSHOTS=1 each page
 * is kept as a screenshot in each scheme in the test's output folder, to look at.
 */

// Not 2025milac, which e2e/match-scouting-offline.spec.ts counts every report of.
const EVENT = '2025mitvc';
const WIDTHS = [390, 1280] as const;

/** Checks the page in both schemes, keeping a screenshot of each when E2E_SCREENSHOTS=1. */
async function check(page: Page, testInfo: TestInfo, label: string, name: string) {
  const { width } = page.viewportSize()!;
  await expectNoAxeViolationsInBothSchemes(page, label, {
    each: async (scheme) => {
      if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: testInfo.outputPath(`${name}-${scheme}-${width}.png`), fullPage: true });
    },
  });
}

/** Every button and link in the main content a thumb can hit: at least 44 by 44 CSS px (WCAG 2.5.5's target). */
async function smallTargets(page: Page, within: string): Promise<string[]> {
  return page.locator(within).evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, [role="switch"], label:has(input[type="radio"])'))
      .filter((el) => el.offsetParent !== null && !el.closest('.sr-only'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim()}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
}

/** One report with every answer blank, sent by `account` for the match's team at `station`, as its phone would. */
function sendBlankReport(request: APIRequestContext, account: TestAccount, kit: ScoutingKit, match: KitMatch, station: Station) {
  const now = new Date().toISOString();
  return request.post('/api/scouting/reports', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      reports: [
        {
          id: randomUUID(),
          submission_id: randomUUID(),
          base_submission_id: null,
          event_key: kit.event_key,
          match_key: match.key,
          station,
          team_number: stationTeam(match, station),
          form_season: kit.form.season,
          form_version: kit.form.version,
          values: emptyValues(kit.form),
          scouted_by: null,
          opened_at: now,
          submitted_at: now,
        },
      ],
    },
  });
}

let admin: TestAccount;
let scout: TestAccount;
test.beforeAll(async ({ request }) => {
  admin = await createAccount(request, 'admin');
  scout = await createAccount(request, 'member');
  const me = (await (await request.get('/api/profile', { headers: { Authorization: `Bearer ${scout.token}` } })).json()) as { id: number };
  const response = await request.post(`/api/scouting/events/${EVENT}/assignments`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      station: 'red2',
      first_match: 1 + 20 * (test.info().workerIndex % 3),
      last_match: 20 + 20 * (test.info().workerIndex % 3),
      user_id: me.id,
    },
  });
  expect([200, 409]).toContain(response.status());
});

test.describe('match scouting pages pass axe and are made for a thumb', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const width of WIDTHS) {
    const label = `${width} px`;
    test.describe(`at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
      });

      test("the scout's page, the form, the QR codes and the scanner", async ({ page, context, consoleGuard }, testInfo) => {
        // With the network cut, the browser logs each request the page tries (the outbox, the live stream) as failed.
        consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
        await useSession(page, scout);
        await page.goto(`/scout?event=${EVENT}`);
        await expect(page.getByRole('heading', { name: 'Scout any match' })).toBeVisible();
        await check(page, testInfo, `scout page (${label})`, 'scout');

        await page.getByLabel('Match', { exact: true }).selectOption(`${EVENT}_qm${width === 390 ? 30 : 31}`);
        await page.getByRole('button', { name: /^Scout Blue 3, \d+(, Scouted)?$/ }).click();
        await expect(page.getByRole('button', { name: 'Submit report' })).toBeVisible();
        await page.getByRole('button', { name: 'Teleop: Coral L4, plus 1' }).click();
        await check(page, testInfo, `report form (${label})`, 'form');
        if (width === 390) expect(await smallTargets(page, 'main form'), `form targets (${label})`).toEqual([]);

        await context.setOffline(true);
        await page.getByRole('button', { name: 'Submit report' }).click();
        await expect(page.getByRole('heading', { name: /^Waiting to send \([1-9]\d*\)$/ })).toBeVisible();
        const notice = page.getByText(/^Qualification 3[01], Blue 3, team \d+: /);
        await expect(notice).toHaveText(/: saved on this device\. It is sent as soon as there is a connection\.$/);
        await page.getByRole('button', { name: 'Show as QR codes' }).click();
        await expect(page.getByRole('img', { name: /^QR code of report 1 of \d+$/ })).toBeVisible();
        await check(page, testInfo, `QR codes (${label})`, 'qr');
        await page.getByRole('button', { name: 'Close' }).click();
        await context.setOffline(false);
        await expect(page.getByRole('heading', { name: 'Waiting to send (0)' })).toBeVisible({ timeout: 60_000 });
        // Once sent, the notice says so (it once kept saying the report was waiting on this device).
        await expect(notice).toHaveText(/: sent\.$/);

        await page.getByRole('link', { name: 'Scan reports' }).click();
        await expect(page.getByRole('heading', { name: 'Scan reports', level: 1 })).toBeVisible();
        await check(page, testInfo, `scanner (${label})`, 'scan');
      });

      // The lead's three pages, one test each: axe over the crew view (a block of every match by six stations, about
      // 7,700 elements) takes 20-27 s on a machine at load 6-10, and one test for all three ran out of three minutes in CI.
      test("the lead's scouting table with the team's scouting", async ({ page }, testInfo) => {
        await useSession(page, admin);
        await page.goto(`/scouting?event=${EVENT}`);
        await expect(page.getByRole('columnheader', { name: /Scouted/ }).first()).toBeVisible();
        await page.getByLabel('Show every form field').check();
        await expect(page.getByRole('columnheader', { name: /Coral L4/ }).first()).toBeVisible();
        await check(page, testInfo, `scouting table (${label})`, 'table');
      });

      test("the lead's crew view", async ({ page }, testInfo) => {
        test.setTimeout(600_000);
        await useSession(page, admin);
        await page.goto(`/scouting/crew?event=${EVENT}`);
        await expect(page.getByRole('heading', { name: 'Scouting Crew', level: 1 })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Assigned blocks' })).toBeVisible();
        // Each assigned scout's completion, and the six positions in the page's width: cards on a phone (it was a
        // 1,012 px table in a 356 px screen), a table on a laptop whose Blue 3 column is no longer cut.
        await expect(page.getByRole('heading', { name: 'Scouts', level: 3 })).toBeVisible();
        await expect(page.locator('[data-scout]').first()).toContainText(/\d+ of \d+ scouted/);
        const matches = page.getByLabel('Positions by match');
        await expect(matches).toBeVisible();
        const fit = await matches.evaluate((el) => ({
          sideways: el.scrollWidth - el.clientWidth,
          right: el.getBoundingClientRect().right - document.documentElement.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }));
        expect(fit, `the crew view fits ${width} px`).toEqual({ sideways: 0, right: expect.any(Number), page: 0 });
        expect(fit.right).toBeLessThanOrEqual(0);
        await check(page, testInfo, `crew view (${label})`, 'crew');
      });

      test("the lead's form editor", async ({ page }, testInfo) => {
        await useSession(page, admin);
        await page.goto('/scouting/form?season=2025');
        await expect(page.getByRole('heading', { name: 'Scouting Form', level: 1 })).toBeVisible();
        await expect(page.getByLabel('Form name')).toHaveValue(/REEFSCAPE/);
        await check(page, testInfo, `form editor (${label})`, 'form-editor');
      });
    });
  }
});

test.describe('a second or cleared phone', () => {
  test('knows what the server holds: a match another phone sent is marked scouted, not offered as "My next match"', async ({ browser, request }) => {
    // The live demo event, being played at the real clock, has matches still to come.
    const live = (await (await request.get('/api/competition/updates')).json()) as { eventKey: string | null };
    expect(live.eventKey, 'the simulated season has a live event').toBeTruthy();
    const event = live.eventKey!;
    const lead = await createAccount(request, 'admin');
    const second = await createAccount(request, 'member');
    const headers = (a: TestAccount) => ({ Authorization: `Bearer ${a.token}` });
    const me = (await (await request.get('/api/profile', { headers: headers(second) })).json()) as { id: number };
    const block = await request.post(`/api/scouting/events/${event}/assignments`, {
      headers: headers(lead),
      data: { station: 'blue2', first_match: 1, last_match: null, user_id: me.id },
    });
    expect(block.status()).toBe(200);
    const { id: blockId } = ((await block.json()) as { assignments: { id: number; user_id: number }[] }).assignments.find(
      (a) => a.user_id === me.id,
    )!;
    try {
      const kit = (await (await request.get(`/api/scouting/events/${event}/kit`, { headers: headers(second) })).json()) as ScoutingKit;
      const [first, then] = kit.schedule.filter((m) => !m.played && m.blue.length === 3);
      expect(then, 'two matches still to play').toBeTruthy();
      // The scout's first phone sent a report of the first match still to play, then was lost.
      const sent = await sendBlankReport(request, second, kit, first!, 'blue2');
      expect(((await sent.json()) as { results: { status: string }[] }).results[0]!.status).toBe('accepted');

      // A new phone: nothing on it.
      const context = await browser.newContext();
      const page = await context.newPage();
      await useSession(page, second);
      await page.goto(`/scout?event=${event}`);
      const card = page.getByRole('region', { name: 'My next match' });
      await expect(card.getByText(then!.name, { exact: true })).toBeVisible();
      const row = page.getByRole('list', { name: 'Matches to come' }).getByRole('listitem').filter({ hasText: first!.name });
      await expect(row.getByText('Scouted', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Scout again ${first!.name}, Blue 2` })).toBeVisible();
      await context.close();
    } finally {
      await request.delete(`/api/scouting/events/${event}/assignments/${blockId}`, { headers: headers(lead) });
    }
  });
});

test.describe('the form before a report goes', () => {
  test('asks before a match has started, and names the phases the scout has not reached beside Submit', async ({ page, request }) => {
    const live = (await (await request.get('/api/competition/updates')).json()) as { eventKey: string | null };
    const event = live.eventKey!;
    const scout = await createAccount(request, 'member');
    const kit = (await (
      await request.get(`/api/scouting/events/${event}/kit`, { headers: { Authorization: `Bearer ${scout.token}` } })
    ).json()) as ScoutingKit;
    // A match a good while off, so that it has not started by the time the test submits.
    const later = kit.schedule.filter((m) => !m.played && m.red.length === 3 && m.time && Date.parse(m.time) > Date.now() + 30 * 60_000)[0];
    test.skip(!later, 'the live event has no match half an hour off');
    await page.setViewportSize({ width: 390, height: 800 });
    await useSession(page, scout);
    await page.goto(`/scout?event=${event}`);
    await page.getByLabel('Match', { exact: true }).selectOption(later!.key);
    await page.getByRole('button', { name: /^Scout Red 1, \d+(, Scouted)?$/ }).click();
    const submit = page.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeVisible();
    // At the top of the form on a phone: the later phases are below, and Submit says so.
    await expect(submit).toHaveAccessibleDescription(/^(Teleop, )?Endgame and After the match are below: scroll down to fill them in\.$/);

    await submit.click();
    const ask = page.getByRole('dialog', { name: 'Submit before the match?' });
    await expect(ask).toContainText(`${later!.name} has not started yet: it is scheduled for`);
    await ask.getByRole('button', { name: 'Keep scouting' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(later!.name);

    await page.getByRole('heading', { name: 'After the match', level: 2 }).scrollIntoViewIfNeeded();
    await expect(page.locator('#report-below')).toHaveCount(0);
    await submit.click();
    await ask.getByRole('button', { name: 'Submit anyway' }).click();
    await expect(page).toHaveURL(/\/scout\?event=/);
    await expect(page.getByText(new RegExp(`^${later!.name}, Red 1, team \\d+: (saved on this device|sent)`))).toBeVisible();
  });
});

test.describe('the crew view with long names', () => {
  test('fits a laptop when every position names scouts with long unbroken names', async ({ page, request }) => {
    // In CI the other tests' reports named such scouts in several columns, and the table ran 50 px past its box
    // (387 px here, with one in each): a name broke nowhere, and each column was as wide as its longest name.
    const lead = await createAccount(request, 'admin');
    const headers = { Authorization: `Bearer ${lead.token}` };
    const kit = (await (await request.get(`/api/scouting/events/${EVENT}/kit`, { headers })).json()) as ScoutingKit;
    const match = kit.schedule.find((m) => m.key === `${EVENT}_qm72`)!;
    for (const station of STATIONS) {
      const scout = await createAccount(request, 'member');
      const sent = await sendBlankReport(request, scout, kit, match, station);
      expect(sent.status()).toBe(200);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await useSession(page, lead);
    await page.goto(`/scouting/crew?event=${EVENT}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: match.name, exact: true }) });
    await expect(row.getByText(/^Reported by /)).toHaveCount(6);
    const matches = page.getByLabel('Positions by match');
    expect(await matches.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  });
});
