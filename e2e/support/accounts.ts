import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-settings.ts';

export interface TestAccount {
  username: string;
  password: string;
  token: string;
}

export type AccountRole = 'public' | 'member' | 'admin';

let counter = 0;
/** Unique per test run and worker; only characters the server accepts. */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}_${process.pid}_${counter}`.slice(0, 32);
}

async function loginThroughApi(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates an account of the given kind through the API, as the first administrator would. */
export async function createAccount(request: APIRequestContext, role: AccountRole): Promise<TestAccount> {
  const adminToken = await loginThroughApi(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const username = uniqueUsername(role);
  const password = 'correct-horse-7790';
  const response = await request.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { username, password, is_admin: role === 'admin', user_type: role === 'public' ? 'public' : 'member' },
  });
  expect(response.status(), `creating ${role} ${username}`).toBe(200);
  return { username, password, token: await loginThroughApi(request, username, password) };
}

/** A team member (an administrator when `isAdmin`) whose name starts with `prefix`, with their id, for chat tests. */
export async function memberNamed(request: APIRequestContext, prefix: string, isAdmin = false): Promise<TestAccount & { id: number }> {
  const adminToken = await loginThroughApi(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const username = uniqueUsername(prefix);
  const password = 'correct-horse-7790';
  const made = await request.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { username, password, is_admin: isAdmin, user_type: 'member' },
  });
  expect(made.status(), `creating ${username}`).toBe(200);
  const token = await loginThroughApi(request, username, password);
  const id = ((await (await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number }).id;
  return { username, password, token, id };
}

/**
 * Puts a token in localStorage before the page's first script runs, once per tab, as a
 * sign-in would have left it; later navigations (and a logout) are untouched.
 */
export async function seedToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-seeded')) return;
    sessionStorage.setItem('e2e-token-seeded', '1');
    localStorage.setItem('token', value);
  }, token);
}

/** Starts the browser already signed in as this account. */
export async function useSession(page: Page, account: TestAccount): Promise<void> {
  await seedToken(page, account.token);
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, account: Pick<TestAccount, 'username' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Name').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
