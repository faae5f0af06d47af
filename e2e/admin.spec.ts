import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolationsInBothSchemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

interface ListedUser {
  id: number;
  username: string;
  is_admin: boolean;
  user_type: 'member' | 'public';
}

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function listUsers(request: APIRequestContext, admin: TestAccount, type: 'member' | 'public'): Promise<ListedUser[]> {
  return (await (await request.get(`/api/admin/users?user_type=${type}`, { headers: auth(admin) })).json()) as ListedUser[];
}

async function findUser(request: APIRequestContext, admin: TestAccount, type: 'member' | 'public', username: string) {
  return (await listUsers(request, admin, type)).find((u) => u.username === username);
}

/** PUT /api/admin/users/{id} bodies the page sends. */
function recordUserUpdates(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/admin\/users\/\d+$/.test(request.url())) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, username: string) => table(page).getByRole('row').filter({ hasText: username });
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('user management (/admin/users)', () => {
  test('stat cards count the table; own row cannot be demoted or deleted; others can be made and unmade admin', async ({ page, request }) => {
    const admin = await createAccount(request, 'admin');
    const member = await createAccount(request, 'member');
    await useSession(page, admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(rowOf(page, member.username)).toBeVisible();

    const rows = table(page).getByRole('row');
    const total = (await rows.count()) - 1;
    const admins = await table(page).getByText('Admin', { exact: true }).count();
    await expect(stat(page, 'Total Users')).toHaveText(String(total));
    await expect(stat(page, 'Administrators')).toHaveText(String(admins));
    await expect(stat(page, 'Members')).toHaveText(String(total - admins));

    const own = rowOf(page, admin.username);
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: /^Remove Admin/ })).toBeDisabled();
    await expect(own.getByRole('button', { name: `Delete ${admin.username}` })).toBeDisabled();
    await expect(own.getByRole('button', { name: `Delete ${admin.username}` })).toHaveAttribute('title', 'You cannot delete your own account');

    const row = rowOf(page, member.username);
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Make Admin: ${member.username}` }).click();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    expect((await findUser(request, admin, 'member', member.username))?.is_admin).toBe(true);
    // The new administrator's rights work at once, and go at once when removed.
    expect((await request.get('/api/admin/users', { headers: auth(member) })).status()).toBe(200);
    await row.getByRole('button', { name: `Remove Admin: ${member.username}` }).click();
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    expect((await request.get('/api/admin/users', { headers: auth(member) })).status()).toBe(403);
  });

  test("on a phone one's own card keeps the You badge on one line beside a long name", async ({ page, request }) => {
    const admin = await createAccount(request, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, admin);
    await page.goto('/admin/users');
    const own = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').filter({ hasText: admin.username });
    const you = own.getByText('You', { exact: true });
    await expect(you).toBeVisible();
    // The name (over 20 characters) wraps as it must; the badge never breaks into "Yo" above "u".
    const badgeLines = await you.evaluate((badge) => {
      const text = document.createRange();
      text.selectNodeContents(badge);
      return new Set(Array.from(text.getClientRects(), (line) => Math.round(line.top))).size;
    });
    expect(badgeLines, 'lines the You badge takes').toBe(1);
  });

  test('Add User checks the fields, then creates a member or an administrator who can sign in', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 409/);
    const admin = await createAccount(request, 'admin');
    const existing = await createAccount(request, 'member');
    await useSession(page, admin);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByLabel('Name').fill('no spaces!');
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Username may only contain letters, numbers, underscores, and periods.')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters long.')).toBeVisible();

    await dialog.getByLabel('Name').fill(existing.username);
    await dialog.getByLabel('Password').fill('long-enough');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Username is already taken.');

    const name = uniqueUsername('lead');
    await dialog.getByLabel('Name').fill(name);
    // The refusal was about the name sent: it goes once the name changes.
    await expect(dialog.getByText('Username is already taken.')).toHaveCount(0);
    await dialog.getByLabel('Admin').check();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, name).getByText('Admin', { exact: true })).toBeVisible();
    expect(await findUser(request, admin, 'member', name)).toMatchObject({ is_admin: true, user_type: 'member' });
    expect((await request.post('/api/auth/login', { data: { username: name, password: 'long-enough' } })).status()).toBe(200);
    // The administrator is still signed in as themselves.
    await expect(page.getByRole('complementary').getByText(admin.username, { exact: true })).toBeVisible();
  });

  test('Edit User sends only what changed; unchanged just closes; own admin flag is locked', async ({ page, request }) => {
    const admin = await createAccount(request, 'admin');
    const member = await createAccount(request, 'member');
    const updates = recordUserUpdates(page);
    await useSession(page, admin);
    await page.goto('/admin/users');

    await rowOf(page, member.username)
      .getByRole('button', { name: `Edit ${member.username}` })
      .click();
    let dialog = page.getByRole('dialog', { name: `Edit User: ${member.username}` });
    await expect(dialog.getByLabel('Name')).toHaveValue(member.username);
    await dialog.getByLabel('Name').fill(` ${member.username} `);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    expect(updates).toEqual([]);

    await rowOf(page, member.username)
      .getByRole('button', { name: `Edit ${member.username}` })
      .click();
    dialog = page.getByRole('dialog', { name: `Edit User: ${member.username}` });
    const renamed = `${member.username.slice(0, 26)}_r`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByLabel('New Password (leave blank to keep current)').fill('reset-by-coach');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    expect(updates).toEqual([{ username: renamed, password: 'reset-by-coach' }]);
    await expect(rowOf(page, renamed)).toBeVisible();
    // A reset signs the user out everywhere; the new password works.
    expect((await request.get('/api/profile', { headers: auth(member) })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { username: renamed, password: 'reset-by-coach' } })).status()).toBe(200);

    await rowOf(page, admin.username)
      .getByRole('button', { name: `Edit ${admin.username}` })
      .click();
    dialog = page.getByRole('dialog', { name: `Edit User: ${admin.username}` });
    await expect(dialog.getByLabel('Admin')).toBeDisabled();
    await expect(dialog.getByLabel('Admin')).toBeChecked();
    await expect(dialog.getByText('(cannot modify your own status)')).toBeVisible();
    // One's own password changes on the profile, where the current one is asked for.
    await expect(dialog.getByLabel('New Password (leave blank to keep current)')).toBeDisabled();
    await expect(dialog.getByText('Change your own password on your profile page.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Delete asks first; Cancel keeps the user; Delete removes them, signs them out and keeps their messages and tasks', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'admin');
    const member = await createAccount(request, 'member');
    const said = await request.post('/api/chat/messages/general', { headers: auth(member), data: { content: `last words of ${member.username}` } });
    expect(said.status()).toBeLessThan(300);
    const task = await request.post('/api/tasks', {
      headers: auth(admin),
      data: {
        title: `Pit checklist ${member.username}`,
        description: '',
        assigned_to: (await findUser(request, admin, 'member', member.username))!.id,
        due_date: null,
        priority: 'high',
      },
    });
    expect(task.status()).toBeLessThan(300);
    await useSession(page, admin);
    await page.goto('/admin/users');

    await rowOf(page, member.username)
      .getByRole('button', { name: `Delete ${member.username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog.getByText('Are you sure you want to delete this user?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, member.username)).toBeVisible();

    await rowOf(page, member.username)
      .getByRole('button', { name: `Delete ${member.username}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, member.username)).toHaveCount(0);
    expect(await findUser(request, admin, 'member', member.username)).toBeUndefined();
    expect((await request.get('/api/profile', { headers: auth(member) })).status()).toBe(401);

    const messages = JSON.stringify(await (await request.get('/api/chat/messages/general', { headers: auth(admin) })).json());
    expect(messages).toContain(`last words of ${member.username}`);
    expect(messages).toContain('deleted user');
    const tasks = (await (await request.get('/api/tasks', { headers: auth(admin) })).json()) as { title: string; assigned_to: number | null }[];
    expect(tasks.find((t) => t.title === `Pit checklist ${member.username}`)?.assigned_to).toBeNull();
  });

  test('members are shown Access Denied', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });
});

test.describe('public users (/admin/public-users)', () => {
  test('card, table without a role column, Add Public User never makes an administrator, edit shows Admin as not applicable', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'admin');
    const fan = await createAccount(request, 'public');
    const registrations: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/auth/register')) registrations.push(r.postDataJSON() as Record<string, unknown>);
    });
    await useSession(page, admin);
    await page.goto('/admin/public-users');
    await expect(page.getByRole('heading', { level: 1, name: 'Public Users' })).toBeVisible();
    await expect(rowOf(page, fan.username)).toBeVisible();
    await expect(stat(page, 'Total Public Users')).toHaveText(String((await table(page).getByRole('row').count()) - 1));
    await expect(table(page).getByRole('columnheader')).toHaveText(['User', 'Actions']);
    await expect(rowOf(page, fan.username).getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Public User' }).click();
    const add = page.getByRole('dialog', { name: 'Add Public User' });
    await expect(add.getByLabel('Admin')).toHaveCount(0);
    const name = uniqueUsername('fan');
    await add.getByLabel('Username').fill(name);
    await add.getByLabel('Password').fill('fan-password');
    await add.getByRole('button', { name: 'Create User' }).click();
    await expect(add).toBeHidden();
    await expect(rowOf(page, name)).toBeVisible();
    expect(registrations).toEqual([{ username: name, password: 'fan-password', is_admin: false, user_type: 'public' }]);
    expect(await findUser(request, admin, 'public', name)).toMatchObject({ is_admin: false, user_type: 'public' });

    await rowOf(page, fan.username)
      .getByRole('button', { name: `Edit ${fan.username}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit User: ${fan.username}` });
    await expect(edit.getByLabel('Admin (not applicable for public accounts)')).toBeDisabled();
    await expect(edit.getByLabel('Admin (not applicable for public accounts)')).not.toBeChecked();
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect(edit).toBeHidden();
  });

  test('on a phone the card list offers Make Admin, disabled for public accounts', async ({ page, request }) => {
    const admin = await createAccount(request, 'admin');
    const fan = await createAccount(request, 'public');
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, admin);
    await page.goto('/admin/public-users');
    const card = page.getByRole('list', { name: 'Public accounts' }).getByRole('listitem').filter({ hasText: fan.username });
    await expect(card.getByRole('button', { name: `Make Admin: ${fan.username}` })).toBeDisabled();
    await expect(card.getByRole('button', { name: `Make Admin: ${fan.username}` })).toHaveAttribute(
      'title',
      'Public accounts cannot be administrators.',
    );
    await expect(page.getByRole('table')).toBeHidden();
  });
});

test.describe('administration pages at phone and desktop widths', () => {
  for (const width of [390, 1280]) {
    test(`pass axe in both themes, fit the screen and work from the keyboard at ${width} px`, async ({ page, request }) => {
      const admin = await createAccount(request, 'admin');
      await createAccount(request, 'public');
      await useSession(page, admin);
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading, add] of [
        ['/admin/users', 'User Management', 'Add User'],
        ['/admin/public-users', 'Public Users', 'Add Public User'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolationsInBothSchemes(page, `${path} ${width}px`);

        await page.getByRole('button', { name: add }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: add });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('textbox').first()).toBeFocused();
        await expectNoAxeViolationsInBothSchemes(page, `${add} dialog ${width}px`, { include: 'dialog', tags: ['wcag2a', 'wcag2aa'] });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: add })).toBeFocused();
      }
    });
  }
});
