import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const idOf = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number }).id;
const groupNamesOf = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/chat/groups', { headers: auth(account) })).json()) as { name: string }[]).map((g) => g.name);

const chatRow = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name });

/** Confirms the open question after checking its words. */
async function acceptConfirm(page: Page, text: string): Promise<void> {
  const question = page.getByRole('dialog', { name: 'Delete group' });
  await expect(question.getByText(text, { exact: true })).toBeVisible();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
}

/**
 * Spec 3: group chats on /messages. Anyone creates one; a group can be edited (name, members) or deleted only by
 * its creator or an administrator. Groups reach only their members, so no other test sees these.
 */
test.describe('group chats', () => {
  // Several accounts and screens per test: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('the creator creates, edits and deletes a group', async ({ page, request }) => {
    const [ana, ben, cal] = await Promise.all([createAccount(request, 'member'), createAccount(request, 'member'), createAccount(request, 'member')]);
    const name = `Outreach ${uniqueUsername('g').slice(2)}`;
    await useSession(page, ana);
    await page.goto('/messages');
    await expect(page.getByText('Select a chat to start messaging.')).toBeVisible();

    // Create: the creator is preselected; a name and Ben make the group, which opens.
    await page.getByRole('button', { name: 'New group' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Group Chat' });
    await expect(create.getByRole('checkbox', { name: `${ana.username} (you)` })).toBeChecked();
    await expect(create.getByRole('button', { name: 'Create Group' })).toBeDisabled();
    await create.getByLabel('Group Name').fill(name);
    await create.getByRole('checkbox', { name: ben.username, exact: true }).check();
    await create.getByRole('button', { name: 'Create Group' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(chatRow(page, name)).toContainText('Group · 2 members');

    // Edit: a new name, Cal in and Ben out.
    await page.getByRole('button', { name: 'Edit group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Group Chat' });
    await expect(edit.getByLabel('Group Name')).toHaveValue(name);
    await expect(edit.getByRole('checkbox', { name: ben.username, exact: true })).toBeChecked();
    await edit.getByLabel('Group Name').fill(`${name} crew`);
    await edit.getByRole('checkbox', { name: cal.username, exact: true }).check();
    await edit.getByRole('checkbox', { name: ben.username, exact: true }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `${name} crew` })).toBeVisible();
    await expect(chatRow(page, `${name} crew`)).toContainText('Group · 2 members');
    expect(await groupNamesOf(request, cal)).toContain(`${name} crew`);
    expect(await groupNamesOf(request, ben)).not.toContain(`${name} crew`);

    // Delete, after the spec's question: the open group closes and leaves the list.
    await page.getByRole('button', { name: 'Delete group' }).click();
    await acceptConfirm(page, `Are you sure you want to delete the group "${name} crew"? All messages will be permanently deleted.`);
    await expect(page.getByText('Select a chat to start messaging.')).toBeVisible();
    await expect(chatRow(page, name)).toHaveCount(0);
    expect(await groupNamesOf(request, cal)).not.toContain(`${name} crew`);
  });

  test('a member who did not create it is offered neither edit nor delete; an administrator edits and deletes it', async ({
    browser,
    page,
    request,
  }) => {
    const [ana, ben, admin] = await Promise.all([
      createAccount(request, 'member'),
      createAccount(request, 'member'),
      createAccount(request, 'admin'),
    ]);
    const name = `Fundraising ${uniqueUsername('g').slice(2)}`;
    const made = await request.post('/api/chat/groups', {
      headers: auth(ana),
      data: { name, members: await Promise.all([ben, admin].map((a) => idOf(request, a))) },
    });
    expect(made.status()).toBe(200);
    const group = (await made.json()) as { id: number };

    await useSession(page, ben);
    await page.goto(`/messages?chat=${group.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit group', includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete group', includeHidden: true })).toHaveCount(0);

    const adminPage = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    adminPage.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    adminPage.on('pageerror', (e) => errors.push(e.message));
    await useSession(adminPage, admin);
    await adminPage.goto(`/messages?chat=${group.id}`);
    await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Edit group' }).click();
    const edit = adminPage.getByRole('dialog', { name: 'Edit Group Chat' });
    await edit.getByLabel('Group Name').fill(`${name} (renamed)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();
    // Ben's screen follows the change live.
    await expect(page.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();

    await adminPage.getByRole('button', { name: 'Delete group' }).click();
    await acceptConfirm(adminPage, `Are you sure you want to delete the group "${name} (renamed)"? All messages will be permanently deleted.`);
    await expect(adminPage.getByText('Select a chat to start messaging.')).toBeVisible();
    await expect(chatRow(adminPage, name)).toHaveCount(0);
    expect(await groupNamesOf(request, ana)).not.toContain(`${name} (renamed)`);
    await adminPage.context().close();
    expect(errors).toEqual([]);
  });
});

/**
 * The two chat screens with a conversation open, as a member sees them beside the members' sidebar. Nothing is
 * posted, so no other test's unread dots change.
 */
test.describe('the chat screens at phone and desktop widths', () => {
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`pass axe in the ${colorScheme} theme at ${width} px`, async ({ page, request }) => {
        const [ana, ben] = await Promise.all([createAccount(request, 'member'), createAccount(request, 'member')]);
        await page.setViewportSize({ width, height: 844 });
        await page.emulateMedia({ colorScheme });
        await useSession(page, ana);
        await page.goto('/channels?channel=general');
        await expect(page.getByRole('heading', { level: 1, name: '# general' })).toBeVisible();
        await expectNoAxeViolations(page, `channels at ${width} px, ${colorScheme}`);
        await page.goto('/messages');
        await expect(page.getByText('No conversations yet')).toBeVisible();
        await expectNoAxeViolations(page, `messages, no conversations, at ${width} px, ${colorScheme}`);
        await page.getByRole('button', { name: 'New message' }).click();
        const picker = page.getByRole('dialog', { name: 'New message' });
        await picker.getByRole('combobox', { name: 'To' }).fill(ben.username);
        await expect(picker.getByRole('option', { name: ben.username })).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page, `the person search at ${width} px, ${colorScheme}`);
        await picker.getByRole('combobox', { name: 'To' }).press('Enter');
        await expect(page.getByRole('heading', { level: 1, name: ben.username })).toBeVisible();
        await expectNoAxeViolations(page, `messages at ${width} px, ${colorScheme}`);
      });
    }
  }
});
