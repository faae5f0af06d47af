import type { Locator, Page } from '@playwright/test';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { TbaAlliance, TbaMatch } from '@team7790/shared/competition/tba';
import { toAlliances, toMatchSummary } from '../apps/server/src/features/competition/shaping/tba-shapes.ts';
import { createSimulatedSeason } from '../apps/server/src/features/competition/simulation/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test, withoutFirstAnswers } from './support/fixtures.ts';

/**
 * Playoff formats of the simulated season as a visitor sees them: 2015's average-score rounds,
 * Einstein's round robin (2017-2022), the off-season event's double elimination, and a
 * championship's divisions. Each alliance card concludes once: one Winner, one Finalist, and where
 * every other alliance went out.
 */
test.describe.configure({ timeout: 90_000 });

const eventAnswer = async (page: Page, key: string, baseURL = '') => {
  const response = await page.request.get(`${baseURL}/api/competition/events/${key}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as EventPageResponse;
};

/** Exactly one Winner and one Finalist; every other alliance card says where it went out. */
async function expectOneConclusionEach(page: Page, alliances: number, eliminated: RegExp) {
  const cards = page.locator('[data-alliance]');
  await expect(cards).toHaveCount(alliances);
  await expect(cards.filter({ hasText: /Winner/ })).toHaveCount(1);
  await expect(cards.filter({ hasText: /Finalist/ })).toHaveCount(1);
  await expect(cards.filter({ hasText: eliminated })).toHaveCount(alliances - 2);
  await expect(cards.filter({ hasText: /Playing/ })).toHaveCount(0);
  // The tab says who won in words, above the bracket: the alliance its card calls Winner, and the finalist.
  const winner = await cards.filter({ hasText: /Winner/ }).getAttribute('data-alliance');
  const finalist = await cards.filter({ hasText: /Finalist/ }).getAttribute('data-alliance');
  const champion = page.getByRole('region', { name: 'Event winner' });
  await expect(champion).toContainText(`Winner: Alliance ${winner} `);
  await expect(champion).toContainText(`Finalist: Alliance ${finalist} `);
}

/** The standings' alliance numbers in order, and which of them went on. */
async function standingsOf(card: Locator) {
  const rows = card.locator('tbody tr');
  const order = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-standing'))))) as number[];
  const advanced = (await rows.evaluateAll((trs) =>
    trs.filter((tr) => tr.getAttribute('data-advanced') === 'true').map((tr) => Number(tr.getAttribute('data-standing'))),
  )) as number[];
  return { rows, order, advanced };
}

async function expectNoAxeViolationsInBothThemes(page: Page, label: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${label}, ${colorScheme}`, { darkColoursOnly: true });
  }
}

/** Open the folded match lists, so axe checks them too. */
async function openMatchLists(page: Page) {
  const folded = page.locator('[data-standings] details:not([open])');
  for (let left = await folded.count(); left > 0; left--) await folded.first().locator('summary').click();
  await expect(folded).toHaveCount(0);
}

test.describe('playoff formats on the simulated season', () => {
  test("2015's average-score rounds show each alliance's average and who went on, then best-of-3 finals", async ({ page }) => {
    const answer = await eventAnswer(page, '2015milac');
    expect(answer.event.playoff_type).toBe(3);
    await page.goto('/event?event=2015milac#playoff');
    const bracket = page.locator('[data-format="average"]');
    await expect(bracket).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Average score rounds, then best-of-3 finals')).toBeVisible();
    await expect(bracket.locator('[data-round] > h3')).toHaveText(['Quarterfinals', 'Semifinals', 'Finals']);

    // The averages the matches give, by alliance, in each round.
    const allianceOf = (keys: string[]) => answer.alliances!.find((a) => a.picks[0] === keys[0])!.number;
    const averages = (level: string) => {
      const scores = new Map<number, number[]>();
      for (const m of answer.matches!.filter((m) => m.comp_level === level)) {
        for (const side of ['red', 'blue'] as const) {
          const n = allianceOf(m.alliances[side].team_keys);
          scores.set(n, [...(scores.get(n) ?? []), m.alliances[side].score!]);
        }
      }
      return new Map([...scores].map(([n, list]) => [n, list.reduce((a, b) => a + b, 0) / list.length]));
    };

    const qf = await standingsOf(bracket.locator('[data-standings="qf"]'));
    await expect(qf.rows).toHaveCount(8);
    const qfAverages = averages('qf');
    expect(qf.order).toEqual([...qfAverages].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([n]) => n));
    for (const [i, n] of qf.order.entries()) await expect(qf.rows.nth(i).locator('td').nth(2)).toHaveText(qfAverages.get(n)!.toFixed(1));
    // The four best averages went on to the semifinals, the rest are out.
    expect(qf.advanced).toEqual(qf.order.slice(0, 4));
    await expect(bracket.locator('[data-standings="qf"] tbody tr[data-advanced="false"]')).toHaveText(Array(4).fill(/Out$/));

    const sf = await standingsOf(bracket.locator('[data-standings="sf"]'));
    await expect(sf.rows).toHaveCount(4);
    expect([...sf.order].sort()).toEqual([...qf.advanced].sort());
    expect(sf.advanced).toEqual(sf.order.slice(0, 2));
    // The finals are a series between the two best semifinal averages, the better one in red.
    const finals = bracket.locator('[data-series="f1"]');
    await expect(finals.locator('[data-side="red"]')).toContainText(`A${sf.order[0]}`);
    await expect(finals.locator('[data-side="blue"]')).toContainText(`A${sf.order[1]}`);
    await expect(finals.locator('[data-winner]')).toContainText('2');

    await expectOneConclusionEach(page, 8, /Eliminated in (Quarterfinals|Semifinals)/);
    for (const n of qf.order.slice(4)) await expect(page.locator(`[data-alliance="${n}"]`)).toContainText('Eliminated in Quarterfinals');
    for (const n of sf.order.slice(2)) await expect(page.locator(`[data-alliance="${n}"]`)).toContainText('Eliminated in Semifinals');

    // A round's matches are at hand, folded below its standings, each linking to its match page.
    const qfMatches = bracket.locator('[data-standings="qf"] details');
    await qfMatches.locator('summary').click();
    await expect(qfMatches.getByRole('link', { name: /^Match \d$/ })).toHaveCount(8);
    await openMatchLists(page);
    await expectNoAxeViolationsInBothThemes(page, '2015 average-score playoffs');
  });

  test("Einstein's round robin shows the division winners' records, then the finals of the top two", async ({ page }) => {
    const answer = await eventAnswer(page, '2019cmptx');
    expect(answer.event.playoff_type).toBe(4);
    await page.goto('/event?event=2019cmptx#playoff');
    const bracket = page.locator('[data-format="round-robin"]');
    await expect(bracket).toBeVisible({ timeout: 20_000 });
    await expect(bracket.locator('[data-round] > h3')).toHaveText(['Round Robin', 'Finals']);
    const robin = await standingsOf(bracket.locator('[data-standings="sf"]'));
    await expect(robin.rows).toHaveCount(6);
    expect(robin.advanced).toEqual(robin.order.slice(0, 2));
    // Each alliance is its division, by name, with its record over the five round robin matches.
    for (const [i, n] of robin.order.entries()) {
      const alliance = answer.alliances!.find((a) => a.number === n)!;
      await expect(robin.rows.nth(i)).toContainText(alliance.name!);
      const record = robin.rows.nth(i).locator('td').nth(2);
      await expect(record).toHaveText(/^\d-\d-\d$/);
      // Read as the assertion above read it (the text, not the rendered text, which a busy machine once gave as NaN).
      const [w, l, t] = ((await record.textContent()) ?? '').trim().split('-').map(Number);
      expect(w! + l! + t!).toBe(5);
    }
    const finals = bracket.locator('[data-series="f1"]');
    await expect(finals.locator('[data-side="red"]')).toContainText(`A${robin.order[0]}`);
    await expect(finals.locator('[data-side="blue"]')).toContainText(`A${robin.order[1]}`);
    await expectOneConclusionEach(page, 6, /Eliminated in Round Robin/);
    await openMatchLists(page);
    await expect(bracket.locator('[data-standings="sf"] details').getByRole('link', { name: /^Match \d+$/ })).toHaveCount(15);
    await expectNoAxeViolationsInBothThemes(page, 'round robin playoffs');
  });

  test('a championship links to each of its divisions and shows their names whole, on a phone too', async ({ page }) => {
    const answer = await eventAnswer(page, '2025micmp');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/event?event=2025micmp#playoff');
    const divisions = page.getByRole('navigation', { name: 'Divisions' });
    await expect(divisions.getByRole('link')).toHaveCount(answer.divisions.length, { timeout: 20_000 });
    for (const division of answer.divisions) {
      const link = divisions.getByRole('link', { name: division.short_name ?? division.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/event?event=${division.key}`);
    }
    // In the bracket each alliance carries its division's whole name ('Hemlock Semiconductor'), nothing cut off.
    const bracket = page.locator('[data-format="double-4"]');
    for (const alliance of answer.alliances!) {
      const name = bracket.locator('[data-series="sf1"], [data-series="sf2"]').getByText(alliance.name!, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    }
    await expectOneConclusionEach(page, 4, /Eliminated in Round \d · lower bracket/);
    await expectNoAxeViolationsInBothThemes(page, 'championship playoffs at 390 px');
  });
});

/**
 * The off-season event runs on the day the server's clock starts (2026mihsi, in its qualifications); its
 * finished bracket is the same simulated season read two days on (the season is seeded, and the event is
 * placed from the clock's start), served in place of the server's answer.
 */
const CLOCK_START = '2026-11-21T12:00:00-05:00';

test.describe('the off-season event, finished', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startExtraServer({ CLOCK_START });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The event's matches and alliances once it is over, from the season started at CLOCK_START. */
  async function finishedPlayoffs() {
    let now = new Date(CLOCK_START);
    const season = createSimulatedSeason({ now: () => now });
    now = new Date(now.getTime() + 2 * 86_400_000);
    const read = async <T>(path: string) => JSON.parse((await season.tba.get(path, {})).body) as T;
    return {
      matches: (await read<TbaMatch[]>('/event/2026mihsi/matches')).map(toMatchSummary),
      alliances: toAlliances(await read<TbaAlliance[]>('/event/2026mihsi/alliances')),
    };
  }

  test('its double elimination bracket concludes each alliance once', async ({ page }) => {
    const live = await eventAnswer(page, '2026mihsi', server.baseURL);
    expect(live.event.playoff_type).toBe(10);
    const finished = await finishedPlayoffs();
    // The same event: the teams it lists now are the ones its alliances are made of.
    const teams = new Set(live.teams!.map((t) => t.key));
    expect(finished.alliances.flatMap((a) => a.picks).every((k) => teams.has(k))).toBe(true);
    await withoutFirstAnswers(page);
    await page.route('**/api/competition/events/2026mihsi', (route) => route.fulfill({ json: { ...live, status: 'completed', ...finished } }));

    await page.goto(`${server.baseURL}/event?event=2026mihsi#playoff`);
    const bracket = page.locator('[data-format="double-8"]');
    await expect(bracket).toBeVisible({ timeout: 20_000 });
    await expect(bracket.locator('article[data-series^="sf"]')).toHaveCount(13);
    const champion = finished.alliances.find((a) => a.status?.status === 'won')!;
    await expect(bracket.locator('[data-series="f1"] [data-winner]')).toContainText(`A${champion.number}`);
    await expectOneConclusionEach(page, 8, /Eliminated in Round [2-5] · lower bracket/);
    await expect(page.locator(`[data-alliance="${champion.number}"]`)).toContainText('Winner');
    await expectNoAxeViolationsInBothThemes(page, 'off-season double elimination');
  });
});
