import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { EventPredictionsResponse, MatchPredictionView } from '@team7790/shared/competition/contracts/predictions';
import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { winPercents } from '@team7790/shared/competition/predictions/match-predictions';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { fixture, StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { createAccount, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Match predictions where people decide (issue 32): the schedule's Prediction column, the match page's Prediction card,
 * the team page's next match and the drive team's card, on the simulated season, whose live demo event of team 7790
 * is being played at the real clock. Then with Statbotics refused, on a recorded event part-played: the pages still
 * predict, from the event's own matches, and say so. Screenshots at 390 and 1280 px, light and dark, go to
 * E2E_SHOTS_DIR when set, else the test's output folder.
 */
test.describe.configure({ timeout: 180_000 });

const SOURCE_PRIOR = "Predicted from Statbotics EPA and this event's matches";
const SOURCE_IN_EVENT = "From this event's matches (Statbotics unavailable)";

const SCHEMES_AND_WIDTHS = [
  ['light', 390],
  ['dark', 390],
  ['light', 1280],
  ['dark', 1280],
] as const;

/**
 * What a prediction must read, worked out here from the answer: 'Red 64 % · 88–79', red's score then blue's; on the
 * schedule, whose Score column writes blue's score first, blue's then red's.
 */
function expectedText(p: MatchPredictionView, withScores = true, first: 'red' | 'blue' = 'red'): string {
  if (!p.known) return 'Not known yet';
  // The favourite's chance is what red's leaves for blue, so that the two written chances add to 100.
  const call = p.favored ? `${p.favored === 'red' ? 'Red' : 'Blue'} ${winPercents(p.red.win_prob)[p.favored]} %` : 'Even';
  if (!withScores || p.red.score === null || p.blue.score === null) return call;
  const [a, b] = first === 'red' ? [p.red.score, p.blue.score] : [p.blue.score, p.red.score];
  return `${call} · ${Math.round(a)}–${Math.round(b)}`;
}

/** A percentage on the page keeps its number and sign together with a no-break space; the tests write a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

async function keep(page: Page, testInfo: TestInfo, name: string, target?: Locator) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const file = dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  if (target) {
    // The element at the top of the screen, under the page's sticky header.
    await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.screenshot({ path: file });
  } else {
    await page.screenshot({ path: file, fullPage: true });
  }
}

/** The last predictions answer the page was given (a live change makes it ask again). */
function watchPredictions(page: Page, eventKey: string) {
  let latest: EventPredictionsResponse | null = null;
  page.on('response', (res) => {
    if (new URL(res.url()).pathname !== `/api/competition/events/${eventKey}/predictions` || !res.ok()) return;
    void res
      .json()
      .then((body: EventPredictionsResponse) => (latest = body))
      .catch(() => undefined);
  });
  return () => latest;
}

async function liveEventOf7790(page: Page): Promise<{ team: TeamPageResponse; eventKey: string }> {
  const res = await page.request.get('/api/competition/teams/7790');
  expect(res.ok()).toBe(true);
  const team = (await res.json()) as TeamPageResponse;
  expect(team.current_event?.status, 'the simulated season keeps an event of 7790 live').toBe('current');
  return { team, eventKey: team.current_event!.key };
}

const scheduleRow = (page: Page, key: string) => page.locator(`tr[data-match="${key}"]`);
/** The Prediction column's cell of a row (the column before the score). */
const predictionCell = (row: Locator) => row.locator('td').nth(-2);

test.describe('predictions on the simulated season (Statbotics answering)', () => {
  test('the schedule predicts the matches to come and marks the played ones right or wrong; the drive team sees its next match', async ({
    page,
  }, testInfo) => {
    // The schedule and the drive-team card in four schemes and widths, axe over each: 1.8 of the 3 minutes in a CI run
    // at load 10-15; a deadline far off.
    test.setTimeout(600_000);
    const { eventKey } = await liveEventOf7790(page);
    const latest = watchPredictions(page, eventKey);
    await page.goto(`/event?event=${eventKey}#schedule`);
    const schedule = page.getByRole('region', { name: 'Match schedule' });
    await expect(schedule.getByRole('columnheader', { name: 'Prediction' })).toBeVisible();
    await expect.poll(latest, { timeout: 30_000 }).not.toBeNull();
    expect(latest()!.source).toBe('prior');
    // Said once for the section, not on each row (and once on the drive team's card).
    const scheduleSection = page.getByRole('heading', { name: 'Match Schedule' }).locator('xpath=ancestor::section[1]');
    await expect(scheduleSection.getByText(SOURCE_PRIOR)).toHaveCount(1);
    await expect(page.locator('[data-drive-team-card]').getByText(SOURCE_PRIOR)).toHaveCount(1);

    // Matches to come: 'Red 64 % · 79–88', as the page's latest answer says, the scores in the Score column's order
    // (blue's first), which the section says.
    await expect(scheduleSection.getByText('predicted scores blue–red')).toHaveCount(1);
    const unplayed = () => latest()!.matches.filter((m) => !m.result && m.key.includes('_qm'));
    expect(unplayed().length, 'the live event has matches to come').toBeGreaterThan(0);
    const ahead = unplayed().at(-1)!.key;
    await expect
      .poll(async () => spaced(await predictionCell(scheduleRow(page, ahead)).innerText()), { timeout: 20_000 })
      .toBe(
        expectedText(
          latest()!.matches.find((m) => m.key === ahead)!,
          true,
          'blue',
        ),
      );
    await expect(predictionCell(scheduleRow(page, ahead))).toHaveText(/^(Red|Blue) \d{1,3}\s% · \d+–\d+$/);

    // Played matches: the call, right or wrong, with words for screen readers.
    const played = latest()!.matches.filter((m) => m.result && m.result.correct !== null && m.key.includes('_qm'));
    expect(played.length, 'the live event has played matches').toBeGreaterThan(0);
    for (const m of played.slice(0, 3)) {
      const cell = predictionCell(scheduleRow(page, m.key));
      const mark = m.result!.correct ? '✓' : '✗';
      await expect(cell).toHaveText(`${mark} ${expectedText(m, false)} (predicted ${m.result!.correct ? 'right' : 'wrong'})`);
      await expect(cell.getByText(`predicted ${m.result!.correct ? 'right' : 'wrong'}`)).toHaveClass(/sr-only/);
    }

    // The drive team's card: 7790's next match, its alliance marked in words, EPA by period, no scouting for a visitor.
    const card = page.getByRole('region', { name: 'Drive Team: Next Match' });
    await expect(card).toBeVisible();
    const ours = card.locator('[data-alliance]').filter({ hasText: 'Our alliance' });
    await expect(ours).toHaveCount(1);
    await expect(ours.locator('a[data-team="7790"]')).toBeVisible();
    await expect(card.getByText(/^Red \d{1,3}\s%/)).toBeVisible();
    await expect(card.getByText(/^Blue \d{1,3}\s%/)).toBeVisible();
    await expect(card.getByText(/^Predicted \d+$/)).toHaveCount(2);
    for (const header of ['Auto', 'Teleop', 'EPA', 'Rating']) await expect(card.getByRole('columnheader', { name: header })).toHaveCount(2);
    await expect(card.getByRole('columnheader', { name: 'Scouting' })).toHaveCount(0);
    await expect(card.getByRole('cell', { name: /^\d+\.\d$/ }).first()).toBeVisible();
    const cardKey = await page.locator('[data-drive-team-card]').getAttribute('data-drive-team-card');
    await expect(card.getByRole('link', { name: /^Q\d+ · / })).toHaveAttribute('href', `/match?match=${cardKey}`);

    for (const [scheme, width] of SCHEMES_AND_WIDTHS) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoAxeViolations(page, `event schedule with predictions (${scheme}, ${width} px)`, { darkColoursOnly: true });
      // On a phone the table scrolls sideways: to its end, where the predictions and scores are.
      await schedule.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await keep(page, testInfo, `schedule-predictions-${width}-${scheme}`, scheduleRow(page, played[0]!.key));
      await keep(page, testInfo, `drive-team-card-${width}-${scheme}`, card);
    }
  });

  test("a member's drive team card adds our scouting", async ({ page }) => {
    const member = await createAccount(page.request, 'member');
    await useSession(page, member);
    const { eventKey } = await liveEventOf7790(page);
    await page.goto(`/event?event=${eventKey}#schedule`);
    const card = page.getByRole('region', { name: 'Drive Team: Next Match' });
    await expect(card.getByRole('columnheader', { name: 'Scouting' })).toHaveCount(2);
    // No report was scouted at the live event: none, over 0 matches.
    await expect(card.getByRole('cell', { name: '– (0)' }).first()).toBeVisible();
  });

  test('the match page: a Prediction card before the match, and the prediction beside the result after it', async ({ page }, testInfo) => {
    const { eventKey } = await liveEventOf7790(page);
    const answer = (await (await page.request.get(`/api/competition/events/${eventKey}/predictions`)).json()) as EventPredictionsResponse;
    const ahead = answer.matches.filter((m) => !m.result && m.key.includes('_qm')).at(-1)!;
    const done = answer.matches.find((m) => m.result && m.result.margin_error !== null && m.result.correct !== null && m.key.includes('_qm'))!;

    await page.goto(`/match?match=${ahead.key}`);
    const card = page.getByRole('region', { name: 'Prediction' });
    await expect(card.getByText(SOURCE_PRIOR)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(/^Red \d{1,3}\s%/)).toBeVisible();
    await expect(card.getByText(/^Blue \d{1,3}\s%/)).toBeVisible();
    await expect(card.getByText('chance to win')).toHaveCount(2);
    await expect(card.getByText('points predicted')).toHaveCount(2);
    await expect(card.getByText(/^Expected RP \d+\.\d$/)).toHaveCount(2);
    for (const bonus of ahead.red.bonus)
      await expect(card.locator('[data-alliance="red"]')).toContainText(`${bonus.name} ${Math.round(bonus.chance * 100)}`);
    await expect(card.locator('[data-prediction-result]')).toHaveCount(0);
    // Before the match the prediction comes first, under the header: on a phone the chances and the predicted points
    // are in the first screen (they once sat below the empty breakdown and video, 1,346 px down).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const part of [card.locator('[data-win-chance="blue"]'), card.getByText('points predicted').first()]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, 'in the first screen of a phone').toBeLessThanOrEqual(844);
    }

    for (const [scheme, width] of SCHEMES_AND_WIDTHS) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `match page with its prediction (${scheme}, ${width} px)`, { darkColoursOnly: true });
      await keep(page, testInfo, `match-prediction-card-${width}-${scheme}`, card);
    }

    await page.goto(`/match?match=${done.key}`);
    const result = page.getByRole('region', { name: 'Prediction' }).locator('[data-prediction-result]');
    const { red_score, blue_score, margin_error, correct } = done.result!;
    await expect(result).toHaveText(
      // Blue first and named, as the page's scores above it.
      `${correct ? '✓' : '✗'}Predicted ${expectedText(done, false)} · Blue ${Math.round(done.blue.score!)}–${Math.round(done.red.score!)} Red · ` +
        `Actual Blue ${blue_score}–${red_score} Red · margin off by ${Math.abs(Math.round(margin_error!))} · called ${correct ? 'right' : 'wrong'}`,
    );
    await keep(page, testInfo, 'match-prediction-card-played-1280-dark', page.getByRole('region', { name: 'Prediction' }));
  });

  test("the team page: the next match's prediction from the team's side, and 7790's drive team card", async ({ page }) => {
    const { team } = await liveEventOf7790(page);
    const next = team.current_event!.next_match as MatchSummary;
    const side = next.alliances.red.team_keys.includes('frc7790') ? 'Red' : 'Blue';
    await page.goto('/team?team=7790');
    await expect(page.locator('[data-next-prediction]')).toHaveText(new RegExp(`^7790 · ${side} \\d{1,3}\\s% to win · \\d+–\\d+$`), {
      timeout: 30_000,
    });
    const card = page.getByRole('region', { name: 'Drive Team: Next Match' });
    await expect(card.locator('[data-alliance]').filter({ hasText: 'Our alliance' })).toHaveAttribute('data-alliance', side.toLowerCase());
    await expect(card.getByText(SOURCE_PRIOR)).toBeVisible();

    // On a phone the drive team reads it in the first screen: the time, the chance, our alliance's predicted score and
    // partners (the card was 1,802 px down the page, below the season).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const ours = card.locator('[data-alliance]').filter({ hasText: 'Our alliance' });
    await expect(ours.getByText(/^Predicted \d+$/)).toBeVisible({ timeout: 30_000 });
    for (const [what, part] of [
      ['the time', card.getByRole('link', { name: /\d{1,2}:\d{2}/ })],
      ['the chance', card.locator('[data-win-chance]')],
      ["our alliance's last partner", ours.getByRole('row').last()],
    ] as const) {
      const box = await part.first().boundingBox();
      expect(box, what).not.toBeNull();
      expect(box!.y + box!.height, `${what} ends within the first screen`).toBeLessThanOrEqual(844);
    }
  });
});

test.describe('predictions with Statbotics refused (recorded 2019 New York City, part-played)', () => {
  const EVENT = '2019nyny';
  /** Qualifications after this one have not been played yet. */
  const LAST_PLAYED = 40;
  const NEXT = `${EVENT}_qm${LAST_PLAYED + 1}`;
  let provider: StandInProvider;
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    provider = await new StandInProvider().start();
    const unplayed = (m: TbaMatch): TbaMatch =>
      m.comp_level === 'qm' && m.match_number <= LAST_PLAYED
        ? m
        : {
            ...m,
            winning_alliance: '',
            actual_time: null,
            score_breakdown: null,
            alliances: { red: { ...m.alliances.red, score: -1 }, blue: { ...m.alliances.blue, score: -1 } },
          };
    const matches = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`)
      .filter((m) => m.comp_level === 'qm')
      .map(unplayed);
    provider.serve(`/api/v3/event/${EVENT}/matches`, matches);
    provider.serve(
      `/api/v3/match/${NEXT}`,
      matches.find((m) => m.key === NEXT),
    );
    // Statbotics refuses every connection; the event is being played (its third day).
    server = await startExtraServer(provider.settings({ STATBOTICS_BASE_URL: 'http://127.0.0.1:9', CLOCK_START: '2019-04-06T17:00:00-04:00' }));
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test("the schedule and the match page predict from the event's matches, and say so", async ({ page }, testInfo) => {
    const answer = (await (
      await page.request.get(`${server.baseURL}/api/competition/events/${EVENT}/predictions`)
    ).json()) as EventPredictionsResponse;
    expect(answer.source).toBe('in-event');
    const next = answer.matches.find((m) => m.key === NEXT)!;

    await page.goto(`${server.baseURL}/event?event=${EVENT}#schedule`);
    await expect(page.getByText(SOURCE_IN_EVENT)).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByText(SOURCE_PRIOR)).toHaveCount(0);
    const cell = predictionCell(scheduleRow(page, NEXT));
    await expect(cell).toHaveText(/^(Red|Blue) \d{1,3}\s% · \d+–\d+$/);
    await expect.poll(async () => spaced(await cell.innerText())).toBe(expectedText(next, true, 'blue'));
    await expect(predictionCell(scheduleRow(page, `${EVENT}_qm${LAST_PLAYED}`))).toHaveText(/^[✓✗½] (Red|Blue|Even)/);
    // The first match: none of its teams had played, and Statbotics is down. Nothing was known, and the row says so.
    await expect(predictionCell(scheduleRow(page, `${EVENT}_qm1`))).toHaveText('Not known yet');
    // 7790 did not play there: no drive team card.
    await expect(page.locator('[data-drive-team-card]')).toHaveCount(0);
    await keep(page, testInfo, 'schedule-predictions-statbotics-refused-1280-light', scheduleRow(page, `${EVENT}_qm${LAST_PLAYED - 2}`));

    await page.goto(`${server.baseURL}/match?match=${NEXT}`);
    const card = page.getByRole('region', { name: 'Prediction' });
    await expect(card.getByText(SOURCE_IN_EVENT)).toBeVisible({ timeout: 30_000 });
    await expect(card.locator('[data-alliance="red"]')).toContainText(
      `${next.red.score === null ? '–' : Math.round(next.red.score)}points predicted`,
    );
    await expect(card.getByText(/^Red \d{1,3}\s%/)).toBeVisible();
    await keep(page, testInfo, 'match-prediction-card-statbotics-refused-1280-light', card);
  });
});
