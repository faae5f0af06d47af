import type { Browser, Page } from '@playwright/test';
import { createAccount, seedToken, uniqueUsername, type TestAccount } from './support/accounts.ts';
import { E2E_ADMIN } from './support/e2e-settings.ts';
import { expect, test } from './support/fixtures.ts';

/** A second signed-in member in a browser context of their own, failing the test on console errors. */
async function memberPage(browser: Browser, account: TestAccount, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${account.username}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${account.username}: ${e.message}`));
  await seedToken(page, account.token);
  return page;
}

const messageRow = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]', { hasText: text });

test.describe('members chatting live', () => {
  test.describe.configure({ mode: 'serial' });
  let channel: string;
  let ana: TestAccount;
  let ben: TestAccount;

  test.beforeEach(async ({ request }) => {
    ana = await createAccount(request, 'member');
    ben = await createAccount(request, 'member');
    const admin = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const token = ((await admin.json()) as { token: string }).token;
    channel = uniqueUsername('room').toLowerCase().replaceAll('_', '-');
    const made = await request.post('/api/chat/channels', { headers: { Authorization: `Bearer ${token}` }, data: { name: channel } });
    expect(made.status()).toBe(200);
  });

  test('send, receive, reply, react, read receipt, delete and mute between two browsers', async ({ browser }) => {
    const errors: string[] = [];
    const a = await memberPage(browser, ana, errors);
    const b = await memberPage(browser, ben, errors);
    for (const page of [a, b]) {
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: 'Channels' })
        .getByRole('button', { name: `# ${channel}` })
        .click();
      await expect(page.getByRole('heading', { name: `# ${channel}` })).toBeVisible();
      await expect(page.getByText('No messages yet. Say hi!')).toBeVisible();
    }

    // Send is off while empty; Enter sends; Shift+Enter is a new line.
    const composer = a.getByLabel(`Message # ${channel}`);
    await expect(a.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer.fill('Who has the battery charger?');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('It was in the pit.');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');

    // It arrives in the other browser without a reload, and ben reading it turns ana's tick to Read.
    await expect(messageRow(b, 'Who has the battery charger?')).toBeVisible();
    await expect(messageRow(a, 'Who has the battery charger?').getByLabel('Read')).toBeVisible({ timeout: 5000 });

    // Ben replies; ana sees the quote and opens the thread.
    const original = messageRow(b, 'Who has the battery charger?').first();
    await original.hover();
    await original.getByRole('button', { name: 'Reply' }).click();
    await expect(b.getByText(`Replying to ${ana.username}: Who has the battery charger? It was in the pit.`)).toBeVisible();
    await b.getByLabel(`Message # ${channel}`).fill('I have it, bringing it now');
    await b.getByLabel(`Message # ${channel}`).press('Enter');
    const reply = messageRow(a, 'I have it, bringing it now');
    await expect(reply.getByRole('button', { name: /Replying to .*: Who has the battery charger\?/ })).toBeVisible();
    await reply.getByRole('button', { name: /Replying to/ }).click();
    const thread = a.getByRole('dialog', { name: 'Thread' });
    await expect(thread.getByText('Who has the battery charger?')).toBeVisible();
    await a.keyboard.press('Escape');
    await expect(thread).toBeHidden();

    // Ana reacts; ben sees the stored reaction live.
    await reply.hover();
    await reply.getByRole('button', { name: 'Add reaction' }).click();
    await a.getByRole('group', { name: 'Add reaction' }).getByRole('button', { name: 'Like', exact: true }).click();
    await expect(messageRow(b, 'I have it, bringing it now').getByRole('button', { name: 'Like: 1' })).toBeVisible();

    // Message info lists the reader.
    const mine = messageRow(a, 'Who has the battery charger?').first();
    await mine.hover();
    await mine.getByRole('button', { name: 'Message info' }).click();
    const info = a.getByRole('dialog', { name: 'Message info' });
    await expect(info.getByRole('list', { name: 'Read by' })).toContainText(ben.username);
    await info.getByRole('button', { name: 'Close' }).click();

    // Ana deletes her message holding Shift (no question asked); it disappears for ben.
    await mine.hover();
    await mine.getByRole('button', { name: 'Delete' }).click({ modifiers: ['Shift'] });
    await expect(messageRow(b, 'Who has the battery charger?')).toHaveCount(0);

    // Mute flips on success.
    await a.getByRole('button', { name: 'Notifications on' }).click();
    await expect(a.getByRole('button', { name: 'Notifications off' })).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('unread dots and badges follow messages the member has not seen', async ({ browser, request }) => {
    const errors: string[] = [];
    const b = await memberPage(browser, ben, errors);
    await b.goto('/messages');
    await expect(b.getByText('Select a chat to start messaging.')).toBeVisible();
    await expect(b.getByRole('link', { name: /Channels.*unread/ })).toHaveCount(0);

    // A channel message from ana lights the Channels dot while ben is elsewhere.
    const anaAuth = { Authorization: `Bearer ${ana.token}` };
    await request.post(`/api/chat/messages/${channel}`, { headers: anaAuth, data: { content: 'Meeting moved to 5' } });
    await expect(b.getByRole('link', { name: /Channels.*unread/ })).toBeVisible();

    // A direct message lights the Messages dot and a badge on ana's row.
    const ids = await Promise.all(
      [ana, ben].map(
        async (acc) =>
          ((await (await request.get('/api/profile', { headers: { Authorization: `Bearer ${acc.token}` } })).json()) as { id: number }).id,
      ),
    );
    const key = `dm_${Math.min(...ids)}_${Math.max(...ids)}`;
    await request.post(`/api/chat/messages/dm/${key}`, { headers: anaAuth, data: { content: 'Can you help with wiring?' } });
    await expect(b.getByRole('link', { name: /Messages.*unread/ })).toBeVisible();
    const row = b.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: new RegExp(ana.username) });
    await expect(row).toContainText('1');

    // Opening the chat reads it: the dot goes, and the message is there.
    await row.click();
    await expect(messageRow(b, 'Can you help with wiring?')).toBeVisible();
    await expect(b.getByRole('link', { name: /Messages.*unread/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('public accounts get no chat', async ({ page, request }) => {
  const fan = await createAccount(request, 'public');
  const res = await request.get('/api/chat/channels', { headers: { Authorization: `Bearer ${fan.token}` } });
  expect(res.status()).toBe(403);
  await seedToken(page, fan.token);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/settings');
});
