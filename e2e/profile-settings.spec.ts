import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolationsInBothSchemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

interface Preference {
  team_number: string;
  highlight_color: string;
  notif_upcoming: boolean;
  notif_alliance: boolean;
  notif_results: boolean;
  notif_awards: boolean;
  upcoming_warning: { mode: 'off' } | { mode: 'matches'; matches: number } | { mode: 'minutes'; minutes: number | null };
  upcoming_default_minutes: number;
}

/** What a new favourite starts with besides its colour: every alert on, the server's default upcoming warning. */
const NEW_FAVOURITE = {
  notif_upcoming: true,
  notif_alliance: true,
  notif_results: true,
  notif_awards: true,
  upcoming_warning: { mode: 'minutes', minutes: null },
  upcoming_default_minutes: 15,
};

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function serverPreferences(request: APIRequestContext, account: TestAccount): Promise<Preference[]> {
  const response = await request.get('/api/preferences/teams', { headers: auth(account) });
  return ((await response.json()) as { teams: Preference[] }).teams;
}

async function serverProfile(request: APIRequestContext, account: TestAccount) {
  return (await (await request.get('/api/profile', { headers: auth(account) })).json()) as {
    username: string;
    avatar_color: string;
    password_changed_at: string | null;
  };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const favourites = (page: Page) => page.getByRole('list', { name: 'Favorite teams' });
const teamRow = (page: Page, team: string): Locator => favourites(page).getByRole('listitem', { name: `Team ${team}` });

/** A new member who follows `team`, signed in on `page`. */
async function memberFollowing(page: Page, request: APIRequestContext, team: string): Promise<TestAccount> {
  const member = await createAccount(request, 'member');
  await request.post('/api/preferences/teams', { headers: auth(member), data: { team_number: team } });
  await useSession(page, member);
  return member;
}

/** PUT /api/profile bodies the page sends. */
function recordProfileWrites(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/profile')) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

test.describe('profile', () => {
  test('shows the account: initials on the avatar, role badge, member since, the four fields, password never changed', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
    // First letters of the first two words of the name ('member_lx3k…' gives 'ML').
    const [first = '', second = ''] = member.username.split('_');
    await expect(page.getByRole('button', { name: 'Change avatar color' })).toHaveText(`${first[0]}${second[0]}`.toUpperCase());
    await expect(page.getByText('Team Member', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Member since \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    const details = page.getByRole('region', { name: 'Profile Details' });
    for (const field of ['User ID', 'Name', 'Role', 'Account Created']) await expect(details.getByText(field, { exact: true })).toBeVisible();
    await expect(page.getByText('Password last changed: Not available')).toBeVisible();
    await expect(page.getByText('No favorite teams yet.')).toBeVisible();
  });

  test('picks an avatar colour from 15 swatches and saves only the last pick, 500 ms after it', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    // A new account gets the least used colour, which could be one of the picks below: start from team orange.
    expect((await request.put('/api/profile', { headers: auth(member), data: { avatar_color: '#ff6b00' } })).status()).toBe(200);
    const writes = recordProfileWrites(page);
    // Saves the page has started, counted in the page as fetch is called (a request event may reach the test later).
    await page.addInitScript(() => {
      const counted = window as unknown as { __profileSaves: number };
      counted.__profileSaves = 0;
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.method === 'PUT' && String(input).endsWith('/api/profile')) counted.__profileSaves++;
        return fetchFirst(input, init);
      };
    });
    const savesStarted = () => page.evaluate(() => (window as unknown as { __profileSaves: number }).__profileSaves);
    // The page's clock is the test's: it runs as usual until paused, so the pause before the save is measured in the
    // page's own time, whatever the machine's load.
    await page.clock.install();
    await useSession(page, member);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change avatar color' }).click();
    const palette = page.getByRole('group', { name: 'Avatar color' });
    await expect(palette.getByRole('radio')).toHaveCount(15);
    await page.clock.pauseAt(Date.now() + 1_000);
    // The swatches are the radios' labels.
    await palette.getByTitle('Blue').click();
    await palette.getByTitle('Green').click();
    await expect(palette.getByRole('radio', { name: 'Green' })).toBeChecked();
    // Shown at once, saved only 500 ms after the last pick.
    await expect(page.getByRole('button', { name: 'Change avatar color' }).locator('span').first()).toHaveCSS('background-color', 'rgb(22, 163, 74)');
    await page.clock.runFor(499);
    expect(await savesStarted()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(savesStarted).toBe(1);
    await page.clock.resume();
    await expect.poll(async () => (await serverProfile(request, member)).avatar_color, { timeout: 20_000 }).toBe('#16a34a');
    expect(writes).toEqual([{ avatar_color: '#16a34a' }]);
    // Keyboard: arrows move between swatches, Escape closes the palette and returns focus.
    await page.keyboard.press('ArrowRight');
    await expect(palette.getByRole('radio', { name: 'Lime' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change avatar color' })).toBeFocused();
    await expect.poll(async () => (await serverProfile(request, member)).avatar_color).toBe('#65a30d');
  });

  test('edits the name inline: unchanged just closes, a change is saved and its message clears after 5 s, a taken name is refused', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/);
    const member = await createAccount(request, 'member');
    const other = await createAccount(request, 'member');
    const writes = recordProfileWrites(page);
    await useSession(page, member);
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Profile Details' });

    await details.getByRole('button', { name: 'Edit name' }).click();
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('button', { name: 'Edit name' })).toBeVisible();
    expect(writes).toEqual([]);

    await details.getByRole('button', { name: 'Edit name' }).click();
    await details.getByLabel('Name').fill(other.username);
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('alert')).toHaveText('Username is already taken.');

    const renamed = `${member.username.slice(0, 24)}_new`;
    await details.getByLabel('Name').fill(`  ${renamed}  `);
    await details.getByLabel('Name').press('Enter');
    await expect(details.getByRole('status')).toHaveText('Name updated.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    expect((await serverProfile(request, member)).username).toBe(renamed);
    await expect(details.getByRole('status')).toBeHidden({ timeout: 7000 });
  });

  test('changes the password: the current password first, match and length rules, Cancel clears, success message for 3 s, other devices signed out', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 403/);
    const member = await createAccount(request, 'member');
    const otherDevice = (await (
      await request.post('/api/auth/login', { data: { username: member.username, password: member.password } })
    ).json()) as { token: string };
    await useSession(page, member);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Change Password' });

    await card.getByRole('button', { name: 'Change Password' }).click();
    // The spec's New and Confirm, after the current password: focus starts there.
    await expect(card.getByLabel('Current Password')).toBeFocused();
    await expect(card.getByLabel('Current Password')).toHaveAttribute('type', 'password');
    await expect(card.getByLabel('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    await card.getByLabel('New Password').fill('brand-new-secret');
    await card.getByLabel('Confirm Password').fill('brand-new-secret');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByRole('alert')).toHaveText('Enter your current password');

    await card.getByLabel('Current Password').fill(member.password);
    await card.getByLabel('New Password').fill('secret-one');
    await card.getByLabel('Confirm Password').fill('secret-two');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByRole('alert')).toHaveText('Passwords do not match');
    await card.getByLabel('New Password').fill('12345');
    await card.getByLabel('Confirm Password').fill('12345');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByRole('alert')).toHaveText('Password must be at least 6 characters long');

    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByLabel('New Password')).toBeHidden();
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(card.getByLabel('Current Password')).toHaveValue('');
    await expect(card.getByLabel('New Password')).toHaveValue('');
    await expect(card.getByLabel('Confirm Password')).toHaveValue('');
    await expect(card.getByRole('alert')).toHaveCount(0);

    // A wrong current password: the server's words, and nothing changes.
    await card.getByLabel('Current Password').fill('not-my-password');
    await card.getByLabel('New Password').fill('brand-new-secret');
    await card.getByLabel('Confirm Password').fill('brand-new-secret');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByRole('alert')).toHaveText('Your current password is not correct.');
    expect((await serverProfile(request, member)).password_changed_at).toBeNull();

    await card.getByLabel('Current Password').fill(member.password);
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByRole('status')).toHaveText('Password updated successfully.');
    await expect(card.getByLabel('New Password')).toBeHidden();
    await expect(card.getByText(/^Password last changed: (?!Not available)/)).toBeVisible();
    await expect(card.getByRole('status')).toBeHidden({ timeout: 5000 });

    const signIn = await request.post('/api/auth/login', { data: { username: member.username, password: 'brand-new-secret' } });
    expect(signIn.status()).toBe(200);
    expect((await request.get('/api/profile', { headers: { Authorization: `Bearer ${otherDevice.token}` } })).status()).toBe(401);
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  });

  test('Logout signs out and goes to the home page', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Account Actions' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The page forgets the token at once and revokes it on the server in the background, while it goes home.
    await expect.poll(async () => (await request.get('/api/profile', { headers: auth(member) })).status()).toBe(401);
  });
});

test.describe('favourite teams', () => {
  test('adds teams by the input rule, refuses a team that does not exist, toggles and colours save in the background, Remove', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/profile');
    const input = page.getByLabel('Add team numbers');
    await expect(input).toHaveAttribute('placeholder', 'e.g. 33, 67 2056');
    await expect(page.getByText('Separate with commas or spaces')).toBeVisible();

    // Nothing to add: nothing is added, and it says why (keeping what was typed to correct it).
    await input.fill('abc, ;');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('No team number in “abc, ;”: enter numbers such as 33 or 2056.');
    await expect(input).toHaveValue('abc, ;');
    await expect(page.getByText('No favorite teams yet.')).toBeVisible();
    await input.fill('0');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('No team number in “0”: enter numbers such as 33 or 2056.');

    await input.fill('0254, 99999 frc3767');
    await input.press('Enter');
    await expect(teamRow(page, '254')).toBeVisible();
    await expect(teamRow(page, '3767')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Team 99999 is not a FIRST Robotics Competition team we know of.');
    await expect(input).toHaveValue('99999');
    expect(await serverPreferences(request, member)).toEqual([
      { team_number: '254', highlight_color: '#ffd166', ...NEW_FAVOURITE },
      { team_number: '3767', highlight_color: '#ffd166', ...NEW_FAVOURITE },
    ]);

    const row = teamRow(page, '254');
    for (const label of ['Upcoming match', 'Alliance selection', 'Match results', 'Awards']) await expect(row.getByLabel(label)).toBeChecked();
    await row.getByLabel('Awards').uncheck();
    await row.getByLabel('Upcoming match').uncheck();
    await expect
      .poll(async () => (await serverPreferences(request, member))[0])
      .toMatchObject({ notif_awards: false, notif_upcoming: false, notif_results: true });

    await row.getByLabel('Highlight color for team 254').fill('#123456');
    await expect.poll(async () => (await serverPreferences(request, member))[0]?.highlight_color).toBe('#123456');

    await teamRow(page, '3767').getByRole('button', { name: 'Remove team 3767' }).click();
    await expect(teamRow(page, '3767')).toHaveCount(0);
    // Removed on screen at once; the server's copy follows when the request is done.
    await expect.poll(async () => (await serverPreferences(request, member)).map((p) => p.team_number)).toEqual(['254']);

    // The list and its device copy survive a reload.
    await page.reload();
    await expect(teamRow(page, '254').getByLabel('Awards')).not.toBeChecked();
    await expect(teamRow(page, '254').getByLabel('Highlight color for team 254')).toHaveValue('#123456');
    const cached = JSON.parse((await page.evaluate(() => localStorage.getItem('team_prefs_cache_v1'))) ?? 'null') as { teams: Preference[] };
    expect(cached.teams.map((t) => [t.team_number, t.highlight_color])).toEqual([['254', '#123456']]);

    await teamRow(page, '254').getByRole('button', { name: 'Remove team 254' }).click();
    await expect(page.getByText('No favorite teams yet.')).toBeVisible();
  });

  test('each row names the team and links to its page; a team whose name cannot be looked up keeps its number', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 503/);
    const member = await createAccount(request, 'member');
    for (const team of ['33', '254']) await request.post('/api/preferences/teams', { headers: auth(member), data: { team_number: team } });
    const answer = await request.get('/api/competition/teams/33');
    expect(answer.status()).toBe(200);
    const { nickname } = ((await answer.json()) as { team: { nickname: string } }).team;
    expect(nickname).toBeTruthy();
    // Team 254's name cannot be had: its row shows the number alone, still a link.
    await page.route('**/api/competition/teams/254', (route) => route.fulfill({ status: 503, json: { error: 'Unavailable' } }));
    await useSession(page, member);
    const refused = page.waitForResponse((res) => res.url().endsWith('/api/competition/teams/254'));
    await page.goto('/settings');

    const named = teamRow(page, '33').getByRole('link');
    await expect(named).toHaveText(`Team 33 ${nickname}`);
    await expect(named).toHaveAccessibleName(`Team 33 ${nickname}`);
    await expect(named).toHaveAttribute('href', '/team?team=33');
    await refused;
    const unnamed = teamRow(page, '254').getByRole('link');
    await expect(unnamed).toHaveAttribute('href', '/team?team=254');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(unnamed).toHaveText('Team 254');

    await named.click();
    await expect(page).toHaveURL('/team?team=33');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nickname);
  });

  test("chooses by keyboard when each team's upcoming-match warning goes out, and says so when a number is out of range", async ({
    page,
    request,
  }) => {
    const member = await memberFollowing(page, request, '254');
    await page.goto('/settings');
    const row = teamRow(page, '254');
    const warning = row.getByRole('combobox', { name: 'Warn me' });
    const saved = async () => (await serverPreferences(request, member))[0]?.upcoming_warning;
    await expect(warning).toHaveValue('default');
    await expect(warning.locator('option:checked')).toHaveText('15 min before (default)');
    await expect(row.getByRole('spinbutton')).toHaveCount(0);

    // From the last alert switch, Tab reaches the choice; the arrow keys change it.
    await row.getByLabel('Awards').focus();
    await page.keyboard.press('Tab');
    await expect(warning).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(warning).toHaveValue('minutes');
    const minutes = row.getByRole('spinbutton', { name: 'Minutes before the match' });
    await expect(minutes).toHaveValue('15');
    await expect.poll(saved).toEqual({ mode: 'minutes', minutes: 15 });

    // The number comes before the choice ("[30] [minutes before]"): Shift+Tab, then type.
    await page.keyboard.press('Shift+Tab');
    await expect(minutes).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await expect.poll(saved).toEqual({ mode: 'minutes', minutes: 30 });
    await minutes.fill('200');
    await expect(row.getByText('Choose from 1 to 120 minutes before.')).toBeVisible();
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await minutes.fill('45');
    await expect(row.getByText('Choose from 1 to 120 minutes before.')).toHaveCount(0);
    await expect.poll(saved).toEqual({ mode: 'minutes', minutes: 45 });
    // Every favourite-team save sent from here on, to check below that the out-of-range number never went out.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/preferences/teams') && request.method() !== 'GET') sent.push(request.postData() ?? '');
    });
    await minutes.fill('0');
    await expect(row.getByText('Choose from 1 to 120 minutes before.')).toBeVisible();
    expect(await saved()).toEqual({ mode: 'minutes', minutes: 45 });

    await warning.focus();
    await page.keyboard.press('ArrowDown');
    await expect(warning).toHaveValue('matches');
    const matches = row.getByRole('spinbutton', { name: 'Matches before the match' });
    await expect(matches).toHaveValue('2');
    await expect.poll(saved).toEqual({ mode: 'matches', matches: 2 });
    await matches.fill('11');
    await expect(row.getByText('Choose from 1 to 10 matches before.')).toBeVisible();
    await matches.fill('3');
    await expect.poll(saved).toEqual({ mode: 'matches', matches: 3 });
    // Nothing out of range was sent: the saves after the 0 carried only the later choices.
    expect(sent.some((body) => /"minutes":0\b/.test(body))).toBe(false);

    await warning.focus();
    await page.keyboard.press('ArrowDown');
    await expect(warning).toHaveValue('off');
    await expect(row.getByRole('spinbutton')).toHaveCount(0);
    await expect.poll(saved).toEqual({ mode: 'off' });

    // Kept across a reload; with Upcoming match off there is nothing to time.
    await page.reload();
    await expect(teamRow(page, '254').getByRole('combobox', { name: 'Warn me' })).toHaveValue('off');
    await teamRow(page, '254').getByLabel('Upcoming match').uncheck();
    await expect(teamRow(page, '254').getByRole('combobox', { name: 'Warn me' })).toBeDisabled();
    await teamRow(page, '254').getByLabel('Upcoming match').check();
    await teamRow(page, '254').getByRole('combobox', { name: 'Warn me' }).selectOption('default');
    await expect.poll(saved).toEqual({ mode: 'minutes', minutes: null });
  });

  test('a change made while the list is still loading stays: the load that began before it does not bring the old values back', async ({
    page,
    request,
  }) => {
    const member = await memberFollowing(page, request, '254');
    // The first visit keeps the list on the device; the next shows that copy at once and loads the list again.
    await page.goto('/settings');
    await expect(teamRow(page, '254').getByLabel('Upcoming match')).toBeChecked();

    // That load gets the server's list as it is now, and its answer is held until the change below has been saved.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldRequest: unknown;
    let fetched!: () => void;
    const answered = new Promise<void>((resolve) => (fetched = resolve));
    await page.route('**/api/preferences/teams', async (route) => {
      if (route.request().method() !== 'GET' || heldRequest) return route.fallback();
      heldRequest = route.request();
      const response = await route.fetch();
      fetched();
      await released;
      // The page may have stopped the load by now: then there is no one to answer.
      await route.fulfill({ response }).catch(() => undefined);
    });
    await page.reload();
    const row = teamRow(page, '254');
    const upcoming = row.getByLabel('Upcoming match');
    await expect(upcoming).toBeChecked();
    await answered;

    const saved = page.waitForResponse((res) => res.url().endsWith('/api/preferences/teams') && res.request().method() === 'POST');
    await upcoming.uncheck();
    expect((await saved).status()).toBe(200);
    // Once no save is under way, the list is loaded again (a new load, not the held one).
    const loadedAgain = page.waitForResponse(
      (res) => res.url().endsWith('/api/preferences/teams') && res.request().method() === 'GET' && res.request() !== heldRequest,
    );
    release();
    expect((await loadedAgain).status()).toBe(200);
    await expect(upcoming).not.toBeChecked();
    await expect(row.getByRole('combobox', { name: 'Warn me' })).toBeDisabled();
    expect((await serverPreferences(request, member))[0]?.notif_upcoming).toBe(false);
  });

  test('says so when a failed save is reverted to what the server holds', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 503/);
    const member = await createAccount(request, 'member');
    await request.post('/api/preferences/teams', { headers: auth(member), data: { team_number: '7790' } });
    await useSession(page, member);
    await page.goto('/profile');
    await page.route('**/api/preferences/teams', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { error: 'Down for maintenance' } }) : route.continue(),
    );
    await teamRow(page, '7790').getByLabel('Match results').uncheck();
    await expect(page.getByRole('alert')).toHaveText('Failed to save');
    await expect(teamRow(page, '7790').getByLabel('Match results')).toBeChecked();
  });
});

test.describe('settings', () => {
  test("a public account's settings: the old device list is uploaded once with every alert on, then Log out", async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    const fan = await createAccount(request, 'public');
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('legacy-seeded')) {
        sessionStorage.setItem('legacy-seeded', '1');
        localStorage.setItem('user_favorites_v1', JSON.stringify([{ team: '7790', color: '#ff6b00' }, { team: '254' }, { team: '99999' }]));
      }
    });
    await useSession(page, fan);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Favorite Teams & Notifications' })).toBeVisible();
    await expect(teamRow(page, '7790')).toBeVisible();
    await expect(teamRow(page, '254')).toBeVisible();
    await expect(favourites(page).getByRole('listitem')).toHaveCount(2);
    expect(await serverPreferences(request, fan)).toEqual([
      { team_number: '7790', highlight_color: '#ff6b00', ...NEW_FAVOURITE },
      { team_number: '254', highlight_color: '#ffd166', ...NEW_FAVOURITE },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('user_favorites_v1'))).toBeNull();

    // Removing everything does not bring the old list back.
    await teamRow(page, '7790').getByRole('button', { name: 'Remove team 7790' }).click();
    await teamRow(page, '254').getByRole('button', { name: 'Remove team 254' }).click();
    await page.reload();
    await expect(page.getByText('No favorite teams yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a member can open settings too, and favourites added there show on the profile', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/settings');
    await page.getByLabel('Add team numbers').fill('3767');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Added 3767.');
    await page.goto('/profile');
    await expect(teamRow(page, '3767')).toBeVisible();
  });
});

test.describe('profile and settings at phone and desktop widths', () => {
  for (const width of [390, 1280]) {
    test(`pass axe in both themes and fit the screen at ${width} px`, async ({ page, request }) => {
      const member = await createAccount(request, 'member');
      // A warning of its own, so the row shows its number field too.
      await request.post('/api/preferences/teams', {
        headers: auth(member),
        data: { team_number: '254', upcoming_warning: { mode: 'minutes', minutes: 30 } },
      });
      await useSession(page, member);
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/profile', '/settings']) {
        await page.goto(path);
        await expect(teamRow(page, '254').getByRole('spinbutton', { name: 'Minutes before the match' })).toHaveValue('30');
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolationsInBothSchemes(page, `${path} at ${width}px`);
      }
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Change avatar color' }).click();
      // The palette lies inside the screen (at 390 px it once ran past the right edge, clipped, not scrolled).
      const palette = (await page.getByRole('group', { name: 'Avatar color' }).boundingBox())!;
      expect(palette.x, 'the palette starts on the screen').toBeGreaterThanOrEqual(0);
      expect(palette.x + palette.width, 'the palette ends on the screen').toBeLessThanOrEqual(width);
      await page.getByRole('region', { name: 'Change Password' }).getByRole('button', { name: 'Change Password' }).click();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolationsInBothSchemes(page, `/profile with palette and password form at ${width}px`);
    });
  }
});
