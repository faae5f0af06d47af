import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { EventPredictionsResponse, SeasonAccuracyResponse } from '@team7790/shared/competition/contracts/predictions';
import { FIXTURES, StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The public prediction accuracy page (issue 32) on the simulated season, where 2025 is complete whatever the date:
 * an event's figures, the reliability plot (an image with a summary, and its figures as a table),
 * the season's events and total, the event page's link to it; axe clean at 390 and 1280 px, light and dark, each kept
 * as a screenshot (in E2E_SHOTS_DIR when set, else the test's output folder). Then a recorded event beside the figure
 * Statbotics published for it, on a server whose provider is the recorded-fixture stand-in.
 */
test.describe.configure({ timeout: 120_000 });

const EVENT = '2025milac';
const eventPath = `/competition/events/${EVENT}/predictions`;
/** 'Accuracy 71.1 %': the page keeps a number and its sign together with a no-break space. */
const pct = String.raw`\d{1,3}\.\d\s%`;

const SCHEMES_AND_WIDTHS = [
  ['light', 390],
  ['dark', 390],
  ['light', 1280],
  ['dark', 1280],
] as const;

async function api<T>(page: Page, apiPath: string): Promise<T> {
  const res = await page.request.get(`/api${apiPath}`);
  expect(res.ok(), apiPath).toBe(true);
  return (await res.json()) as T;
}

async function keep(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The page has drawn its answer: nothing is loading. */
const loaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
};

test.describe('prediction accuracy page', () => {
  test("an event: the headline figures, Statbotics' beside them, the ratings used, the plot and its table", async ({ page }) => {
    const answer = await api<EventPredictionsResponse>(page, eventPath);
    const { accuracy } = answer;
    expect(accuracy.count, 'the recorded event has played matches').toBeGreaterThan(0);
    const filled = accuracy.bins.filter((b) => b.count > 0);

    await page.goto(`/predictions?event=${EVENT}`);
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
    await expect(page).toHaveTitle(/^Prediction Accuracy · FIM District Lake City Event/);

    await expect(page.getByTestId('accuracy-headline')).toHaveText(
      new RegExp(`^${accuracy.count} matches predicted · Accuracy ${pct} · Brier 0\\.\\d{3}$`),
    );
    await expect(page.getByTestId('accuracy-headline')).toContainText((accuracy.accuracy! * 100).toFixed(1));
    if (accuracy.statbotics) {
      await expect(page.getByText(new RegExp(`^Statbotics: ${pct} · \\d\\.\\d{3} on the same event`))).toBeVisible();
    } else {
      await expect(page.getByText('Statbotics published no figure for this event.')).toBeVisible();
    }
    await expect(
      page.getByText(/Brier score: the mean squared error of the win chance; lower is better; always saying 50\s% scores 0\.25\./),
    ).toBeVisible();
    await expect(page.getByText(/^Ratings used:/)).toBeVisible();

    const chart = page.getByRole('img', {
      name: /^Reliability plot of \d+ match(es)? in \d+ bins?: predicted red win chance against observed red win rate\./,
    });
    await expect(chart).toBeVisible();
    await expect(chart.locator('circle')).toHaveCount(filled.length);
    await expect(chart).toContainText('Perfectly calibrated');
    await expect(page.locator('figcaption')).toBeVisible();

    const table = page.getByRole('table', { name: /Reliability bins/ });
    await expect(table.locator('tbody tr')).toHaveCount(filled.length);
    await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{1,2}–\d{2,3}\s%$/);
    const first = filled.sort((a, b) => a.from - b.from)[0]!;
    await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(String(first.count));

    await page.getByRole('link', { name: 'Event Page' }).click();
    await expect(page).toHaveURL(new RegExp(`/event\\?event=${EVENT}$`));
  });

  test('the event page links to its accuracy', async ({ page }) => {
    await page.goto(`/event?event=${EVENT}`);
    const link = page.getByRole('navigation', { name: 'Event links' }).getByRole('link', { name: 'Prediction Accuracy' });
    await expect(link).toHaveAttribute('href', `/predictions?event=${EVENT}`);
    await link.click();
    await expect(page.getByTestId('accuracy-headline')).toBeVisible({ timeout: 30_000 });
  });

  test("a season: each event linked to its page, Statbotics' figures or '–', the total and its plot", async ({ page }) => {
    const season = await api<SeasonAccuracyResponse>(page, '/competition/seasons/2025/prediction-accuracy');
    expect(season.events.length).toBeGreaterThan(0);
    await page.goto('/predictions?year=2025');
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Season');

    const table = page.getByRole('region', { name: "2025 events' prediction accuracy" }).getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(season.events.length);
    for (const [i, row] of season.events.entries()) {
      const cells = table.locator('tbody tr').nth(i);
      await expect(cells.getByRole('link', { name: row.name || row.event_key, exact: true })).toHaveAttribute(
        'href',
        `/event?event=${row.event_key}`,
      );
      await expect(cells.getByRole('cell').first()).toHaveText(String(row.accuracy.count));
      if (!row.accuracy.statbotics) await expect(cells.getByRole('cell').nth(3)).toHaveText('–');
    }
    const total = table.locator('tfoot tr');
    await expect(total.getByRole('rowheader')).toHaveText('Season total');
    await expect(total.getByRole('cell').first()).toHaveText(String(season.total.count));
    await expect(page.getByTestId('accuracy-headline')).toHaveText(
      new RegExp(`^${season.total.count.toLocaleString('en-US')} matches predicted · Accuracy ${pct}`),
    );
    await expect(page.getByRole('img', { name: /^Reliability plot/ })).toBeVisible();

    // With no year, the current season's.
    await page.goto('/predictions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d{4} Season$/);
  });

  test('drawn by the server with its figures: read without any script, an event and a season', async ({ browser, page }) => {
    // The server draws a page with the answers it has within a short budget (a cold answer on a busy machine can miss
    // it, and the page is then drawn without it): have them at hand first, as they are for a page many people open.
    const { accuracy } = await api<EventPredictionsResponse>(page, eventPath);
    const season = await api<SeasonAccuracyResponse>(page, '/competition/seasons/2025/prediction-accuracy');
    await api(page, `/competition/events/${EVENT}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await context.newPage();
    try {
      await drawn.goto(`/predictions?event=${EVENT}`);
      await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
      await expect(drawn.getByTestId('accuracy-headline')).toHaveText(
        new RegExp(`^${accuracy.count} matches predicted · Accuracy ${pct} · Brier 0\\.\\d{3}$`),
      );
      await expect(drawn.getByRole('img', { name: /^Reliability plot/ })).toBeVisible();
      await expect(drawn.getByText(/^Loading/)).toHaveCount(0);

      await drawn.goto('/predictions?year=2025');
      await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('2025 Season');
      await expect(drawn.getByRole('region', { name: "2025 events' prediction accuracy" }).locator('tbody tr')).toHaveCount(season.events.length);
      await expect(drawn.getByTestId('accuracy-headline')).toContainText(`${season.total.count.toLocaleString('en-US')} matches predicted`);
    } finally {
      await context.close();
    }
  });

  for (const [scheme, width] of SCHEMES_AND_WIDTHS) {
    test(`axe clean, and kept as a screenshot, in the ${scheme} scheme at ${width} px`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of [
        ['event', `/predictions?event=${EVENT}`],
        ['season', '/predictions?year=2025'],
      ] as const) {
        await page.goto(url);
        await loaded(page);
        await expect(page.getByRole('img', { name: /^Reliability plot/ })).toBeVisible();
        await keep(page, testInfo, `predictions-${name}-${width}-${scheme}`);
        // Nothing runs off the side of a phone: only the tables scroll sideways, inside their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page, `/predictions ${name} (${scheme}, ${width} px)`);
      }
    });
  }
});

/** Statbotics' published figure for a recorded event, from its recorded events table: count, accuracy and Brier (its mse). */
function statboticsFigure(eventKey: string): { count: number; acc: number; mse: number } {
  const [header, ...rows] = readFileSync(`${FIXTURES}/statbotics-csvs/v3/events.csv`, 'utf8').split('\n');
  const columns = header!.split(',');
  const row = rows.map((line) => line.split(',')).find((cells) => cells[0] === eventKey)!;
  const value = (name: string) => Number(row[columns.indexOf(name)]);
  return { count: value('count'), acc: value('epa_acc'), mse: value('epa_mse') };
}

test.describe('a recorded event beside the figure Statbotics published for it', () => {
  test.describe.configure({ timeout: 300_000 });
  const RECORDED = '2019nyny';
  const figure = statboticsFigure(RECORDED);
  let provider: StandInProvider;
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // The event and its matches come from the recorded TBA answers; Statbotics has the event's published figure and
    // no pre-event EPA (its team list is not recorded), so the predictions are made from the event alone.
    provider = await new StandInProvider().start();
    provider.serve(`/statbotics/v3/event/${RECORDED}`, { key: RECORDED, metrics: { win_prob: figure } });
    server = await startExtraServer(provider.settings());
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test("2019 New York City: our figures, Statbotics' beside them, and the ratings used", async ({ page }, testInfo) => {
    // An answer waits at most 1.5 s for Statbotics and is made without it past that (on a busy machine, the first
    // one can be); the read goes on and fills the cache, so a later answer carries the figure.
    const latest: { answer?: EventPredictionsResponse } = {};
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${server.baseURL}/api/competition/events/${RECORDED}/predictions`);
          expect(res.ok()).toBe(true);
          latest.answer = (await res.json()) as EventPredictionsResponse;
          return latest.answer.accuracy.statbotics;
        },
        { timeout: 60_000 },
      )
      .toEqual({ count: figure.count, accuracy: figure.acc, brier: figure.mse });
    const answer = latest.answer!;
    expect(answer.source).toBe('in-event');

    await page.goto(`${server.baseURL}/predictions?event=${RECORDED}`);
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New York City Regional');
    await expect(page.getByTestId('accuracy-headline')).toHaveText(
      new RegExp(
        `^${answer.accuracy.count} matches predicted · Accuracy ${(answer.accuracy.accuracy! * 100).toFixed(1)}\\s% · Brier ${answer.accuracy.brier!.toFixed(3)}$`,
      ),
    );
    const countNote = figure.count === answer.accuracy.count ? '' : ` \\(${figure.count} matches\\)`;
    await expect(
      page.getByText(new RegExp(`^Statbotics: ${(figure.acc * 100).toFixed(1)}\\s% · ${figure.mse.toFixed(3)} on the same event${countNote}$`)),
    ).toBeVisible();
    await expect(page.getByText(/^Ratings used: this event's matches alone\.$/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Reliability plot of \d+ matches/ })).toBeVisible();
    await expectNoAxeViolations(page, `/predictions?event=${RECORDED}`);
    await keep(page, testInfo, `predictions-${RECORDED}-1280-light`);
  });
});
