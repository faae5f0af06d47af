import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolationsInBothSchemes } from './support/axe.ts';

/**
 * On a phone a table wider than the screen keeps its key columns (rank and team, the match, the event) in sight while
 * the rest scrolls sideways under them, and shows a fade at the side with more until scrolled there. The layout tests
 * run in the light scheme: the dark one changes colours only (its custom properties), and the axe test below checks
 * both schemes' colours.
 */
test.describe.configure({ timeout: 90_000 });

interface PhoneTable {
  url: string;
  /** The scrolling box's accessible name. */
  region: string;
  /** Opens the tab the table is on, if any. */
  tab?: string;
  /** Header cells that stay put, and the table's last header cell. */
  key: string[];
  last: string;
}

const TABLES: PhoneTable[] = [
  { url: '/event?event=2025milac', region: 'Rankings table', key: ['Rank', 'Team'], last: 'EPA' },
  // The match lists stack their alliances on a phone instead (below); the district's Total comes after the team.
  { url: '/district?district=2025fim', region: 'District rankings', key: ['Rank', 'Team'], last: 'DCMP' },
  { url: '/scouting?event=2025milac', region: 'Teams at this event', key: ['Rank', 'Team'], last: 'Picked' },
];

const header = (region: Locator, name: string) => region.getByRole('columnheader', { name: new RegExp(`^${name}\\b`) });

async function openTable(page: Page, table: PhoneTable): Promise<Locator> {
  await page.goto(table.url);
  if (table.tab) await page.getByRole('tab', { name: new RegExp(`^${table.tab}`) }).click();
  const region = page.getByRole('region', { name: table.region });
  await expect(region.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  // The table's top just below the page's sticky header.
  await region.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160));
  return region;
}

test.describe('tables on a phone', () => {
  test('keep the key column in sight and show that more is to the side', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const table of TABLES) {
      const region = await openTable(page, table);
      const frame = region.locator('..');
      const label = `${table.region} at ${table.url}`;

      // Before scrolling: the last column is off to the side, and the fade over the right edge says so.
      await expect(header(region, table.last), label).not.toBeInViewport();
      await expect(frame.locator('[data-more-right]'), label).toHaveCount(1);
      await expect(frame.locator('[data-more-right]'), label).toHaveCSS('opacity', '1');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(390);

      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(frame.locator('[data-more-right]'), label).toHaveCount(0);

      // Scrolled to the end: the last column and the key columns are all on screen, and the key columns' cells
      // are not covered by the columns that scrolled under them.
      await expect(header(region, table.last), label).toBeInViewport({ ratio: 0.95 });
      for (const key of table.key) {
        const cell = header(region, key);
        await expect(cell, `${label}: ${key}`).toBeInViewport({ ratio: 0.95 });
        // The cell is brought to the screen's middle first and read in the same step: a page that moved after
        // openTable scrolled (content above it drawn late) could leave it under the page's sticky header.
        const onTop = await cell.evaluate((el) => {
          window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2);
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return hit?.closest('th')?.textContent ?? `<${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class')}">`;
        });
        expect(onTop.toLowerCase(), `${label}: ${key} is drawn on top`).toContain(key.toLowerCase());
      }
      const firstRowKey = region.locator('tbody tr:has(td)').first().locator('td').first();
      await expect(firstRowKey, label).toBeInViewport({ ratio: 0.95 });
    }
  });
});

/**
 * Match lists on a phone: the match, both alliances and both scores in one row inside the screen, no sideways scroll;
 * the desktop's columns at 1280 px.
 */
const MATCH_LISTS = [
  { url: '/event?event=2025milac', region: 'Match schedule', tab: 'Schedule' },
  { url: '/event?event=2025mndu', region: 'Match schedule', tab: 'Schedule' },
  { url: '/team?team=7790', region: 'Qualification Matches', tab: 'Matches' },
];

test.describe('match lists on a phone', () => {
  test('show match, both alliances and both scores within 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const list of MATCH_LISTS) {
      const label = `${list.region} at ${list.url}`;
      await page.goto(list.url);
      await page.getByRole('tab', { name: new RegExp(`^${list.tab}`) }).click();
      const region = page.getByRole('region', { name: list.region });
      const scores = region.locator('[data-phone-score]:visible');
      await expect(scores.first(), label).toBeVisible({ timeout: 30_000 });
      // The table is not wider than its box: nothing to scroll sideways.
      const widths = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(widths[0], label).toBeLessThanOrEqual(widths[1]!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(390);
      // The wide table's columns give way: the screen reader hears Match and the stacked column.
      await expect(region.locator('thead').getByRole('columnheader'), label).toHaveText(['Match', /Alliances/]);
      const boxes = await scores.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.left, r.right]));
      expect(boxes.length, label).toBeGreaterThan(1);
      for (const [left, right] of boxes) {
        expect(left!, label).toBeGreaterThanOrEqual(0);
        expect(right!, label).toBeLessThanOrEqual(390);
      }
      // Each played row has its match link, both alliances' teams and both scores within the screen.
      const row = region.locator('tbody tr:has([data-phone-score])').first();
      for (const part of [row.getByRole('link').first(), row.locator('[data-phone-score="blue"]'), row.locator('[data-phone-score="red"]')]) {
        const box = (await part.boundingBox())!;
        expect(box.x, label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, label).toBeLessThanOrEqual(390);
      }
      await expect(row.locator('[data-phone-alliances] a'), label).toHaveCount(6);
    }
  });

  test('keep the wide table at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/event?event=2025mndu');
    await page.getByRole('tab', { name: /^Schedule/ }).click();
    const region = page.getByRole('region', { name: 'Match schedule' });
    await expect(region.getByRole('columnheader').first()).toBeVisible({ timeout: 30_000 });
    await expect(region.locator('thead').getByRole('columnheader')).toHaveText([
      'Match',
      'Time',
      'Blue Alliance',
      'Red Alliance',
      'Prediction',
      'Score',
    ]);
    await expect(region.locator('[data-phone-score]:visible')).toHaveCount(0);
  });

  test('the district Total is on a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/district?district=2025fim');
    const region = page.getByRole('region', { name: 'District rankings' });
    const total = region.locator('tbody tr').first().locator('td:visible').nth(2);
    await expect(total).toBeVisible({ timeout: 30_000 });
    await expect(region.getByRole('columnheader').nth(2)).toHaveText('Total');
    const box = (await total.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test.describe('stacked match lists', () => {
  for (const width of [390, 1280]) {
    test(`pass axe in both schemes (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/event?event=2025mndu');
      await page.getByRole('tab', { name: /^Schedule/ }).click();
      const region = page.getByRole('region', { name: 'Match schedule' });
      await expect(region.locator('tbody tr:has(td)').first()).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolationsInBothSchemes(page, `schedule ${width}`, { include: 'main' });
    });
  }
});
