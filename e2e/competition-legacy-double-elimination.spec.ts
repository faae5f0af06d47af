import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Double elimination keyed as bracket levels (ef, qf, sf, f), as a visitor sees it: The Blue
 * Alliance's own recordings of 2017wiwi (the legacy bracket, playoff_type 5) and 2022cctest (FIRST's
 * bracket as piloted in 2022, playoff_type 10), served by a stand-in provider over HTTP, so the
 * server shapes them as it shapes any event. Both cards of every match are drawn, every winner
 * advances, and the finals name the champion the data records.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const recorded = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../apps/server/test/competition/tba-repository-data/${file}`, import.meta.url), 'utf8'));

let provider: StandInProvider;
let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  provider = await new StandInProvider().start();
  for (const key of ['2017wiwi', '2022cctest']) {
    provider.serve(`/api/v3/event/${key}`, recorded(`${key}.json`));
    provider.serve(`/api/v3/event/${key}/matches`, recorded(`${key}_matches.json`));
  }
  server = await startExtraServer(provider.settings());
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

async function openPlayoffs(page: Page, key: string, format: string) {
  await page.goto(`${server.baseURL}/event?event=${key}#playoff`);
  const bracket = page.locator(`[data-format="${format}"]`);
  await expect(bracket).toBeVisible({ timeout: 30_000 });
  return bracket;
}

/** The bracket whole, at a phone's width and a desktop's, in both themes, for the record and for axe. */
async function lookAtIt(page: Page, key: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${key}-${width}.png`), fullPage: true });
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${key} playoffs, ${colorScheme}`, { darkColoursOnly: true });
  }
}

/**
 * The tab names the event's winner and finalist in words, in a phone's first screen (the recordings have no alliance
 * list, so no alliance card says it either).
 */
async function expectChampion(page: Page, winner: string[], finalist: string[]) {
  await page.setViewportSize({ width: 390, height: 844 });
  const champion = page.getByRole('region', { name: 'Event winner' });
  const [won, lost] = [champion.locator('p').first(), champion.locator('p').nth(1)];
  await expect(won).toHaveText(/^Winner: /);
  for (const team of winner) await expect(won.getByRole('link', { name: team, exact: true })).toBeVisible();
  await expect(lost).toHaveText(/^Finalist: /);
  for (const team of finalist) await expect(lost.getByRole('link', { name: team, exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await champion.boundingBox())!;
  expect(box.y + box.height, 'the winner is said in the first screen of a phone').toBeLessThanOrEqual(844);
}

test('2017wiwi: the legacy double elimination bracket, one match per pairing, won by 195/230/5421', async ({ page }) => {
  const bracket = await openPlayoffs(page, '2017wiwi', 'legacy-double-8');
  await expect(page.getByText('Double elimination · 8 alliances · two losses put an alliance out, finals included')).toBeVisible();
  await expect(bracket.getByRole('region', { name: 'Upper Bracket' })).toBeVisible();
  await expect(bracket.getByRole('region', { name: 'Lower Bracket' })).toBeVisible();
  // Thirteen matches and the finals, each played, with no phantom card and no best-of-3 round names.
  await expect(bracket.locator('article[data-series]')).toHaveCount(14);
  await expect(bracket.getByText('Not yet scheduled')).toHaveCount(0);
  await expect(bracket.getByText(/Eighth-final|Quarterfinal|Semifinal/)).toHaveCount(0);
  // Every card has its winner, marked as advancing, with one win (a tie replayed twice in match 6).
  await expect(bracket.locator('article[data-series] [data-winner]')).toHaveCount(14);
  await expect(bracket.getByLabel('Advances')).toHaveCount(14);
  const m6 = bracket.locator('[data-series="ef6"]');
  await expect(m6.locator('header')).toContainText('Match 6');
  await expect(m6.locator('[data-winner]')).toContainText('228');
  await expect(m6.locator('li')).toHaveText([/^Match/, /^Replay 1/, /^Replay 2/]);

  // The finals: 58/558/237 came up from the lower bracket and needed two wins; they won one, 195/230/5421 the other.
  const finals = bracket.locator('[data-series="f2"]');
  await expect(finals.locator('header')).toContainText('Finals');
  await expect(finals.locator('[data-winner]')).toContainText('195');
  await expect(finals.locator('[data-side]:not([data-winner])')).toContainText('58');
  await expect(finals.locator('li')).toHaveText([/^Final 1/, /^Final 2/]);
  await expect(finals).toContainText("The lower bracket's alliance must win twice");
  await expectChampion(page, ['195', '230', '5421'], ['58', '558', '237']);
  await lookAtIt(page, '2017wiwi');
});

test('2022cctest: all sixteen playoff matches in their places, and the finals 1678/3189/2551 won 2-1', async ({ page }) => {
  const bracket = await openPlayoffs(page, '2022cctest', 'double-8');
  await expect(bracket.locator('article[data-series]')).toHaveCount(14);
  await expect(bracket.getByText('Not yet scheduled')).toHaveCount(0);
  await expect(bracket.locator('article[data-series] [data-winner]')).toHaveCount(14);
  // Match 12 (sf2) is the upper final, 1678/3189/2551 over 4643/6662/5274; match 13 (f1) sends 4643 to the finals.
  await expect(bracket.locator('section[aria-label="Upper Bracket"] [data-series="sf2"] [data-winner]')).toContainText('1678');
  await expect(bracket.locator('section[aria-label="Lower Bracket"] [data-series="f1"] [data-winner]')).toContainText('4643');
  const finals = bracket.locator('[data-series="f2"]');
  await expect(finals.locator('[data-winner]')).toContainText('1678');
  await expect(finals.locator('[data-winner]')).toContainText('2');
  await expect(finals.locator('[data-side]:not([data-winner])')).toContainText('4643');
  await expect(finals.locator('li')).toHaveText([/^Final 1/, /^Final 2/, /^Final 3/]);
  await expectChampion(page, ['1678', '3189', '2551'], ['4643', '6662', '5274']);
  await lookAtIt(page, '2022cctest');
});
