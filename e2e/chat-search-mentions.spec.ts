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
    // The button floats over the bottom of the list: the list ends below it, so its last loaded line can be scrolled
    // clear of it (the room under the last message is at least what the button covers).
    const room = await page.locator('[aria-label="Messages"]').evaluate((ol) => {
      const scroller = ol.parentElement!;
      const button = Array.from(scroller.parentElement!.querySelectorAll('button')).find((b) => b.textContent?.includes('Jump to latest'))!;
      const box = scroller.getBoundingClientRect();
      const contentBottom = box.top - scroller.scrollTop + scroller.scrollHeight;
      return { below: contentBottom - ol.getBoundingClientRect().bottom, covered: box.bottom - button.getBoundingClientRect().top };
    });
    expect(room.covered).toBeGreaterThan(0);
    expect(room.below).toBeGreaterThanOrEqual(room.covered);
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

  test('a chat with unread messages opens at the first of them under a "New messages" line, and can jump back to it', async ({ page, request }) => {
    const { admin, member, channel, cleanUp } = await longChannel(request, () => null);
    await useSession(page, member);
    const row = page.getByRole('button', { name: new RegExp(`^# ${channel.name}`) });
    const divider = page.locator('[data-unread-divider]');
    const jumpToUnread = page.getByRole('button', { name: 'Jump to first unread' });

    // Never read: all 130 are new, more than the page the chat opens with. It opens at the newest and offers the way
    // back to the first, loading the pages above until it is there.
    await page.goto('/channels');
    await expect(row).toContainText(/99\+ unread/);
    await row.click();
    await expect(page.getByText(`log ${LOG_LENGTH}`, { exact: true })).toBeInViewport();
    await jumpToUnread.click();
    await expect(divider).toBeInViewport();
    await expect(divider).toHaveText('New messages');
    await expect(divider.locator('xpath=following-sibling::li[1]')).toContainText('log 1');
    await expect(jumpToUnread).toBeHidden();

    // Read up to log 130, away, then 36 more overnight: it opens at the first new one, not at the bottom.
    await page.goto('/tasks');
    for (let n = 1; n <= 36; n++) {
      const sent = await request.post(`/api/chat/messages/${encodeURIComponent(channel.id)}`, {
        headers: auth(admin),
        data: { content: `overnight ${n}` },
      });
      expect(sent.status()).toBe(200);
    }
    await page.goto('/channels');
    await expect(row).toContainText('36 unread');
    await row.click();
    await expect(divider).toBeInViewport();
    await expect(divider.locator('xpath=following-sibling::li[1]')).toContainText('overnight 1');
    await expect(divider.locator('xpath=preceding-sibling::li[1]')).toContainText(`log ${LOG_LENGTH}`);
    await expect(page.getByText('overnight 36', { exact: true })).not.toBeInViewport();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `a chat opened at its first unread message, ${colorScheme}`, { darkColoursOnly: true });
      await page.screenshot({ path: test.info().outputPath(`unread-line-1280-${colorScheme}.png`) });
    }

    // Read to the bottom, the line stays while the chat is open; scrolled away above it, the jump comes back.
    const list = page.locator('[aria-label="Messages"]').locator('..');
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(page.getByText('overnight 36', { exact: true })).toBeInViewport();
    await expect(divider).toHaveCount(1);
    await expect(jumpToUnread).toBeVisible();
    await jumpToUnread.click();
    await expect(divider).toBeInViewport();
    await cleanUp();
  });

  test('Mentions lists a message that mentions the member, and opens it in its chat', async ({ page, request }) => {
    const { admin, member, channel, ids, cleanUp } = await longChannel(request, (n, member) =>
      n === 20 ? `@${member.username} can you check the gearbox?` : null,
    );

    await useSession(page, member);
    await page.goto('/channels');
    // Beside Search, with the count of mentions not yet read, whole inside the button and the column at either width.
    const mentions = page.getByRole('button', { name: 'Mentions, 1 unread' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(mentions.getByTestId('mentions-count')).toHaveText('1');
      // The split view follows the width through a media-query listener, a task after the resize: the three boxes are
      // read in one layout, and read again until the page has taken the new width.
      await expect(async () => {
        const { count, button, column } = await mentions.evaluate((el) => {
          const right = (e: Element) => e.getBoundingClientRect().right;
          return { count: right(el.querySelector('[data-testid="mentions-count"]')!), button: right(el), column: right(el.parentElement!) };
        });
        if (width >= 1024) expect(column, 'the chat list stands beside the conversation').toBeLessThan(width / 2);
        expect(count, `the count inside the button at ${width} px`).toBeLessThanOrEqual(button);
        expect(button, `the button inside the column at ${width} px`).toBeLessThanOrEqual(column);
      }).toPass();
    }
    await mentions.click();
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
      await expectNoAxeViolations(page, `the mentions dialog, ${colorScheme}`, { include: 'dialog', darkColoursOnly: true });
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
