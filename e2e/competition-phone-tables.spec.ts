import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * On a phone a table wider than the screen keeps its key columns (rank and team, the match, the event) in sight while
 * the rest scrolls sideways under them, and shows a fade at the side with more until scrolled there.
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
  { url: '/event?event=2025milac', region: 'Match schedule', tab: 'Schedule', key: ['Match'], last: 'Score' },
  { url: '/team?team=7790', region: 'Qualification Matches', tab: 'Matches', key: ['Match'], last: 'Score' },
  { url: '/district?district=2025fim', region: 'District rankings', key: ['Rank', 'Team'], last: 'Total' },
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
  for (const scheme of ['light', 'dark'] as const) {
    test(`keep the key column in sight and show that more is to the side (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
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
          const box = (await cell.boundingBox())!;
          const onTop = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.closest('th')?.textContent ?? '',
            [box.x + 4, box.y + box.height / 2],
          );
          expect(onTop.toLowerCase(), `${label}: ${key} is drawn on top`).toContain(key.toLowerCase());
        }
        const firstRowKey = region.locator('tbody tr:has(td)').first().locator('td').first();
        await expect(firstRowKey, label).toBeInViewport({ ratio: 0.95 });
      }
    });
  }
});
