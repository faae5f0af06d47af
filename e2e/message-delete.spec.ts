import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const idOf = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number }).id;

async function post(request: APIRequestContext, path: string, account: TestAccount, content: string): Promise<void> {
  const response = await request.post(path, { headers: auth(account), data: { content } });
  expect(response.status(), path).toBe(200);
}

const messageRow = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]', { hasText: text });

/** Shows the row's actions as a pointer would; the bar is there (Reply), and Delete is or is not among them. */
async function expectDeleteOffered(page: Page, text: string, offered: boolean): Promise<void> {
  const row = messageRow(page, text);
  await row.hover();
  await expect(row.getByRole('button', { name: 'Reply' })).toBeVisible();
  if (offered) await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
  else await expect(row.getByRole('button', { name: 'Delete', includeHidden: true })).toHaveCount(0);
}

/**
 * Spec 3 section 5: a message can be deleted only by its sender or an administrator, so the screen offers
 * Delete only there. A private channel and a direct chat, so no other test's unread dots light up.
 */
test.describe('who is offered Delete on a message', () => {
  // Several accounts and screens per test: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("in a channel: a member on their own message only, an administrator on anyone's", async ({ browser, page, request }) => {
    const [admin, ana, ben] = await Promise.all([
      createAccount(request, 'admin'),
      createAccount(request, 'member'),
      createAccount(request, 'member'),
    ]);
    const name = `Drive Team ${uniqueUsername('x').slice(2)}`;
    const made = await request.post('/api/chat/channels', {
      headers: auth(admin),
      data: { name, is_private: true, members: await Promise.all([admin, ana, ben].map((a) => idOf(request, a))) },
    });
    expect(made.status()).toBe(200);
    const channel = (await made.json()) as { id: string };
    const path = `/api/chat/messages/${encodeURIComponent(channel.id)}`;
    await post(request, path, ana, 'Ana: bumpers are packed');
    await post(request, path, ben, 'Ben: spare wheels are packed');

    await useSession(page, ana);
    await page.goto(`/channels?channel=${encodeURIComponent(channel.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    await expectDeleteOffered(page, 'Ben: spare wheels are packed', false);
    await expectDeleteOffered(page, 'Ana: bumpers are packed', true);

    // Her own goes after the channel screen's question.
    await messageRow(page, 'Ana: bumpers are packed').getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: 'Delete message' });
    await expect(question.getByText('Are you sure you want to delete this message?', { exact: true })).toBeVisible();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(messageRow(page, 'Ana: bumpers are packed')).toHaveCount(0);

    // The administrator is offered Delete on Ben's message, and the server agrees: it goes from Ana's screen too.
    const adminPage = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    adminPage.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    adminPage.on('pageerror', (e) => errors.push(e.message));
    await useSession(adminPage, admin);
    await adminPage.goto(`/channels?channel=${encodeURIComponent(channel.id)}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    await expectDeleteOffered(adminPage, 'Ben: spare wheels are packed', true);
    await messageRow(adminPage, 'Ben: spare wheels are packed')
      .getByRole('button', { name: 'Delete' })
      .click({ modifiers: ['Shift'] });
    await expect(messageRow(page, 'Ben: spare wheels are packed')).toHaveCount(0);
    await adminPage.context().close();
    expect(errors).toEqual([]);
    await request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: auth(admin) });
  });

  test('in a direct chat: each member on their own messages only', async ({ page, request }) => {
    const [ana, ben] = await Promise.all([createAccount(request, 'member'), createAccount(request, 'member')]);
    const [anaId, benId] = await Promise.all([idOf(request, ana), idOf(request, ben)]);
    const key = `dm_${Math.min(anaId, benId)}_${Math.max(anaId, benId)}`;
    await post(request, `/api/chat/messages/dm/${key}`, ana, 'Can you pick me up at 7?');
    await post(request, `/api/chat/messages/dm/${key}`, ben, 'Yes, see you then');

    await useSession(page, ben);
    await page.goto(`/messages?chat=${key}`);
    await expect(page.getByRole('heading', { level: 1, name: ana.username })).toBeVisible();
    await expectDeleteOffered(page, 'Can you pick me up at 7?', false);
    await expectDeleteOffered(page, 'Yes, see you then', true);
  });
});
