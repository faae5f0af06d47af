import type { Browser, Page } from '@playwright/test';
import { StandInProvider } from '../apps/server/test/competition/stand-in-provider.ts';
import { createAccount, useSession } from './support/accounts.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/fixtures.ts';

const teamCells = (page: Page) => page.getByRole('table').locator('tbody tr td:nth-child(2)');
const pickOrder = (page: Page) => page.getByRole('list', { name: 'Pick order' }).locator('li[data-team]');

test.describe('scouting for visitors', () => {
  test('loads ?event= with the info card and its links', async ({ page }) => {
    await page.goto('/scouting?event=2025milac');
    await expect(page.getByRole('heading', { name: 'FIM District Lake City Event' })).toBeVisible();
    await expect(page.getByText('Feb 28, 2025')).toBeVisible();
    await expect(page.getByText('Lake City, MI, USA')).toBeVisible();
    await expect(page.getByText('49 teams', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /The Blue Alliance/ })).toHaveAttribute('href', 'https://www.thebluealliance.com/event/2025milac');
    await expect(page.getByRole('link', { name: /Statbotics/ })).toHaveAttribute('href', 'https://www.statbotics.io/event/2025milac');
    await expect(teamCells(page)).toHaveCount(49);
    await expect(page.getByLabel('Event code')).toHaveValue('2025milac');
  });

  test('the event code box trims, loads, and refuses what is not a code', async ({ page }) => {
    await page.goto('/scouting');
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByLabel('Event code').fill('   ');
    await page.getByRole('button', { name: 'Load Event' }).click();
    await expect(page.getByText('Enter an event code.')).toBeVisible();
    await page.getByLabel('Event code').fill('  2025MITVC ');
    await page.getByRole('button', { name: 'Load Event' }).click();
    await expect(page).toHaveURL('/scouting?event=2025mitvc');
    await expect(page.getByRole('heading', { name: /Traverse City/ })).toBeVisible();
  });

  test('an unknown event says so', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404 \(Not Found\)/);
    await page.goto('/scouting?event=2025zzzz');
    await expect(page.getByRole('alert')).toHaveText('Event 2025zzzz was not found. Check the code and try again.');
  });

  test('sorts by each of the eight choices, best first', async ({ page, request }) => {
    const epa = (await (await request.get('/api/competition/events/2025milac/epa')).json()).teams as Record<string, { total: number; auto: number }>;
    const oprs = (await (await request.get('/api/competition/events/2025milac/oprs')).json()).teams as Record<
      string,
      { opr: number; dpr: number; ccwm: number }
    >;
    const best = (values: [string, number][], low = false) => values.sort((a, b) => (low ? a[1] - b[1] : b[1] - a[1]))[0]![0].slice(3);
    await page.goto('/scouting?event=2025milac');
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText(['Team Number', 'Total EPA', 'Auto EPA', 'Teleop EPA', 'Endgame EPA', 'OPR', 'DPR', 'CCWM']);
    await expect(teamCells(page).first()).toHaveText('34');
    await sort.selectOption('Total EPA');
    await expect(teamCells(page).first()).toHaveText(best(Object.entries(epa).map(([k, v]) => [k, v.total])));
    await sort.selectOption('Auto EPA');
    await expect(teamCells(page).first()).toHaveText(best(Object.entries(epa).map(([k, v]) => [k, v.auto])));
    await sort.selectOption('OPR');
    await expect(teamCells(page).first()).toHaveText(best(Object.entries(oprs).map(([k, v]) => [k, v.opr])));
    await sort.selectOption('DPR');
    await expect(teamCells(page).first()).toHaveText(
      best(
        Object.entries(oprs).map(([k, v]) => [k, v.dpr]),
        true,
      ),
    );
    await sort.selectOption('CCWM');
    await expect(teamCells(page).first()).toHaveText(best(Object.entries(oprs).map(([k, v]) => [k, v.ccwm])));
    await expect(page).toHaveURL('/scouting?event=2025milac&sort=ccwm');
  });

  test('picks are remembered per event on this device; available-only hides them; Clear All Picked empties them', async ({ page }) => {
    await page.goto('/scouting?event=2025milac');
    // The home team's row stands out, as in every other table.
    const background = (team: string) =>
      page
        .getByRole('table')
        .locator('tbody tr', { has: page.getByRole('link', { name: team, exact: true }) })
        .evaluate((tr) => getComputedStyle(tr).backgroundColor);
    expect(await background('7790')).not.toBe(await background('34'));
    await page.getByRole('checkbox', { name: 'Picked: team 7790' }).check();
    await page.getByRole('checkbox', { name: 'Picked: team 34' }).check();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pickedTeams_2025milac')))!)).toEqual({ '7790': true, '34': true });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Picked: team 7790' })).toBeChecked();
    await page.getByRole('button', { name: 'Show Available Only' }).click();
    await expect(teamCells(page)).toHaveCount(47);
    await expect(page.getByRole('checkbox', { name: 'Picked: team 7790' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show All Teams' }).click();
    await expect(teamCells(page)).toHaveCount(49);
    // Another event has its own picks.
    await page.goto('/scouting?event=2025mitvc');
    await expect(page.getByRole('checkbox', { name: 'Picked: team 7790' })).not.toBeChecked();
    await page.goto('/scouting?event=2025milac');
    // It asks first (no undo): Cancel keeps the picks.
    await page.getByRole('button', { name: 'Clear All Picked' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear All Picked' });
    await expect(confirm).toContainText('Mark all 2 teams available again? This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('checkbox', { name: 'Picked: team 7790' })).toBeChecked();
    await page.getByRole('button', { name: 'Clear All Picked' }).click();
    await confirm.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByRole('checkbox', { name: 'Picked: team 7790' })).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('pickedTeams_2025milac'))).toBeNull();
  });

  test('a public account keeps picks on the device and sees no shared list', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'public'));
    await page.goto('/scouting?event=2025milac');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team pick list' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Picked: team 7790' }).check();
    expect(await page.evaluate(() => localStorage.getItem('pickedTeams_2025milac'))).toBe('{"7790":true}');
  });
});

test.describe('scouting without EPA', () => {
  test.describe.configure({ timeout: 200_000 });
  let standIn: StandInProvider;
  let server: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Recorded TBA answers for 2017mike2; the statistics service has nothing for it.
    standIn = await new StandInProvider().start();
    server = await startExtraServer(standIn.settings());
  });
  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  test('the table still works on OPR and says that EPA is missing', async ({ page }) => {
    await page.goto(`${server.baseURL}/scouting?event=2017mike2&sort=epa`);
    // The first answer waits on the provider stand-in for every part of the event.
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('EPA is not available for this event, so the table is sorted and compared on OPR.')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('opr');
    await expect(page.getByRole('option', { name: 'Total EPA (unavailable)' })).toBeDisabled();
    const oprCells = page.getByRole('table').locator('tbody tr td:nth-child(8)');
    const values = (await oprCells.allInnerTexts()).map(Number);
    expect(values.length).toBeGreaterThan(20);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(page.getByRole('table').locator('tbody tr td:nth-child(4)').first()).toHaveText('–');
  });
});

test.describe('the shared pick list', () => {
  // Deadlines, not measures: a busy machine may take a minute to load the event and open the live stream.
  test.describe.configure({ timeout: 240_000 });

  async function memberPage(browser: Browser, request: import('@playwright/test').APIRequestContext) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/scouting?event=2025mitvc');
    await expect(page.getByText('Shared with the team, live')).toBeVisible({ timeout: 60_000 });
    return page;
  }

  /** The team's list for the event is shared by every run against this server: each run starts from an empty one. */
  async function emptyList(request: import('@playwright/test').APIRequestContext) {
    const { token } = await createAccount(request, 'member');
    const headers = { Authorization: `Bearer ${token}` };
    const list = (await (await request.get('/api/scouting/pick-lists/2025mitvc', { headers })).json()) as { entries: { team_number: number }[] };
    for (const { team_number } of list.entries) {
      const res = await request.patch(`/api/scouting/pick-lists/2025mitvc/teams/${team_number}`, {
        headers,
        data: { tier: null, status: 'available', note: '' },
      });
      expect(res.status()).toBe(200);
    }
  }

  test("two members see each other's changes live: add, reorder, do not pick, picked/declined, notes, CSV", async ({ browser, request }) => {
    await emptyList(request);
    const scout = await memberPage(browser, request);
    const drive = await memberPage(browser, request);

    const add = async (page: Page, team: string, button: 'Add to pick list' | 'Do not pick') => {
      await page.getByLabel('Add a team').selectOption({ value: team });
      await page.getByRole('button', { name: button, exact: true }).click();
    };
    await add(scout, '7790', 'Add to pick list');
    await add(scout, '3620', 'Add to pick list');
    await add(scout, '9687', 'Add to pick list');
    await expect.poll(() => pickOrder(drive).evaluateAll((li) => li.map((l) => l.getAttribute('data-team')))).toEqual(['7790', '3620', '9687']);

    // With the keyboard: 9687 up two places.
    await drive.getByRole('button', { name: 'Move team 9687 up' }).focus();
    await drive.keyboard.press('Enter');
    await expect.poll(() => pickOrder(drive).evaluateAll((li) => li.map((l) => l.getAttribute('data-team')))).toEqual(['7790', '9687', '3620']);
    await expect.poll(() => pickOrder(scout).evaluateAll((li) => li.map((l) => l.getAttribute('data-team')))).toEqual(['7790', '9687', '3620']);
    await expect(drive.getByRole('button', { name: 'Move team 9687 up' })).toBeEnabled();
    await drive.getByRole('button', { name: 'Move team 9687 up' }).press('Enter');
    await expect.poll(() => pickOrder(scout).evaluateAll((li) => li.map((l) => l.getAttribute('data-team')))).toEqual(['9687', '7790', '3620']);

    // Drag with the mouse: 3620 to the top.
    const handle = scout.getByRole('button', { name: 'Drag to reorder team 3620' });
    const target = scout.getByRole('button', { name: 'Drag to reorder team 9687' });
    await scout.getByRole('list', { name: 'Pick order' }).scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await scout.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await scout.mouse.down();
    await scout.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    // Past the 5 px activation distance: the drag has begun.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await scout.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
    // Dropped only once the list has it over 9687 (as its screen-reader announcement says).
    await expect(scout.getByText('Draggable item 3620 was moved over droppable area 9687.')).toBeAttached();
    await scout.mouse.up();
    await expect.poll(() => pickOrder(drive).evaluateAll((li) => li.map((l) => l.getAttribute('data-team')))).toEqual(['3620', '9687', '7790']);

    await add(drive, '1527', 'Do not pick');
    await expect(scout.getByRole('list', { name: 'Do not pick' })).toContainText('1527');

    await scout.getByLabel('Note for team 9687').fill('Fast coral cycles, reliable deep climb');
    await scout.getByLabel('Note for team 9687').press('Enter');
    await expect(drive.getByLabel('Note for team 9687')).toHaveValue('Fast coral cycles, reliable deep climb');

    // Alliance selection: picked in the table, declined on the list; both hide with Show Available Only.
    await drive.getByRole('checkbox', { name: 'Picked: team 3620' }).check();
    await expect(scout.getByLabel('Status of team 3620')).toHaveValue('picked');
    await scout.getByLabel('Status of team 9687').selectOption('declined');
    await expect(drive.getByLabel('Status of team 9687')).toHaveValue('declined');
    await drive.getByRole('button', { name: 'Show Available Only' }).click();
    await expect(drive.getByRole('checkbox', { name: 'Picked: team 3620' })).toHaveCount(0);
    await expect(drive.getByRole('checkbox', { name: 'Picked: team 9687' })).toHaveCount(0);

    const download = scout.waitForEvent('download');
    await scout.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pick-list-2025mitvc.csv');
    const lines = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('List,Order,Team,Name,Status,Note,EPA,Auto EPA,Teleop EPA,Endgame EPA,OPR,DPR,CCWM');
    expect(lines[1]).toMatch(/^Pick list,1,3620,[^,]*,Picked,,/);
    expect(lines[2]).toMatch(/^Pick list,2,9687,[^,]*,Declined,"Fast coral cycles, reliable deep climb",/);
    expect(lines[4]).toMatch(/^Do not pick,1,1527,/);

    await scout.getByRole('button', { name: 'Clear All Picked' }).click();
    const confirm = scout.getByRole('dialog', { name: 'Clear All Picked' });
    await expect(confirm).toContainText('for everyone');
    await confirm.getByRole('button', { name: 'Clear All' }).click();
    await expect(drive.getByLabel('Status of team 3620')).toHaveValue('available');
    await expect(drive.getByLabel('Status of team 9687')).toHaveValue('available');
    await expect(drive.getByLabel('Note for team 9687')).toHaveValue('Fast coral cycles, reliable deep climb');

    await scout.context().close();
    await drive.context().close();
  });
});
