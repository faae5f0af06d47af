import type { Page } from '@playwright/test';
import type { DistrictPageResponse, RegionalPoolResponse } from '@team7790/shared/competition/contracts/district';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, withoutFirstAnswers } from './support/fixtures.ts';

/** District, regional pool and search result pages on the simulated season. */
test.describe.configure({ timeout: 60_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const title = (page: Page) => page.getByRole('heading', { level: 1 });
/** Points as the page prints them: whole numbers whole (as the provider prints them), fractions to 2 decimals. */
const printed = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

test.describe('district page', () => {
  test('defaults to 2025fim and shows whole points whole (no "414.00"), 7790 starred', async ({ page }) => {
    const answer = (await (await page.request.get('/api/competition/districts/2025fim')).json()) as DistrictPageResponse;
    await page.goto('/district');
    await expect(title(page)).toHaveText('2025 FIM District');
    await expect(tab(page, 'Rankings')).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('region', { name: 'District rankings' });
    await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Team', 'Event 1', 'Event 2', 'DCMP', 'Total'], { timeout: 20_000 });
    await expect(table.locator('tbody tr')).toHaveCount(answer.rankings!.length);
    const first = table.locator('tbody tr').first();
    await expect(first.locator('td').nth(1)).toHaveText(String(answer.rankings![0]!.team_number));
    await expect(first.locator('td').last()).toHaveText(printed(answer.rankings![0]!.point_total));
    await expect(first.locator('td').nth(2)).toHaveText(/^\d+(\.\d{2})?$/);
    // District points are whole: no cell prints empty decimals.
    expect(answer.rankings!.some((r) => Number.isInteger(r.point_total))).toBe(true);
    await expect(table.locator('tbody td').filter({ hasText: /\.00$/ })).toHaveCount(0);
    await expect(table.locator('[data-team="7790"] svg[aria-label="Home team"]')).toHaveCount(1);

    // Finding a team narrows the table.
    await page.getByRole('searchbox', { name: 'Find a team by number' }).fill('7790');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.locator('tbody tr').first().click();
    await expect(page).toHaveURL('/team?team=7790');
  });

  test('prefixes 2025 to a bare code and lists events by start date on #events', async ({ page }) => {
    const answer = (await (await page.request.get('/api/competition/districts/2025fim')).json()) as DistrictPageResponse;
    await page.goto('/district?district=fim#events');
    await expect(title(page)).toHaveText('2025 FIM District');
    await expect(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true');
    const byStart = [...answer.events!].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name));
    const cards = page.getByRole('tabpanel').getByRole('link');
    await expect(cards).toHaveCount(byStart.length, { timeout: 20_000 });
    const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(byStart.map((e) => `/event?event=${e.key}`));
    await tab(page, 'Rankings').click();
    await expect(page).toHaveURL(/#rankings$/);
  });

  test("an unknown district shows 'Error Loading District' with Try Again", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404|Not Found/);
    await page.goto('/district?district=2025zzz');
    await expect(page.getByRole('heading', { name: 'Error Loading District' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('District 2025zzz was not found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test.describe('regional pool page', () => {
  test('defaults to the current year, also for a value that is not 4 digits', async ({ page }) => {
    const year = new Date().getFullYear();
    await page.goto('/regional');
    await expect(title(page)).toHaveText(`${year} Regional Pool`);
    await page.goto('/regional?year=20x5');
    await expect(title(page)).toHaveText(`${year} Regional Pool`);
  });

  test('from 2025 ranks the pool (Rank, Team, Event 1, Event 2, Total) and lists its events', async ({ page }) => {
    const answer = (await (await page.request.get('/api/competition/regional/2025')).json()) as RegionalPoolResponse;
    await page.goto('/regional?year=2025');
    await expect(title(page)).toHaveText('2025 Regional Pool');
    await expect(page.getByRole('tab')).toHaveText([/^Rankings/, /^Events/]);
    const table = page.getByRole('region', { name: 'Regional pool rankings' });
    await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Team', 'Event 1', 'Event 2', 'Total'], { timeout: 20_000 });
    await expect(table.locator('tbody tr')).toHaveCount(answer.rankings!.length);
    await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(printed(answer.rankings![0]!.point_total));
    await tab(page, 'Events').click();
    await expect(page).toHaveURL(/#events$/);
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(answer.events!.length);
  });

  test('before 2025 shows only the events; a season without any says so', async ({ page }) => {
    await page.goto('/regional?year=2019');
    await expect(page.getByRole('tab')).toHaveText([/^Events/]);
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/event\?event=2019/, { timeout: 20_000 });
    await page.goto('/regional?year=2021');
    await expect(page.getByText('No events found for this season')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('search results page', () => {
  test('lists matching teams and events and links to them', async ({ page }) => {
    await page.goto('/search?q=7790');
    await expect(page.getByText('Search results for "7790"')).toBeVisible({ timeout: 30_000 });
    await expect(tab(page, 'Teams')).toHaveAttribute('aria-selected', 'true');
    const team = page.getByRole('tabpanel').getByRole('link', { name: /7790\s*Baywatch Robotics/ });
    await expect(team).toHaveAttribute('href', '/team?team=7790');
    await tab(page, 'Events').click();
    await expect(page.getByText('No events found')).toBeVisible();

    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Refine the search' }).fill('Lake City');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=Lake%20City');
    await expect(page.getByText('Search results for "Lake City"')).toBeVisible({ timeout: 30_000 });
    await tab(page, 'Events').click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('link', { name: /FIM District Lake City Event/ })
        .first(),
    ).toHaveAttribute('href', /^\/event\?event=\d{4}milac$/);
  });

  test('switches to Events when only events match', async ({ page }) => {
    await page.goto('/search?q=cmptx');
    await expect(page.getByText('Search results for "cmptx"')).toBeVisible({ timeout: 30_000 });
    await expect(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/event\?event=\d{4}cmptx$/);
  });

  test("opens on the tab holding the best match, with the other tab's count in view", async ({ page }) => {
    // 'lake' is Bayou Regional's code (an exact match) and the start of the nickname 'Lakers Robotics'.
    await page.goto('/search?q=lake');
    await expect(page.getByText('Search results for "lake"')).toBeVisible({ timeout: 30_000 });
    await expect(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/event\?event=\d{4}lake$/);
    await expect(tab(page, 'Teams')).toHaveText(/^Teams\s*1$/);
    // On a phone too, the other tab says how many it holds, in both themes without an axe violation.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(tab(page, 'Teams').getByText('1', { exact: true })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `/search?q=lake at 390px, ${colorScheme}`, { darkColoursOnly: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await tab(page, 'Teams').click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /7598\s*Lakers Robotics/ })).toBeVisible();

    // A division's name: the teams that share a few letters with it no longer hold the page.
    await page.goto('/search?q=hemlock');
    await expect(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/event\?event=\d{4}micmp2$/);
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toContainText('Hemlock Semiconductor Division');

    await page.goto('/search?q=baywach');
    await expect(tab(page, 'Teams')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', '/team?team=7790');
  });

  test("the header box sends a code its guessed season lacks to the search page, the code's latest event first", async ({ page }) => {
    // The simulated seasons end with this year (2026 at the earliest); from October the box guesses next
    // season's event, which does not exist, so rule 3 falls through to the search page. From January to
    // September the guess exists and the box opens it: the search page is then checked on its own.
    const latest = `${Math.max(2026, new Date().getFullYear())}milac`;
    const guessed = ((await (await page.request.get('/api/search/resolve?q=milac')).json()) as { path: string }).path;
    await page.goto('/robots');
    const box = page.getByRole('combobox', { name: 'Search teams and events' });
    await box.fill('milac');
    await box.press('Enter');
    if (guessed.startsWith('/event')) {
      await expect(page).toHaveURL(guessed);
      await page.goto('/search?q=milac');
    } else {
      await expect(page).toHaveURL('/search?q=milac');
    }
    await expect(page.getByText('Search results for "milac"')).toBeVisible({ timeout: 30_000 });
    await expect(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true');
    const links = page.getByRole('tabpanel').getByRole('link');
    await expect(links.first()).toHaveAttribute('href', `/event?event=${latest}`);
    await expect(links.nth(1)).toHaveAttribute('href', `/event?event=${Number(latest.slice(0, 4)) - 1}milac`);
  });

  test('says it is loading the data before the first answer', async ({ page }) => {
    // Opened from the address bar the page comes with its results: this is the page asking for them itself.
    await withoutFirstAnswers(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/competition/search?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=baywatch');
    await expect(page.getByText('Loading teams and events data...')).toBeVisible();
    release();
    await expect(page.getByText('Search results for "baywatch"')).toBeVisible({ timeout: 30_000 });
  });
});
