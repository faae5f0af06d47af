import { createAccount, seedToken, signInWithForm, uniqueUsername, useSession } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('create account', () => {
  test('a new public account lands on /settings with Settings in the navigation bar', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create a public account' }).click();
    await expect(page).toHaveURL('/create-account');
    await expect(page.getByRole('heading', { name: 'Create a Public Account' })).toBeVisible();
    await expect(page.getByText('Public accounts can access match, event and team overviews and scouting data.')).toBeVisible();

    await page.getByLabel('Username').fill(uniqueUsername('fan'));
    await page.getByLabel('Password').fill('secret-7790');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('checks the username and password before asking the server', async ({ page }) => {
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registerCalls += 1;
    });
    await page.goto('/create-account');
    await page.getByLabel('Username').fill('not valid!');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Username may only contain letters, numbers, underscores, and periods.')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toBeFocused();
    expect(registerCalls).toBe(0);
    await expect(page).toHaveURL('/create-account');
  });

  test('a taken username is reported', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 409/);
    const existing = await createAccount(request, 'public');
    await page.goto('/create-account');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Password').fill('another-secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not create account. The username might be taken.');
    await expect(page).toHaveURL('/create-account');
  });

  test('the login link leads back to sign-in', async ({ page }) => {
    await page.goto('/create-account');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Baywatch Robotics' })).toBeVisible();
  });
});

test.describe('sign in', () => {
  test('a member lands on /dashboard in the members layout; the button says Signing In... meanwhile', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    // Hold the answer until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await signInWithForm(page, member);
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();

    await expect(page).toHaveURL('/dashboard');
    const memberNav = page.getByRole('navigation', { name: 'Members' });
    for (const [label, path] of [
      ['Channels', '/dashboard'],
      ['Messages', '/messages'],
      ['Calendar', '/calendar'],
      ['Tasks', '/tasks'],
      ['Profile', '/profile'],
    ]) {
      await expect(memberNav.getByRole('link', { name: label })).toHaveAttribute('href', path!);
    }
    await expect(memberNav.getByRole('link', { name: 'Channels' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await expect(page.getByText(member.username)).toBeVisible();
  });

  test('a public account lands on /settings', async ({ page, request }) => {
    const fan = await createAccount(request, 'public');
    await signInWithForm(page, fan);
    await expect(page).toHaveURL('/settings');
    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  });

  test('a wrong password shows the error and stays on the form', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    const member = await createAccount(request, 'member');
    await signInWithForm(page, { username: member.username, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a signed-in user who opens /login goes to their landing page', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('an invalid stored token is removed at start-up', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    await seedToken(page, 'no-such-token');
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('requests carry a lasting X-Session-ID', async ({ page }) => {
    const ids: string[] = [];
    page.on('request', (request) => {
      const id = request.headers()['x-session-id'];
      if (request.url().includes('/api/') && id) ids.push(id);
    });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search teams and events' }).fill('first');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=first$/);
    await page.getByRole('combobox', { name: 'Search teams and events' }).fill('second');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=second$/);
    // Both searches (and whatever else the pages asked for) carried one and the same id.
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('session_id'))).toBe(ids[0]);
  });
});

test.describe('logout', () => {
  test('from the members layout returns to / with Login in the navigation bar', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The session is over on the server too: the members' area is closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('from the settings page returns to /', async ({ page, request }) => {
    const fan = await createAccount(request, 'public');
    await useSession(page, fan);
    await page.goto('/settings');
    // The page forgets the session first and tells the server after, so wait for that answer.
    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await revoked).ok()).toBe(true);
    const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${fan.token}` } });
    expect(profile.status()).toBe(401);
  });
});
