import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { TeamEventMatchesResponse, TeamHistoryResponse, TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { fixture, StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, openWithAnswer, test, withoutFirstAnswers } from './support/fixtures.ts';

/** The server runs on the simulated season at the real clock; the live demo event of team 7790 is always on. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const loaded = async (page: Page) => {
  await expect(page.getByText('Loading Team Data')).toBeHidden({ timeout: 15_000 });
};

test.describe('team page', () => {
  test('overview: header, stats with their formulas, live current event, links and the season table', async ({ page }) => {
    // The live event plays on while the test runs: the page is compared with the answer it was drawn from.
    const data = await openWithAnswer<TeamPageResponse>(page, '/team', '/competition/teams/7790');
    await loaded(page);
    // The home team's name is the site's: said once, in the tab and in the heading.
    await expect(page).toHaveTitle('Team 7790 Baywatch Robotics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Team 7790: Baywatch Robotics');
    await expect(page.getByText('Harbor Springs High School')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const stats = page.locator('dl').first();
    await expect(stats).toContainText('Rookie Year2019');
    await expect(stats).toContainText(`Events (${data.year})${data.events!.length}`);
    await expect(stats).toContainText(`Win Rate${data.stats!.win_rate!.toFixed(1)}%`);
    await expect(stats).toContainText(`Avg. Ranking${data.stats!.average_rank!.toFixed(1)}`);
    if (data.ranking) await expect(stats).toContainText(`${data.ranking.rank} / ${data.ranking.total}`);

    const current = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Current Event' }) })
      .last();
    await expect(current.getByText('Live now')).toBeVisible();
    await expect(current.getByRole('link', { name: data.current_event!.name })).toHaveAttribute('href', `/event?event=${data.current_event!.key}`);
    if (data.current_event!.next_match) await expect(current.getByText('Next match')).toBeVisible();

    await expect(page.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /youtube\.com/);
    await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);
    await expect(page.getByRole('link', { name: /The Blue Alliance/ })).toHaveAttribute('href', 'https://www.thebluealliance.com/team/7790');

    const season = page.getByRole('region', { name: `${data.year} season events` });
    await expect(season.getByRole('row')).toHaveCount(data.events!.length + 1);
    await expect(season.getByText('Current', { exact: true })).toBeVisible();
  });

  test('matches: the first event is chosen, tables use the spec labels, and another event can be picked', async ({ page, request }) => {
    const data = await api<TeamPageResponse>(request, '/competition/teams/7790');
    const [first, second] = data.events!;
    const firstMatches = await api<TeamEventMatchesResponse>(request, `/competition/teams/7790/events/${first!.event.key}/matches`);
    await page.goto('/team?team=7790');
    await loaded(page);
    await page.getByRole('tab', { name: 'Matches' }).click();
    await expect(page).toHaveURL(/#matches$/);

    const select = page.getByLabel('Select Event:');
    await expect(select).toHaveValue(first!.event.key);
    const quals = page.getByRole('region', { name: 'Qualification Matches' });
    const qualCount = firstMatches.matches.filter((m) => m.comp_level === 'qm').length;
    await expect(quals.getByRole('row')).toHaveCount(qualCount + 1);
    await expect(quals.getByRole('row').nth(1).getByRole('link').first()).toHaveText(/^Q\d+$/);
    // Playoff matches are named under the event's playoff type: 'M7' in a 2023+ double elimination bracket, as the bracket numbers it.
    expect(firstMatches.playoff_type).toBe(10);
    const playoffs = page.getByRole('region', { name: 'Playoff Matches' });
    const bracketMatch = firstMatches.matches.find((m) => m.comp_level === 'sf')!;
    await expect(playoffs.getByRole('link', { name: `M${bracketMatch.set_number}`, exact: true })).toBeVisible();
    await expect(playoffs.getByRole('link', { name: /^(SF|QF)\d/ })).toHaveCount(0);
    // The match page, drawn by the server and then in the browser, is titled as the bracket names it.
    // (Its answer is at hand once asked for; a page whose answer came too late is sent undrawn, so it is asked again.)
    expect((await request.get(`/api/competition/matches/${bracketMatch.key}`)).ok()).toBe(true);
    await expect
      .poll(async () => (await request.get(`/match?match=${bracketMatch.key}`)).text(), { timeout: 20_000 })
      .toMatch(new RegExp(`<h1[^>]*>Match ${bracketMatch.set_number}</h1>`));
    await playoffs.getByRole('link', { name: `M${bracketMatch.set_number}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Match ${bracketMatch.set_number}`, { timeout: 15_000 });
    await expect(page).toHaveTitle(new RegExp(`^Match ${bracketMatch.set_number} · `));
    await page.goBack();
    await expect(select).toHaveValue(first!.event.key);

    await select.selectOption(second!.event.key);
    const secondMatches = await api<TeamEventMatchesResponse>(request, `/competition/teams/7790/events/${second!.event.key}/matches`);
    await expect(quals.getByRole('row')).toHaveCount(secondMatches.matches.filter((m) => m.comp_level === 'qm').length + 1);

    await quals.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/match\?match=/);
    await expect(page.getByRole('heading', { name: 'Match Breakdown' })).toBeVisible();
  });

  test('history: seasons newest first and the team summary formulas', async ({ page, request }) => {
    const history = await api<TeamHistoryResponse>(request, '/competition/teams/3767/history');
    await page.goto('/team?team=3767#history');
    await loaded(page);
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const years = page.locator('h3').filter({ hasText: /^\d{4}$/ });
    await expect(years).toHaveText(history.seasons.map((s) => String(s.year)));
    const summary = page.locator('dl').filter({ hasText: 'Years Active' });
    await expect(summary).toContainText(`Rookie Year2011`);
    await expect(summary).toContainText(`Years Active${history.current_year - 2011 + 1}`);
    await expect(summary).toContainText(`Total Seasons${history.seasons.length + 1}`);
    // 3767 has its own colour and website.
    await expect(page.locator('[data-team-theme="3767"]')).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('link', { name: /Titans website/ })).toHaveAttribute('href', 'http://frc3767.wordpress.com/');
  });

  test('names another team once in the tab, and a team without a nickname once in the heading', async ({ page }) => {
    const data = await openWithAnswer<TeamPageResponse>(page, '/team?team=2337', '/competition/teams/2337');
    await loaded(page);
    await expect(page).toHaveTitle(`Team 2337 ${data.team.nickname} · Team 7790 Baywatch Robotics`);

    await withoutFirstAnswers(page);
    await page.route('**/api/competition/teams/2337', async (route) => {
      const answer = (await (await route.fetch()).json()) as TeamPageResponse;
      await route.fulfill({ json: { ...answer, team: { ...answer.team, nickname: null } } });
    });
    await page.goto('/team?team=2337');
    await expect(page).toHaveTitle('Team 2337 · Team 7790 Baywatch Robotics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Team 2337');
  });

  test('an unknown team shows the error with Try Again', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404/);
    await page.goto('/team?team=99998');
    await expect(page.getByRole('heading', { name: 'Error Loading Team' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Team 99998 was not found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

/** A row label only a season's own layout has, with the game it names. */
const SEASON_ROWS: Record<number, [string, string]> = {
  2015: ['Recycle Rush', 'Containers at Level 6'],
  2016: ['Stronghold', 'Tower Face C'],
  2017: ['Steamworks', 'Touchpad Far'],
  2018: ['Power Up', 'Vault: Levitate'],
  2019: ['Deep Space', 'Cargo Ship Cargo'],
  2020: ['Infinite Recharge', 'Cells: Inner Port'],
  2022: ['Rapid React', 'Cargo Upper Hub'],
  2023: ['Charged Up', 'Grid Top Row'],
  2024: ['Crescendo', 'Amplified Speaker Notes'],
  2025: ['Reefscape', 'Coral L4'],
  2026: ['Rebuilt', 'Shift 4 Fuel'],
};

/** One played qualification match of team 3767 in each season. */
async function matchOfSeason(request: APIRequestContext, year: number): Promise<string> {
  const history = await api<TeamHistoryResponse>(request, '/competition/teams/3767/history');
  const events =
    year === history.current_year
      ? (await api<TeamPageResponse>(request, '/competition/teams/3767')).events!.filter((e) => e.status === 'completed').map((e) => e.event)
      : history.seasons.find((s) => s.year === year)!.events;
  const list = await api<TeamEventMatchesResponse>(request, `/competition/teams/3767/events/${events[0]!.key}/matches`);
  return list.matches.find((m) => m.comp_level === 'qm' && m.alliances.red.score !== null)!.key;
}

test.describe('match page', () => {
  for (const [year, [game, row]] of Object.entries(SEASON_ROWS)) {
    test(`the ${year} breakdown layout`, async ({ page, request }) => {
      const key = await matchOfSeason(request, Number(year));
      const data = await api<MatchPageResponse>(request, `/competition/matches/${key}`);
      await page.goto(`/match?match=${key}`);
      const table = page.getByRole('region', { name: 'Score breakdown' });
      await expect(page.getByText(`${year} · ${game}`)).toBeVisible({ timeout: 15_000 });
      await expect(table.getByRole('rowheader', { name: row, exact: true }).first()).toBeVisible();
      // Recycle Rush (2015) had no endgame.
      const sections = year === '2015' ? ['Auto', 'Teleop', 'Penalties'] : ['Auto', 'Teleop', 'Endgame', 'Penalties'];
      for (const section of sections) {
        await expect(table.getByRole('columnheader', { name: section, exact: true })).toBeVisible();
      }
      for (const label of ['Fouls', 'Tech Fouls']) await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
      const total = table.getByRole('row').last();
      await expect(total.getByRole('rowheader')).toHaveText('Total Score');
      await expect(total.getByRole('cell')).toHaveText([String(data.match.alliances.blue.score), String(data.match.alliances.red.score)]);
    });
  }

  test('on a desktop the video follows the summary, however long the breakdown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/match?match=2025milac_qm1');
    const summary = page.locator('[data-area="summary"]');
    const video = page.locator('[data-area="video"]');
    await expect(video).toBeVisible();
    await expect(page.getByRole('region', { name: 'Score breakdown' })).toBeVisible();
    const [s, v] = [(await summary.boundingBox())!, (await video.boundingBox())!];
    // Side by side with the breakdown, one gap (20 px) below the summary.
    expect(v.x).toBe(s.x);
    expect(v.y - (s.y + s.height)).toBeLessThanOrEqual(21);
  });

  test('header, winner banner, alliances, team cards, summary kept in the browser, and the video', async ({ page, request }) => {
    const key = await matchOfSeason(request, 2025);
    const data = await api<MatchPageResponse>(request, `/competition/matches/${key}`);
    const { red, blue } = data.match.alliances;
    await page.route(/youtube/, (route) => route.abort());
    await page.goto(`/match?match=${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Qualification ${data.match.match_number}`, { timeout: 15_000 });
    await expect(page.getByText(`${data.event!.name} | 2025`)).toBeVisible();
    const banner = red.score! > blue.score! ? 'Red Alliance Wins!' : blue.score! > red.score! ? 'Blue Alliance Wins!' : 'Match Tied!';
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', `/event?event=${data.match.event_key}`);

    const first = data.teams[0]!;
    await expect(page.getByRole('region', { name: 'Blue Alliance' })).toContainText(first.nickname ?? 'Unknown Team');
    const card = page.locator(`[data-team-card="${first.team_number}"]`);
    await expect(card).toHaveAttribute('href', `/team?team=${first.team_number}`);
    await expect(card).toContainText(/EPA: (\d+|N\/A)/);
    const winners = data.match.winning_alliance ? data.match.alliances[data.match.winning_alliance].team_keys.length : 0;
    await expect(page.locator('[data-team-card]').filter({ hasText: 'Winner' })).toHaveCount(winners);

    await expect(page.getByText('Baseline Summary')).toBeVisible();
    const summary = page
      .locator('p')
      .filter({ hasText: /beat|tie/ })
      .first();
    await expect(summary).toContainText(`${Math.max(red.score!, blue.score!)}–${Math.min(red.score!, blue.score!)}`);
    const stored = await page.evaluate((k) => localStorage.getItem(`match_summary_v3:${k}`), key);
    expect(JSON.parse(stored!)).toMatchObject({ model: 'fallback', fallbackUsed: true });

    // A kept summary is not asked for again.
    let asked = 0;
    page.on('request', (r) => void (r.url().includes('/api/ai/match-summary/generate') && asked++));
    await page.reload();
    await expect(page.getByText('Baseline Summary')).toBeVisible({ timeout: 15_000 });
    expect(asked).toBe(0);
    await page.getByRole('button', { name: 'Regenerate summary' }).click();
    await expect(page.getByText('Baseline Summary')).toBeVisible();
    expect(asked).toBe(1);

    const video = data.match.videos.find((v) => v.type === 'youtube');
    if (video) {
      await page.getByRole('button', { name: /Play video/ }).click();
      await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.key}`));
    } else {
      await expect(page.getByText('No match video available')).toBeVisible();
    }
  });

  test('an unplayed match has no winner banner and no breakdown', async ({ page, request }) => {
    // The team's last unplayed match of the live event: its next one may be played while the test runs.
    const team = await api<TeamPageResponse>(request, '/competition/teams/7790');
    const event = team.current_event!.key;
    const { matches } = await api<TeamEventMatchesResponse>(request, `/competition/teams/7790/events/${event}/matches`);
    const next = matches.filter((m) => m.actual_time === null && m.winning_alliance === '').at(-1)!;
    await page.goto(`/match?match=${next.key}`);
    await expect(page.getByText('Match breakdown unavailable')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Alliance Wins!|Match Tied!/)).toHaveCount(0);
    // The summary says when it is to be played (in the event's zone), never that it 'has not been played yet'.
    await expect(page.locator('[data-area="summary"]')).toContainText(
      new RegExp(`is scheduled for \\w{3}, \\w{3} \\d{1,2}, \\d{1,2}:\\d{2} (AM|PM)`),
    );
    await expect(page.getByText(/has not been played yet/)).toHaveCount(0);
  });

  test('no match, and a match that cannot be loaded', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404/);
    await page.goto('/match');
    await expect(page.getByText('No Match Selected')).toBeVisible();
    await expect(page.getByText('Please select a match from the schedule')).toBeVisible();
    await page.goto('/match?match=2025milac_qm999');
    await expect(page.getByRole('heading', { name: 'Error Loading Match' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Failed to load match details. Please try again later.')).toBeVisible();
  });

  test('on a phone the page fits the screen and the breakdown scrolls inside its own box', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const key = await matchOfSeason(request, 2023);
    await page.goto(`/match?match=${key}`);
    await expect(page.getByRole('region', { name: 'Score breakdown' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/team?team=7790');
    await loaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/**
 * What recorded events show (The Blue Alliance stands in over HTTP): a played 0-0 has its score in
 * the schedule, and a final never played after a 2-0 series says it was not needed, years later.
 */
test.describe('recorded results', () => {
  let provider: StandInProvider;
  let server: ExtraServer;
  const njfla = JSON.parse(
    readFileSync(new URL('../apps/server/test/competition/recorded-extracts/2023njfla-finals.json', import.meta.url), 'utf8'),
  ) as {
    event: unknown;
    matches: Array<{ key: string }>;
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    provider = await new StandInProvider().start();
    provider.serve('/api/v3/event/2023njfla', njfla.event);
    provider.serve('/api/v3/event/2023njfla/matches', njfla.matches);
    for (const m of njfla.matches) provider.serve(`/api/v3/match/${m.key}`, m);
    server = await startExtraServer(provider.settings());
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test('2015nyny Q9, played 0-0, shows 0–0 in the schedule', async ({ page }) => {
    const q9 = fixture<TbaMatch[]>('tba/event/2015nyny/matches.json').find((m) => m.key === '2015nyny_qm9')!;
    expect([q9.alliances.red.score, q9.alliances.blue.score]).toEqual([0, 0]);
    await page.goto(`${server.baseURL}/event?event=2015nyny#schedule`);
    const row = page.locator('tr[data-match="2015nyny_qm9"]');
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.locator('td').last()).toHaveText(/^0\s*–\s*0\s*tie$/);
    // Every recorded qualification was played: the subtitle counts them all.
    await expect(page.getByText(/^\d+ of \d+ qualification matches played/)).toHaveText(/^(\d+) of \1 qualification/);
  });

  test("2015nyny's qualifications, which name no winner, say the higher score won, and a tie only when the scores are equal", async ({ page }) => {
    const quals = fixture<TbaMatch[]>('tba/event/2015nyny/matches.json').filter((m) => m.comp_level === 'qm');
    // TBA leaves 2015's qualification winner empty: 2015 ranked teams by their average score, not by wins.
    expect(quals.length).toBeGreaterThan(80);
    expect(quals.every((m) => m.winning_alliance === '')).toBe(true);
    const said = (m: TbaMatch) => {
      const { red, blue } = m.alliances;
      return `${blue.score}–${red.score}${red.score > blue.score ? 'red wins' : blue.score > red.score ? 'blue wins' : 'tie'}`;
    };
    const expected = Object.fromEntries(quals.map((m) => [m.key, said(m)]));
    expect(Object.values(expected).filter((text) => text.endsWith('tie')).length, 'most were not ties').toBeLessThan(5);
    await page.goto(`${server.baseURL}/event?event=2015nyny#schedule`);
    const rows = page.locator('tr[data-match]');
    await expect(rows).toHaveCount(quals.length, { timeout: 20_000 });
    const drawn = await rows.evaluateAll((trs) =>
      Object.fromEntries(trs.map((tr) => [tr.getAttribute('data-match'), tr.lastElementChild!.textContent!.replace(/\s+/g, '')])),
    );
    expect(drawn).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v.replace(/\s+/g, '')])));
  });

  test('2015nyny, over, with no rankings from the provider, says they are missing, not that they are to come', async ({ page }) => {
    await page.goto(`${server.baseURL}/event?event=2015nyny#rankings`);
    const rankings = page.getByRole('tabpanel');
    await expect(rankings.getByText(/^(No rankings available|The Blue Alliance has no rankings for this event\.)$/)).toBeVisible({ timeout: 20_000 });
    await expect(rankings.getByText(/will appear|available yet/)).toHaveCount(0);
  });

  test('2023njfla F3, never played after a 2-0 final, says it was not needed', async ({ page }) => {
    await page.goto(`${server.baseURL}/match?match=2023njfla_f1m3`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('the series was decided before this match, so it was never played')).toBeVisible();
    await expect(page.getByText(/^Scheduled/)).toHaveCount(0);
    await expect(page.locator('[data-area="summary"]')).toContainText('was not needed', { timeout: 30_000 });
    await expect(page.locator('[data-area="summary"]')).not.toContainText('has not been played yet');
  });
});
