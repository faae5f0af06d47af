import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, seedToken, signInWithForm, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/e2e-settings.ts';
import { EXTRA_SERVER_START_MS, startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('sponsor inquiries (administrators)', () => {
  test('a visitor sends the sponsor form and the administrator reads it, line breaks and all', async ({ page, browser }) => {
    const stamp = Date.now();
    const organization = `Harbor Springs Tooling ${stamp}`;
    await page.goto('/become-a-sponsor');
    await page.getByLabel('Name').fill('Riley Okafor');
    await page.getByLabel('Email').fill('riley@harborsprings.example');
    await page.getByLabel('Organization (optional)').fill(organization);
    await page.getByLabel('Message').fill('We can machine parts for you.\nCall us <b>any</b> weekday.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInWithForm(admin, E2E_ADMIN);
    await expect(admin).not.toHaveURL(/\/login$/);
    // The link carries the count of new inquiries (other tests send some too): "Sponsors, 4 new".
    await admin
      .getByRole('navigation', { name: 'Members' })
      .getByRole('link', { name: /^Sponsors, \d+ new$/ })
      .click();
    await expect(admin).toHaveURL('/admin/sponsor-inquiries');
    await expect(admin.getByRole('heading', { level: 1, name: 'Sponsor Inquiries' })).toBeVisible();

    const list = admin.getByRole('list', { name: 'New sponsor inquiries' });
    // Newest first: the inquiry just sent tops the list.
    const newest = list.getByRole('listitem').first();
    await expect(newest.getByRole('heading', { name: 'Riley Okafor' })).toBeVisible();
    await expect(newest.getByText(organization)).toBeVisible();
    await expect(newest.getByRole('link', { name: 'riley@harborsprings.example' })).toHaveAttribute('href', 'mailto:riley@harborsprings.example');
    // The message is shown as text: the markup stays visible and the line break is kept.
    const message = newest.getByText('We can machine parts for you.');
    await expect(message).toHaveText('We can machine parts for you.\nCall us <b>any</b> weekday.');
    expect(await message.evaluate((el) => el.getClientRects()[0]!.height > 30)).toBe(true);
    await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    // The e2e server has no forwarding service: the inquiry was not emailed, and the card says why and what to set.
    await expect(newest.getByText('Not emailed', { exact: true })).toBeVisible();
    await expect(newest.getByText(/^Not emailed: no form service was set up/)).toContainText('SPONSOR_FORM_URL');
    await adminContext.close();
  });

  test('a member sees Access Denied and no Sponsors link', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/admin/sponsor-inquiries');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Sponsors' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sponsor Inquiries' })).toHaveCount(0);
  });
});

/**
 * Filing on a server of its own: the counts the badge and the tabs show are then exactly what these tests sent, whatever
 * other tests send to the shared server meanwhile (and its sponsor-form limit per address stays theirs).
 */
test.describe('filing sponsor inquiries (administrators)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
    server = await startExtraServer({ SPONSOR_INQUIRY_MAX_PER_ADDRESS: '100' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const api = (path: string) => `${server.baseURL}/api${path}`;
  const adminToken = async (request: APIRequestContext) => {
    const login = await request.post(api('/auth/login'), { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    return ((await login.json()) as { token: string }).token;
  };
  /** Sends the public sponsor form's request, as a visitor's browser does. */
  const sendInquiry = async (request: APIRequestContext, name: string) => {
    const sent = await request.post(api('/site/sponsor-inquiries'), {
      data: { name, email: 'partners@example.org', organization: `${name} Ltd`, message: `${name} would like to sponsor the team.` },
    });
    expect(sent.status()).toBe(200);
  };
  const openInbox = async (page: Page, token: string) => {
    await seedToken(page, token);
    await page.goto(`${server.baseURL}/admin/sponsor-inquiries`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsor Inquiries' })).toBeVisible();
  };
  const card = (page: Page, name: string) => page.getByRole('tabpanel').getByRole('article', { name });
  /** A tab by its whole name ("New, 3"), or by its label whatever its count (/^New/). */
  const tab = (page: Page, name: string | RegExp) =>
    page.getByRole('tablist', { name: 'Show inquiries' }).getByRole('tab', { name, exact: typeof name === 'string' });

  test('the Sponsors link counts the new inquiries; marking handled, archiving and moving back file them and update it', async ({
    page,
    request,
    consoleGuard,
  }) => {
    const stamp = Date.now().toString(36);
    const [avery, blake, casey] = [`Avery ${stamp}`, `Blake ${stamp}`, `Casey ${stamp}`];
    for (const name of [avery, blake, casey]) await sendInquiry(request, name);
    await openInbox(page, await adminToken(request));

    const sponsors = (count: number) =>
      page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: `Sponsors, ${count} new`, exact: true });
    await expect(sponsors(3)).toBeVisible();
    await expect(sponsors(3)).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'New, 3')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Handled, 0')).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, 'Archived, 0')).toBeVisible();
    await expect(tab(page, 'All, 3')).toBeVisible();
    // Newest first, each marked New, each explaining why it was not emailed.
    await expect(page.getByRole('list', { name: 'New sponsor inquiries' }).getByRole('heading')).toHaveText([casey, blake, avery]);
    await expect(card(page, blake).getByText('New', { exact: true })).toBeVisible();
    await expect(card(page, blake).getByText(/^Not emailed: no form service was set up/)).toBeVisible();

    // While the server files it, the card's buttons wait; then it leaves New and the count drops.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${server.baseURL}/api/site/sponsor-inquiries/*`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await held;
      await route.fallback();
    });
    await card(page, blake).getByRole('button', { name: 'Mark handled' }).click();
    await expect(card(page, blake).getByRole('button', { name: 'Marking handled…' })).toBeDisabled();
    await expect(card(page, blake).getByRole('button', { name: 'Archive' })).toBeDisabled();
    answer();
    await expect(page.getByRole('status').filter({ hasText: `${blake} was marked handled. Find it under Handled.` })).toBeVisible();
    await expect(card(page, blake)).toHaveCount(0);
    await expect(sponsors(2)).toBeVisible();
    await expect(tab(page, 'New, 2')).toBeVisible();
    await expect(tab(page, 'Handled, 1')).toBeVisible();
    // The focus was on a button that is gone: it goes to the card that took its place.
    await expect(card(page, avery)).toBeFocused();
    await page.unrouteAll();

    // A failure is said on the card, and the card stays where it was.
    consoleGuard.allow(/status of 500/);
    await page.route(`${server.baseURL}/api/site/sponsor-inquiries/*`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' })
        : route.fallback(),
    );
    await card(page, casey).getByRole('button', { name: 'Archive' }).click();
    await expect(card(page, casey).getByRole('alert')).toHaveText(
      'It could not be archived: the server did not answer. Check your connection and try again.',
    );
    await expect(card(page, casey).getByRole('button', { name: 'Archive' })).toBeEnabled();
    await expect(sponsors(2)).toBeVisible();
    await page.unrouteAll();

    // Handled: the card says so and offers Move back to new and Archive.
    await tab(page, 'Handled, 1').click();
    await expect(page).toHaveURL(/\?status=handled$/);
    await expect(card(page, blake).getByText('Handled', { exact: true })).toBeVisible();
    await expect(card(page, blake).getByText(/^Marked handled /)).toBeVisible();
    await expect(card(page, blake).getByRole('button')).toHaveText(['Move back to new', 'Archive']);
    await card(page, blake).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Nothing handled yet')).toBeVisible();
    await expect(tab(page, 'Archived, 1')).toBeVisible();
    await expect(sponsors(2)).toBeVisible();
    // Nothing left in the panel: the focus goes to it.
    await expect(page.getByRole('tabpanel')).toBeFocused();

    // The tabs answer the arrow keys: Handled -> Archived.
    await tab(page, 'Handled, 0').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Archived, 1')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Archived, 1')).toBeFocused();
    await expect(card(page, blake).getByText('Archived', { exact: true })).toBeVisible();
    await card(page, blake).getByRole('button', { name: 'Move back to new' }).click();
    await expect(page.getByText('Nothing archived')).toBeVisible();
    await expect(sponsors(3)).toBeVisible();
    await expect(tab(page, 'New, 3')).toBeVisible();

    // End reaches All: every inquiry, whatever its status.
    await tab(page, 'Archived, 0').focus();
    await page.keyboard.press('End');
    await expect(tab(page, 'All, 3')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'All sponsor inquiries' }).getByRole('heading')).toHaveText([casey, blake, avery]);
  });

  test('passes axe in light and dark at 390 and 1280 px, and fits a phone without sideways scrolling', async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const [kept, handled] = [`Dana ${stamp}`, `Eli ${stamp}`];
    for (const name of [kept, handled]) await sendInquiry(request, name);
    const token = await adminToken(request);
    const list = (await (await request.get(api('/site/sponsor-inquiries'), { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      inquiries: { id: number; name: string }[];
    };
    const id = list.inquiries.find((i) => i.name === handled)!.id;
    const filed = await request.patch(api(`/site/sponsor-inquiries/${id}`), {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'handled' },
    });
    expect(filed.status()).toBe(200);
    await openInbox(page, token);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const label = `${colorScheme}, ${width} px`;
        await tab(page, /^New/).click();
        await expect(card(page, kept)).toBeVisible();
        await expectNoAxeViolations(page, `new inquiries, ${label}`, { darkColoursOnly: true });
        await tab(page, /^All/).click();
        await expect(card(page, handled).getByText('Handled', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, `all inquiries, ${label}`, { darkColoursOnly: true });
        await tab(page, /^Archived/).click();
        await expect(page.getByText('Nothing archived')).toBeVisible();
        await expectNoAxeViolations(page, `no archived inquiries, ${label}`, { darkColoursOnly: true });
        if (width === 390) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          // On a phone the count is on the Admin button, and on Sponsors once it is open.
          const admin = page.getByRole('button', { name: /^Admin, \d+ new sponsor inquir(y|ies)$/ });
          await admin.click();
          await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Sponsors, \d+ new$/ })).toBeVisible();
          await expectNoAxeViolations(page, `admin links open, ${label}`, { darkColoursOnly: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          await page.keyboard.press('Escape');
        }
      }
    }
  });
});
