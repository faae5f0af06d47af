import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const profileOf = async (request: APIRequestContext, account: TestAccount) =>
  (await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number; avatar_color: string };
const idOf = async (request: APIRequestContext, account: TestAccount) => (await profileOf(request, account)).id;
const member = (request: APIRequestContext) => createAccount(request, 'member');
const dmKey = (a: number, b: number) => `dm_${Math.min(a, b)}_${Math.max(a, b)}`;

async function post(request: APIRequestContext, path: string, account: TestAccount, content: string): Promise<void> {
  const response = await request.post(path, { headers: auth(account), data: { content } });
  expect(response.status(), path).toBe(200);
}

/** Sends a direct message from one account to another through the API. */
async function sendDm(request: APIRequestContext, from: TestAccount, to: TestAccount, content: string): Promise<void> {
  await post(request, `/api/chat/messages/dm/${dmKey(await idOf(request, from), await idOf(request, to))}`, from, content);
}

const chatList = (page: Page) => page.getByRole('navigation', { name: 'Chats' });
const chatRow = (page: Page, name: string) => chatList(page).getByRole('listitem').filter({ hasText: name });

/** #rrggbb as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * The Messages screen lists the conversations one has (direct chats with messages, one's groups) with the last
 * message, its time and the unread count, unread first; a new direct message starts from a search for a person.
 * Direct chats and groups only reach their members, and the channel used is private, so no other test's unread dots
 * change.
 */
test.describe('the Messages list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('lists only the conversations I have, with the last message and unread badges, unread first', async ({ page, request }) => {
    const [ana, ben, cy, dee] = await Promise.all([member(request), member(request), member(request), member(request)]);
    await sendDm(request, ana, ben, 'Robot ships Friday');
    await sendDm(request, cy, ana, 'Can you check the bumpers?');
    const crew = `Pit crew ${uniqueUsername('g').slice(2)}`;
    const made = await request.post('/api/chat/groups', { headers: auth(ben), data: { name: crew, members: [await idOf(request, ana)] } });
    expect(made.status()).toBe(200);
    await post(request, `/api/chat/messages/${((await made.json()) as { id: number }).id}`, ben, 'Zip ties are in the bin');
    // Dee and ana never wrote to each other: dee is no conversation of ana's.
    await sendDm(request, dee, ben, 'Not for ana');

    await useSession(page, ana);
    await page.goto('/messages');
    const rows = chatList(page).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    // The two unread, the newest first, then the read one.
    await expect(rows.nth(0)).toContainText(crew);
    await expect(rows.nth(0)).toContainText(`${ben.username}: Zip ties are in the bin`);
    await expect(rows.nth(0)).toContainText('1 unread');
    await expect(rows.nth(1)).toContainText(cy.username);
    await expect(rows.nth(1)).toContainText('Can you check the bumpers?');
    await expect(rows.nth(1)).toContainText('1 unread');
    await expect(rows.nth(2)).toContainText(ben.username);
    await expect(rows.nth(2)).toContainText('You: Robot ships Friday');
    await expect(rows.nth(2)).not.toContainText('unread');
    await expect(rows.nth(2).locator('time')).toHaveText(/now|\dm/);
    await expect(chatRow(page, dee.username)).toHaveCount(0);
    await expect(chatList(page)).not.toContainText('Direct message');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the Messages list with unread chats, ${colorScheme}`, { darkColoursOnly: true });
    }

    // A person has their own color, the one they chose in their profile.
    const avatar = rows.nth(1).locator('button > span').first();
    await expect(avatar).toHaveCSS('background-color', rgb((await profileOf(request, cy)).avatar_color));

    // Opening an unread chat reads it: its badge goes, and it falls in with the read ones by activity.
    await rows.nth(1).getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: cy.username })).toBeVisible();
    await expect(chatRow(page, cy.username)).not.toContainText('unread');
    await expect(rows.nth(1)).toContainText(cy.username);
  });

  test('a new direct message starts from a search for a person, and the chat joins the list once sent', async ({ page, request }) => {
    const [ana, ben, cy] = await Promise.all([member(request), member(request), member(request)]);
    await useSession(page, ana);
    await page.goto('/messages');
    await expect(page.getByText('No conversations yet')).toBeVisible();

    // Keyboard: type part of the name, the list narrows to it, Enter opens the chat.
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    const search = dialog.getByRole('combobox', { name: 'To' });
    await expect(search).toBeFocused();
    await search.fill(ben.username.toUpperCase());
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option', { name: ben.username, exact: true })).toHaveAttribute('aria-selected', 'true');
    await search.fill('no one has this name');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await expect(dialog.getByText('No member matches “no one has this name”.')).toBeVisible();
    await search.fill(ben.username);
    await search.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: ben.username })).toBeVisible();
    await expect(page).toHaveURL(`/messages?chat=${dmKey(await idOf(request, ana), await idOf(request, ben))}`);

    const composer = page.getByLabel(`Message ${ben.username}`);
    await composer.fill('Want to pair on the intake?');
    await composer.press('Enter');
    await expect(chatRow(page, ben.username)).toContainText('You: Want to pair on the intake?');

    // Touch or mouse: tap a name in the list.
    await page.getByRole('button', { name: 'New message' }).click();
    await dialog.getByRole('combobox', { name: 'To' }).fill(cy.username);
    await dialog.getByRole('option', { name: cy.username }).click();
    await expect(page.getByRole('heading', { level: 1, name: cy.username })).toBeVisible();
    await expect(page.getByText('No messages yet. Say hi!')).toBeVisible();
    // Nothing sent yet: cy is not a conversation.
    await expect(chatRow(page, cy.username)).toHaveCount(0);
  });

  test('a message from someone moves their conversation to the top with an unread badge, without a reload; an edit, a deletion and a new group follow', async ({
    page,
    request,
  }) => {
    const [ana, ben, cy] = await Promise.all([member(request), member(request), member(request)]);
    await sendDm(request, ana, ben, 'See you at build');
    await sendDm(request, ana, cy, 'Thanks for the ride');

    await useSession(page, ana);
    await page.goto('/messages');
    const rows = chatList(page).getByRole('listitem');
    await expect(rows.nth(0)).toContainText(cy.username);
    await expect(rows.nth(1)).toContainText(ben.username);
    await expect(page.getByRole('link', { name: /Messages.*unread/ })).toHaveCount(0);

    const sent = await request.post(`/api/chat/messages/dm/${dmKey(await idOf(request, ana), await idOf(request, ben))}`, {
      headers: auth(ben),
      data: { content: 'Build moved to 6 pm' },
    });
    expect(sent.status()).toBe(200);
    await expect(rows.nth(0)).toContainText(ben.username);
    await expect(rows.nth(0)).toContainText('Build moved to 6 pm');
    await expect(rows.nth(0)).toContainText('1 unread');
    await expect(rows.nth(1)).toContainText(cy.username);

    // Ben corrects it: the list shows the new text at once, still unread and still first.
    const sentId = ((await sent.json()) as { id: number }).id;
    const edited = await request.patch(`/api/chat/messages/${sentId}`, { headers: auth(ben), data: { content: 'Build moved to 7 pm' } });
    expect(edited.status()).toBe(200);
    await expect(rows.nth(0)).toContainText('Build moved to 7 pm');
    await expect(rows.nth(0)).toContainText('1 unread');

    // Ben takes it back: it leaves the list too, which shows the message before it again.
    const deleted = await request.delete(`/api/chat/messages/${sentId}`, { headers: auth(ben), data: {} });
    expect(deleted.status()).toBe(200);
    await expect(chatRow(page, ben.username)).toContainText('You: See you at build');
    await expect(chatRow(page, ben.username)).not.toContainText('unread');
    await expect(rows.nth(0)).toContainText(cy.username);

    // A group someone else makes with ana arrives on its own.
    const crew = `Drive team ${uniqueUsername('g').slice(2)}`;
    const made = await request.post('/api/chat/groups', { headers: auth(cy), data: { name: crew, members: [await idOf(request, ana)] } });
    expect(made.status()).toBe(200);
    await expect(rows.nth(0)).toContainText(crew);
    await expect(rows.nth(0)).toContainText('Group · 2 members');
  });
});

test.describe('on a phone', () => {
  test('the Channels tab opens on the list, an unread channel marked; a channel opens, and Back returns to the list', async ({ page, request }) => {
    const [admin, ana, ben] = await Promise.all([
      createAccount(request, 'admin'),
      createAccount(request, 'member'),
      createAccount(request, 'member'),
    ]);
    const name = `Strategy ${uniqueUsername('c').slice(2)}`;
    const made = await request.post('/api/chat/channels', {
      headers: auth(admin),
      data: { name, is_private: true, members: [await idOf(request, admin), await idOf(request, ana)] },
    });
    expect(made.status()).toBe(200);
    const channel = (await made.json()) as { id: string };
    await post(request, `/api/chat/messages/${encodeURIComponent(channel.id)}`, admin, 'Scouting meeting at lunch');
    await sendDm(request, ben, ana, 'Got the spare motor');

    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, ana);
    await page.goto('/dashboard');
    const list = page.getByRole('navigation', { name: 'Channels' });
    const row = list.getByRole('button', { name: new RegExp(`# ${name}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('1 unread');
    // No channel is open behind the list (so none is read unseen).
    await expect(page.getByRole('heading', { level: 1, name: /^#/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeAttached();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the channel list on a phone, ${colorScheme}`, { darkColoursOnly: true });
    }

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    await expect(page.getByText('Scouting meeting at lunch')).toBeVisible();
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Back to channels' }).click();
    await expect(list).toBeVisible();
    await expect(row).not.toContainText('unread');
    await expect(page.getByRole('heading', { level: 1, name: /^#/ })).toHaveCount(0);

    // The Messages tab too: the list first, a chat, and back.
    await page
      .getByRole('navigation', { name: 'Members' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(chatRow(page, ben.username)).toContainText('1 unread');
    await chatRow(page, ben.username).getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: ben.username })).toBeVisible();
    await expect(chatList(page)).toBeHidden();
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await expect(chatRow(page, ben.username)).not.toContainText('unread');
    // A link to a chat ana cannot open lands on the list.
    await page.goto('/messages?chat=999999');
    await expect(chatRow(page, ben.username)).toBeVisible();

    // A desktop keeps both side by side, #general open by default.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '# general' })).toBeVisible();
    await expect(list).toBeVisible();
  });
});
