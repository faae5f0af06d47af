import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const idOf = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number }).id;

/** More than two pages of messages (a page is 50): an early one is not among those a chat opens with. */
const LOG_LENGTH = 130;

/** A word no other test writes: letters only, so the search's English stemming keeps it whole. */
const uniqueWord = () => `quokka${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * A private channel of an admin and a member (so no other test's unread dots light up), holding `log N` for N up to
 * LOG_LENGTH, where `special(N, member)` gives other text for some of them. Answers the channel and the ids by N.
 */
async function longChannel(request: APIRequestContext, special: (n: number, member: TestAccount) => string | null) {
  const admin = await createAccount(request, 'admin');
  const member = await createAccount(request, 'member');
  const name = `Build Log ${uniqueUsername('x').slice(2)}`;
  const made = await request.post('/api/chat/channels', {
    headers: auth(admin),
    data: { name, is_private: true, members: [await idOf(request, admin), await idOf(request, member)] },
  });
  expect(made.status()).toBe(200);
  const channel = (await made.json()) as { id: string; name: string };
  const ids: number[] = [];
  for (let n = 1; n <= LOG_LENGTH; n++) {
    const response = await request.post(`/api/chat/messages/${encodeURIComponent(channel.id)}`, {
      headers: auth(admin),
      data: { content: special(n, member) ?? `log ${n}` },
    });
    expect(response.status()).toBe(200);
    ids[n] = ((await response.json()) as { id: number }).id;
  }
  return {
    admin,
    member,
    channel,
    ids,
    cleanUp: () => request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: auth(admin) }),
  };
}

/** The channel is open at message `id`: in view and marked, its newest message not loaded below it yet. */
async function expectOpenedAt(page: Page, channel: { id: string; name: string }, id: number) {
  await expect(page.getByRole('heading', { level: 1, name: `# ${channel.name}` })).toBeVisible();
  const message = page.locator(`[data-message-id="${id}"]`);
  await expect(message).toHaveAttribute('data-revealed', 'true');
  await expect(message).toBeInViewport();
  await expect(page.getByText(`log ${LOG_LENGTH}`, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/channels\\?channel=${channel.id}$`));
}

test.describe('chat search and mentions open the message in its chat', () => {
  test('the search field has focus when the search dialog opens', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/channels');
    await page.getByRole('button', { name: 'Search messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search messages' });
    await expect(dialog.getByRole('searchbox', { name: 'Search messages' })).toBeFocused();
    await expect(dialog.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    // The arrow keys move between Search and Mentions.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('tab', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Mentions' })).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Mentions' }).getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a search result far back in a long channel opens the channel there, then pages down to the newest', async ({ page, request }) => {
    const word = uniqueWord();
    const { member, channel, ids, cleanUp } = await longChannel(request, (n) => (n === 12 ? `torque spec for the ${word} arm` : null));

    await useSession(page, member);
    await page.goto('/channels');
    await page.getByRole('button', { name: 'Search messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search messages' });
    await dialog.getByRole('searchbox', { name: 'Search messages' }).fill(word);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: new RegExp(`in # ${channel.name}`) }).click();

    await expect(dialog).toBeHidden();
    await expectOpenedAt(page, channel, ids[12]!);
    await expect(page.locator(`[data-message-id="${ids[12]}"]`)).toContainText(`torque spec for the ${word} arm`);
    // The messages just before it are there too, and the rest loads on scrolling down.
    await expect(page.getByText('log 11', { exact: true })).toBeVisible();
    const jump = page.getByRole('button', { name: 'Jump to latest' });
    await expect(jump).toBeVisible();
    const list = page.locator('[aria-label="Messages"]').locator('..');
    await expect(async () => {
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(page.getByText(`log ${LOG_LENGTH}`, { exact: true })).toBeInViewport({ timeout: 500 });
    }).toPass();
    await expect(jump).toBeHidden();
    // Nothing was skipped on the way down.
    for (const n of [40, 70, 100]) await expect(page.getByText(`log ${n}`, { exact: true })).toHaveCount(1);
    await cleanUp();
  });

  test('Mentions lists a message that mentions the member, and opens it in its chat', async ({ page, request }) => {
    const { admin, member, channel, ids, cleanUp } = await longChannel(request, (n, member) =>
      n === 20 ? `@${member.username} can you check the gearbox?` : null,
    );

    await useSession(page, member);
    await page.goto('/channels');
    // Beside Search, with the count of mentions not yet read.
    await page.getByRole('button', { name: 'Mentions, 1 unread' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mentions' });
    await expect(dialog.getByRole('tab', { name: 'Mentions' })).toBeFocused();
    const list = dialog.getByRole('list', { name: 'Messages that mention you' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const item = list.getByRole('button');
    await expect(item).toContainText(admin.username);
    await expect(item).toContainText(`in # ${channel.name}`);
    await expect(item).toContainText('can you check the gearbox?');
    await expect(item.locator('mark')).toHaveText(`@${member.username}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the mentions dialog, ${colorScheme}`, { include: 'dialog' });
    }

    await item.click();
    await expectOpenedAt(page, channel, ids[20]!);
    await page.getByRole('button', { name: 'Jump to latest' }).click();
    await expect(page.getByText(`log ${LOG_LENGTH}`, { exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeHidden();
    await cleanUp();
  });

  test('Mentions says so when nobody has mentioned the member', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/channels');
    await page.getByRole('button', { name: 'Search messages' }).click();
    await page.getByRole('tab', { name: 'Mentions' }).click();
    await expect(page.getByRole('dialog', { name: 'Mentions' })).toContainText(`No mentions yet. When someone writes @${member.username}`);
  });
});
