import type { Page, Route } from '@playwright/test';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { createAccount, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, withoutFirstAnswers } from './support/fixtures.ts';

/**
 * The event page on the simulated season (2025 is complete whatever the date): key rules, header,
 * hash tabs, rankings, schedule, every bracket format, alliances, awards, upcoming and error views.
 */
test.describe.configure({ timeout: 60_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const title = (page: Page) => page.getByRole('heading', { level: 1 });
const eventAnswer = async (page: Page, key: string) => {
  const response = await page.request.get(`/api/competition/events/${key}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as EventPageResponse;
};

/** Serves this answer for the event instead of the server's (for states the season's clock cannot show). */
async function serveEvent(page: Page, key: string, answer: EventPageResponse) {
  await withoutFirstAnswers(page);
  await page.route(`**/api/competition/events/${key}`, (route: Route) => route.fulfill({ json: answer }));
}

test.describe('event page', () => {
  test('defaults to 2025milac, prefixes 2025 to a bare code, and links out from the header', async ({ page }) => {
    await page.goto('/event');
    await expect(title(page)).toHaveText('FIM District Lake City Event', { timeout: 20_000 });
    await page.goto('/event?event=milac');
    await expect(title(page)).toHaveText('FIM District Lake City Event');
    await expect(page.getByText('Feb 28 – Mar 2, 2025')).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Event links' });
    // 2025 is over: nothing to watch live.
    await expect(links.getByRole('link', { name: 'Team Scouting' })).toBeVisible();
    await expect(links.getByRole('link', { name: /Watch Live/ })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Team Scouting' })).toHaveAttribute('href', '/scouting?event=2025milac');
    await expect(links.getByRole('link', { name: 'District' })).toHaveAttribute('href', '/district?district=2025fim');
    await expect(links.getByRole('link', { name: 'Regional Rankings' })).toHaveCount(0);

    await page.goto('/event?event=2025mndu');
    await expect(links.getByRole('link', { name: 'Regional Rankings' })).toHaveAttribute('href', '/regional?year=2025');
    await expect(links.getByRole('link', { name: 'District' })).toHaveCount(0);
  });

  test('offers Watch Live while the event is upcoming or being played, not once it is completed', async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    expect(answer.status).toBe('completed');
    const links = page.getByRole('navigation', { name: 'Event links' });
    for (const status of ['current', 'upcoming'] as const) {
      await serveEvent(page, '2025milac', { ...answer, status });
      await page.goto('/event?event=2025milac');
      await expect(links.getByRole('link', { name: /Watch Live/ })).toHaveAttribute('href', /^https:\/\/www\.twitch\.tv\//);
      await page.unrouteAll();
    }
    await page.goto('/event?event=2025milac');
    await expect(links.getByRole('link', { name: 'Team Scouting' })).toBeVisible();
    await expect(links.getByRole('link', { name: /Watch Live/ })).toHaveCount(0);
  });

  test('reads the tab from the hash (playoffs is an alias) and writes it back', async ({ page }) => {
    await page.goto('/event?event=2025milac#schedule');
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await page.goto('/event?event=2025milac#playoffs');
    await expect(tab(page, 'Playoffs')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/event?event=2025milac#teams');
    await expect(tab(page, 'Rankings')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Awards').click();
    await expect(page).toHaveURL(/#awards$/);
    await expect(page.getByRole('heading', { name: 'Event Awards' })).toBeVisible();
    // Arrow keys move along the tabs.
    await tab(page, 'Awards').press('ArrowLeft');
    await expect(page).toHaveURL(/#playoff$/);
  });

  test('rankings sort by column, switch to names, and open the team', async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    const rows = answer.rankings!.rows;
    await page.goto('/event?event=2025milac');
    const table = page.getByRole('region', { name: 'Rankings table' });
    const teamCells = table.locator('tbody tr td:nth-child(2)');
    await expect(teamCells).toHaveCount(rows.length, { timeout: 20_000 });
    await expect(teamCells.first()).toHaveText(rows[0]!.team_key.slice(3));
    // The ranking score to 2 decimals, a whole one whole.
    const score = rows[0]!.sort_orders[0]!;
    await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(Number.isInteger(score) ? String(score) : score.toFixed(2));

    const byNumber = rows.map((r) => Number(r.team_key.slice(3))).sort((a, b) => a - b);
    await table.getByRole('button', { name: /^Team/ }).click();
    await expect(teamCells.first()).toHaveText(String(byNumber[0]));
    await expect(table.getByRole('columnheader', { name: /^Team/ })).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: /^Team/ }).click();
    await expect(teamCells.first()).toHaveText(String(byNumber.at(-1)));
    await expect(table.getByRole('columnheader', { name: /^Team/ })).toHaveAttribute('aria-sort', 'descending');
    // A new column starts ascending.
    await table.getByRole('button', { name: /^Ranking Score/ }).click();
    const lowest = [...rows].sort((a, b) => a.sort_orders[0]! - b.sort_orders[0]! || a.rank - b.rank)[0]!;
    await expect(teamCells.first()).toHaveText(lowest.team_key.slice(3));

    await page.getByRole('button', { name: 'Team Names' }).click();
    await expect(table.getByRole('columnheader', { name: /^Team Name/ })).toBeVisible();
    await expect(teamCells.first()).toHaveText(lowest.team_name!);

    // 7790 is starred wherever it appears.
    await expect(table.locator('[data-team="7790"] svg[aria-label="Home team"]')).toHaveCount(1);
    await table.locator('tbody tr').nth(2).locator('td').first().click();
    await expect(page).toHaveURL(/\/team\?team=\d+$/);
  });

  test("schedule lists Q matches with times in the event's zone and highlights 7790", async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    const quals = answer.matches!.filter((m) => m.comp_level === 'qm').sort((a, b) => a.match_number - b.match_number);
    const withHome = quals.filter((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes('frc7790'));
    await page.goto('/event?event=2025milac#schedule');
    const table = page.getByRole('region', { name: 'Match schedule' });
    await expect(table.locator('tr[data-match]')).toHaveCount(quals.length, { timeout: 20_000 });
    const first = table.locator('tr[data-match]').first();
    await expect(first.getByRole('link', { name: 'Q1' })).toHaveAttribute('href', `/match?match=${quals[0]!.key}`);
    const expected = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'America/Detroit' })
      .format(new Date(quals[0]!.predicted_time! * 1000))
      .replace(/\u202f/g, ' ');
    // The desktop's cells (a phone's stacked one is hidden at this width).
    const cells = first.locator('td:visible');
    await expect(cells.nth(1)).toHaveText(expected);
    await expect(cells.nth(1)).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(withHome.length).toBeGreaterThan(0);
    await expect(table.locator('tr[data-home]')).toHaveCount(withHome.length);
    await expect(table.locator(`tr[data-match="${withHome[0]!.key}"]`)).toHaveCSS('background-color', /rgb/);
    await cells.nth(2).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/team\\?team=${quals[0]!.alliances.blue.team_keys[0]!.slice(3)}$`));
  });

  test('Back to Event returns to the tab the match was opened from', async ({ page }) => {
    await page.goto('/event?event=2025milac#schedule');
    await page.getByRole('region', { name: 'Match schedule' }).locator('tr[data-match]').first().getByRole('link', { name: 'Q1' }).click();
    await expect(page).toHaveURL(/\/match\?match=2025milac_qm1$/);
    await page.getByRole('link', { name: 'Back to Event' }).click();
    await expect(page).toHaveURL(/\/event\?event=2025milac#schedule$/);
    await expect(tab(page, 'Schedule')).toHaveAttribute('aria-selected', 'true');

    await tab(page, 'Playoffs').click();
    await page.locator('[data-series="sf1"]').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/match\?match=2025milac_sf1m1$/);
    await page.getByRole('link', { name: 'Back to Event' }).click();
    await expect(tab(page, 'Playoffs')).toHaveAttribute('aria-selected', 'true');

    // Opened by its address, a match goes back to the event as it opens.
    await page.goto('/match?match=2025milac_qm1');
    await expect(page.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', '/event?event=2025milac');
  });

  test('an 8-alliance double elimination is drawn as upper and lower brackets with finals', async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    await page.goto('/event?event=2025milac#playoff');
    const bracket = page.locator('[data-format="double-8"]');
    await expect(bracket).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Double elimination · 8 alliances')).toBeVisible();
    await expect(bracket.locator('[data-round="upper-1"] article')).toHaveText([/Match 1/, /Match 2/, /Match 3/, /Match 4/]);
    await expect(bracket.locator('[data-round="lower-2"] article')).toHaveText([/Match 5/, /Match 6/]);
    await expect(bracket.locator('[data-round="upper-4"] article')).toHaveText([/Match 11/]);
    await expect(bracket.locator('[data-round="lower-5"] article')).toHaveText([/Match 13/]);
    await expect(bracket.locator('article[data-series^="sf"]')).toHaveCount(13);
    await expect(bracket).not.toContainText('Semifinal');
    // Match 1 is alliance 1 against alliance 8.
    await expect(bracket.locator('[data-series="sf1"] [data-side="red"]')).toContainText('A1');
    await expect(bracket.locator('[data-series="sf1"] [data-side="blue"]')).toContainText('A8');
    const finals = bracket.locator('[data-series="f1"]');
    await expect(finals).toContainText('Final 1');
    const champion = answer.alliances!.find((a) => a.status?.status === 'won')!;
    await expect(finals.locator('[data-winner]')).toContainText(`A${champion.number}`);

    const cards = page.locator('[data-alliance]');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText('Captain');
    await expect(cards.first()).toContainText('Pick 1');
    await expect(cards.first()).toContainText('Pick 2');
    await expect(page.locator(`[data-alliance="${champion.number}"]`)).toContainText('Winner');
    await bracket.locator('[data-series="sf1"] header').getByRole('link', { name: 'Match 1' }).click();
    await expect(page).toHaveURL('/match?match=2025milac_sf1m1');
  });

  test('a championship offers only Playoffs and Awards and plays the 4-alliance double elimination', async ({ page }) => {
    await page.goto('/event?event=2025micmp#rankings');
    await expect(tab(page, 'Playoffs')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page.getByTestId('championship-flag')).toContainText('Championship');
    const bracket = page.locator('[data-format="double-4"]');
    await expect(bracket.locator('[data-round="upper-1"] article')).toHaveText([/Match 1/, /Match 2/]);
    await expect(bracket.locator('[data-round="upper-2"] article')).toHaveText([/Match 3/]);
    await expect(bracket.locator('[data-round="lower-2"] article')).toHaveText([/Match 4/]);
    await expect(bracket.locator('[data-round="lower-3"] article')).toHaveText([/Match 5/]);
    await expect(bracket.locator('[data-series="f1"]')).toBeVisible();
    // Alliances of a championship are its divisions: four picks each (Pick 3).
    await expect(page.locator('[data-alliance]')).toHaveCount(4);
    await expect(page.locator('[data-alliance]').first()).toContainText('Pick 3');
    await page.goto('/event?event=2025micmp#schedule');
    await expect(tab(page, 'Playoffs')).toHaveAttribute('aria-selected', 'true');
  });

  test('up to 2022 brackets are best-of-3, with eighth-finals for 16 alliances', async ({ page }) => {
    await page.goto('/event?event=2022milac#playoff');
    const bracket = page.locator('[data-format="best-of-3"]');
    await expect(bracket).toBeVisible({ timeout: 20_000 });
    await expect(bracket.locator('[data-round] > h3')).toHaveText(['Quarterfinals', 'Semifinals', 'Finals']);
    await expect(bracket.locator('[data-round="qf"] article')).toHaveText([/Quarterfinal 1/, /Quarterfinal 2/, /Quarterfinal 3/, /Quarterfinal 4/]);
    // Each decided series shows two wins for its winner.
    for (const series of await bracket.locator('article').all()) await expect(series.locator('[data-winner]')).toContainText('2');
    await expect(bracket.locator('[data-series="f1"]')).toContainText('Final 1');

    await page.goto('/event?event=2019mndu#playoff');
    await expect(page.locator('[data-format="best-of-3"] [data-round] > h3')).toHaveText(['Eighth-finals', 'Quarterfinals', 'Semifinals', 'Finals'], {
      timeout: 20_000,
    });
    await expect(page.locator('[data-round="ef"] article')).toHaveCount(8);
    await expect(page.locator('[data-alliance]')).toHaveCount(16);
  });

  test('2-alliance finals are drawn alone, with overtimes labelled and the unneeded final left out', async ({ page }) => {
    // The simulated season plays no 2-alliance event, so its championship finals are served as one.
    const answer = await eventAnswer(page, '2025micmp');
    const [a, b] = answer.alliances!;
    const finals = answer.matches!.filter((m) => m.comp_level === 'f');
    const template = finals[0]!;
    const game = (n: number, red: number | null, blue: number | null) => ({
      ...template,
      key: `2025micmp_f1m${n}`,
      match_number: n,
      winning_alliance: red === null || blue === null || red === blue ? ('' as const) : red > blue ? ('red' as const) : ('blue' as const),
      actual_time: red === null ? null : template.actual_time,
      alliances: {
        red: { ...template.alliances.red, team_keys: a!.picks.slice(0, 3), score: red },
        blue: { ...template.alliances.blue, team_keys: b!.picks.slice(0, 3), score: blue },
      },
    });
    await serveEvent(page, '2025micmp', {
      ...answer,
      // An event that does not say its format: two alliances play finals only (the spec's rule).
      event: { ...answer.event, playoff_type: null, playoff_type_string: null },
      alliances: [a!, b!],
      // Final 1 tied, then a win each, overtime 1 tied, overtime 2 decides; a sixth match is never shown.
      matches: [game(1, 100, 100), game(2, 120, 90), game(3, 80, 95), game(4, 70, 70), game(5, 99, 98), game(6, null, null)],
    });
    await page.goto('/event?event=2025micmp#playoff');
    const bracket = page.locator('[data-format="finals-2"]');
    await expect(bracket).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Finals · 2 alliances')).toBeVisible();
    await expect(bracket.locator('[data-series="f1"] ol a')).toHaveText([/^Final 1/, /^Final 2/, /^Final 3/, /^Overtime 1/, /^Overtime 2/]);
    await expect(bracket.locator('[data-series="f1"] [data-winner]')).toContainText('A1');

    // A best-of-3 won 2-0: the listed third final is not shown.
    await serveEvent(page, '2025micmp', { ...answer, alliances: [a!, b!], matches: [game(1, 100, 90), game(2, 100, 80), game(3, null, null)] });
    await page.reload();
    await expect(page.locator('[data-series="f1"] ol a')).toHaveText([/^Final 1/, /^Final 2/], { timeout: 20_000 });
  });

  test("awards follow the spec's order with an icon each", async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    await page.goto('/event?event=2025milac#awards');
    const awards = page.locator('[data-award-type]');
    await expect(awards).toHaveCount(answer.awards!.length, { timeout: 20_000 });
    const types = await awards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-award-type'))));
    expect(types.slice(0, 4)).toEqual([0, 1, 2, 9]);
    for (const award of await awards.all()) await expect(award.locator('svg').first()).toBeVisible();
    const winner = answer.awards!.find((x) => x.award_type === 1)!;
    await expect(awards.nth(1).getByRole('link')).toHaveText(winner.recipient_list.map((r) => new RegExp(r.team_key!.slice(3))));
  });

  test('before playoffs and awards, the tabs say so', async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    await serveEvent(page, '2025milac', {
      ...answer,
      status: 'current',
      matches: answer.matches!.filter((m) => m.comp_level === 'qm'),
      alliances: [],
      awards: [],
      rankings: { sort_order_names: [], rows: [] },
    });
    await page.goto('/event?event=2025milac#playoff');
    await expect(page.getByText("Playoffs Haven't Started")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The playoff bracket will appear once elimination matches begin.')).toBeVisible();
    await tab(page, 'Awards').click();
    await expect(page.getByText('No Awards Yet')).toBeVisible();
    await expect(page.getByText('Awards will be displayed here after the ceremony.')).toBeVisible();
    await tab(page, 'Rankings').click();
    await expect(page.getByText('Rankings Not Available')).toBeVisible();
    await expect(page.getByText('Rankings will appear once qualification matches begin and teams are scored.')).toBeVisible();
  });

  test('an upcoming event shows its info, a countdown and the registered teams by number', async ({ page }) => {
    const answer = await eventAnswer(page, '2025milac');
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const shuffled = [...answer.teams!].reverse();
    await serveEvent(page, '2025milac', {
      ...answer,
      status: 'upcoming',
      event: { ...answer.event, start_date: start, end_date: end },
      teams: shuffled,
      rankings: null,
      matches: [],
      alliances: [],
      awards: [],
    });
    await page.goto('/event?event=2025milac');
    await expect(page.getByText('Event starts in')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^(2|3) days/);
    await expectNoAxeViolations(page, 'an upcoming event');
    const teams = page.locator('a[data-team]');
    await expect(teams).toHaveCount(shuffled.length);
    const numbers = await teams.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-team'))));
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    await teams.first().click();
    await expect(page).toHaveURL(`/team?team=${numbers[0]}`);

    await serveEvent(page, '2025milac', { ...answer, status: 'upcoming', event: { ...answer.event, start_date: start, end_date: end }, teams: [] });
    await page.goto('/event?event=2025milac');
    await expect(page.getByText('No teams registered for this event yet.')).toBeVisible({ timeout: 20_000 });
  });

  test("an event that cannot be loaded shows 'Error Loading Event' and Try Again loads it again", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404|Not Found/);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/competition/events/2025zzzz')) calls++;
    });
    await page.goto('/event?event=zzzz');
    await expect(page.getByRole('heading', { name: 'Error Loading Event' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Event 2025zzzz was not found.')).toBeVisible();
    const before = calls;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => calls).toBeGreaterThan(before);
  });

  test('shows the tab loading text while the event loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await withoutFirstAnswers(page);
    await page.route('**/api/competition/events/2025milac', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/event?event=2025milac#playoff');
    await expect(page.getByText('Loading playoff bracket...')).toBeVisible();
    await expect(page.getByText('Loading alliances...')).toBeVisible();
    release();
    await expect(title(page)).toHaveText('FIM District Lake City Event', { timeout: 20_000 });
  });

  test('on a phone the tables scroll sideways and the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/event?event=2025milac');
    const region = page.getByRole('region', { name: 'Rankings table' });
    await expect(region.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('tab')).toHaveCount(4);
    for (const name of ['Rankings', 'Schedule', 'Playoffs', 'Awards']) await expect(tab(page, name)).toBeInViewport();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The table shows that more is to the side, on the side it is, until scrolled there.
    const frame = region.locator('..');
    await expect(frame.locator('[data-more-right]')).toHaveCount(1);
    await expect(frame.locator('[data-more-left]')).toHaveCount(0);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(frame.locator('[data-more-right]')).toHaveCount(0);
    await expect(frame.locator('[data-more-left]')).toHaveCount(1);
    await tab(page, 'Playoffs').click();
    await expect(page.locator('[data-format="double-8"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a team link opens the team page inside the app, Back returns, and a Ctrl-click opens it beside', async ({ page, context }) => {
    await page.goto('/event?event=2025milac');
    const link = page.getByRole('region', { name: 'Rankings table' }).locator('a[data-team="7790"]');
    await expect(link).toHaveAttribute('href', '/team?team=7790');
    // A click with Ctrl (Cmd on a Mac) is the browser's: the team page opens in a tab of its own.
    const [beside] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(beside).toHaveURL(/\/team\?team=7790$/);
    await beside.close();
    await expect(page).toHaveURL(/\/event\?event=2025milac$/);

    // A plain click is the app's: the same document (the mark stays) shows the team page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL(/\/team\?team=7790$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Team 7790: Baywatch Robotics');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect(title(page)).toHaveText('FIM District Lake City Event');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test("a signed-in user's favourite teams carry their highlight colour", async ({ page, request }) => {
    const account = await createAccount(request, 'public');
    const answer = await eventAnswer(page, '2025milac');
    const team = answer.rankings!.rows.find((r) => !['frc7790', 'frc3767', 'frc7598', 'frc5560'].includes(r.team_key))!.team_key.slice(3);
    const saved = await request.post('/api/preferences/teams', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { team_number: team, highlight_color: '#12ab34' },
    });
    expect(saved.status()).toBe(200);
    await useSession(page, account);
    await page.goto('/event?event=2025milac');
    const link = page.getByRole('region', { name: 'Rankings table' }).locator(`[data-team="${team}"]`);
    await expect(link).toHaveAttribute('data-highlight', 'colour', { timeout: 20_000 });
    await expect(link).toHaveCSS('box-shadow', /rgb\(18, 171, 52\)/);
    // Everyone else sees the team plain.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Rankings table' }).locator(`[data-team="${team}"]`)).not.toHaveAttribute('data-highlight', /./, {
      timeout: 20_000,
    });
  });
});
