import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { memberNamed, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

type Member = TestAccount & { id: number };

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * A coach (an administrator) and two members in a private channel of their own: an @everyone there reaches nobody
 * another test made, and no other test's counts move.
 */
async function announcementChannel(request: APIRequestContext) {
  const [coach, ana, ben] = await Promise.all([memberNamed(request, 'coach', true), memberNamed(request, 'ana'), memberNamed(request, 'ben')]);
  const name = `Announcements ${uniqueUsername('e').slice(2)}`;
  const made = await request.post('/api/chat/channels', { headers: auth(coach), data: { name, is_private: true, members: [ana.id, ben.id] } });
  expect(made.status()).toBe(200);
  const channel = (await made.json()) as { id: string };
  return {
    coach,
    ana,
    ben,
    name,
    channel,
    path: `/channels?channel=${encodeURIComponent(channel.id)}`,
    stored: async (as: Member) =>
      (await (await request.get(`/api/chat/messages/${encodeURIComponent(channel.id)}`, { headers: auth(as) })).json()) as {
        content: string;
        mentions: number[];
        mentions_everyone: boolean;
      }[],
    cleanUp: () => request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: auth(coach) }),
  };
}

/** Signs this tab in as `account` from now on (the token a sign-in leaves), then opens `path`. */
async function openAs(page: Page, account: TestAccount, path: string) {
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto(path);
}

const messageRow = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]', { hasText: text });

/** The list offers exactly these entries, in this order. */
const expectOffered = (list: Locator, names: string[]) =>
  expect(list).toMatchAriaSnapshot(['- listbox:', '  - /children: equal', ...names.map((n) => `  - option ${JSON.stringify(n)}`)].join('\n'));

/** The colour of the reader's own mention (`bg-accent-strong`) in the current colour scheme. */
const ownMentionColor = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'bg-accent-strong';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });

async function axeAtBothWidths(page: Page, label: string, include?: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `${label}, ${width} px, ${colorScheme}`, { ...(include ? { include } : {}), darkColoursOnly: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Issue 34 item 6: a coach's announcement with @everyone / @channel, as in Slack and Discord. */
test.describe('@everyone and @channel', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator is offered them, and every member sees the announcement as a mention of their own', async ({ page, request }) => {
    const { coach, ana, ben, name, path, stored, cleanUp } = await announcementChannel(request);

    await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, coach);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    const composer = page.getByLabel(`Message # ${name}`);
    const list = page.getByRole('listbox', { name: 'Members to mention' });

    // After the members, the two words with what they do; the list is whole on a phone too, and passes axe.
    await composer.pressSequentially('Robot ships at 6 @');
    await expectOffered(list, [ana.username, ben.username, '@everyone Notify everyone in this channel', '@channel Notify everyone in this channel']);
    await axeAtBothWidths(page, 'the @ list of an administrator', 'form:has(#chat-composer)');
    await page.setViewportSize({ width: 390, height: 844 });
    // The chat takes the phone's layout a task after the resize (a media-query listener): measured until it has.
    await expect(async () => {
      const listBox = (await list.boundingBox())!;
      expect(listBox.x).toBeGreaterThanOrEqual(0);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
      expect(listBox.y + listBox.height).toBeLessThanOrEqual((await composer.boundingBox())!.y);
    }).toPass();

    // Keyboard: typing narrows to @everyone, the box names it as active, Enter inserts it.
    await composer.pressSequentially('ev');
    await expectOffered(list, ['@everyone Notify everyone in this channel']);
    await expect(composer).toHaveAttribute('aria-activedescendant', 'chat-mention-everyone');
    await expect(page.getByRole('status').filter({ hasText: 'to mention' })).toHaveText(
      '@everyone to mention: up and down arrows choose, Enter inserts.',
    );
    await composer.press('Enter');
    await expect(composer).toHaveValue('Robot ships at 6 @everyone ');
    await composer.pressSequentially('bring safety glasses');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');

    // The author sees it highlighted, not as a mention of themselves; the server notified both members.
    const own = messageRow(page, 'Robot ships at 6').getByText('@everyone', { exact: true });
    await expect(own).toHaveCSS('font-weight', '600');
    await expect(own).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const sent = (await stored(coach)).find((m) => m.content.startsWith('Robot ships at 6'))!;
    expect(sent.mentions_everyone).toBe(true);
    expect(sent.mentions.sort((a, b) => a - b)).toEqual([ana.id, ben.id].sort((a, b) => a - b));

    // Ana: one unread mention beside Mentions; the list holds the announcement, marked as hers.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, ana, '/channels');
    const mentions = page.getByRole('button', { name: 'Mentions, 1 unread' });
    await expect(mentions.getByTestId('mentions-count')).toHaveText('1');
    await mentions.click();
    const dialog = page.getByRole('dialog', { name: 'Mentions' });
    const item = dialog.getByRole('list', { name: 'Messages that mention you' }).getByRole('button');
    await expect(item).toContainText('Robot ships at 6 @everyone bring safety glasses');
    await expect(item.locator('mark')).toHaveText('@everyone');
    await expect(item.locator('mark')).toHaveCSS('background-color', await ownMentionColor(page));

    // Opened in its chat, the @everyone is styled as a mention of her, in either colour scheme; the count is gone.
    await item.click();
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    const hers = messageRow(page, 'Robot ships at 6').getByText('@everyone', { exact: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(hers).toHaveCSS('background-color', await ownMentionColor(page));
    }
    await expect(page.getByRole('button', { name: 'Mentions', exact: true })).toBeVisible();
    await axeAtBothWidths(page, 'the announcement as a member sees it');

    await cleanUp();
  });

  test('a member is not offered them, is told before sending, and notifies nobody', async ({ page, request }) => {
    const { ana, ben, name, path, stored, cleanUp } = await announcementChannel(request);

    await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, ben);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    const composer = page.getByLabel(`Message # ${name}`);
    const list = page.getByRole('listbox', { name: 'Members to mention' });
    const hint = page.getByText('Only administrators can notify everyone: @everyone will be sent as plain text.');

    await composer.pressSequentially('Pizza is here @');
    await expect(list.getByRole('option')).not.toHaveCount(0);
    await expect(list.getByRole('option', { name: /^@/ })).toHaveCount(0);
    await composer.pressSequentially('everyone');
    await expect(list).toBeHidden();
    await expect(hint).toBeVisible();
    await expect(composer).toHaveAccessibleDescription(/Only administrators can notify everyone/);
    await axeAtBothWidths(page, 'the hint to a member', 'form:has(#chat-composer)');

    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    await expect(hint).toBeHidden();
    // Plain text: nothing highlighted, nobody mentioned.
    await expect(messageRow(page, 'Pizza is here').getByText('@everyone', { exact: true })).toHaveCount(0);
    const sent = (await stored(ben)).find((m) => m.content === 'Pizza is here @everyone')!;
    expect(sent).toMatchObject({ mentions: [], mentions_everyone: false });
    const counts = (await (await request.get('/api/chat/notifications/all', { headers: auth(ana) })).json()) as {
      mentionCounts: Record<string, number>;
    };
    expect(counts.mentionCounts).toEqual({});

    await cleanUp();
  });
});
