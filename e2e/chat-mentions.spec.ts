import type { Locator, Page } from '@playwright/test';
import { memberNamed, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/** The list offers exactly these names, in this order (each option's name is the username; its avatar is hidden). */
const expectOffered = (list: Locator, names: string[]) =>
  expect(list).toMatchAriaSnapshot(['- listbox:', '  - /children: equal', ...names.map((n) => `  - option ${JSON.stringify(n)}`)].join('\n'));

const messageRow = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]', { hasText: text });

/**
 * Issue #21: an `@` at the start of a word lists the people who can read the chat, narrowing as one types;
 * arrows and Enter, or a tap, put the name in. A private channel, so no other test's unread dots light up.
 */
test.describe('@mentions in the composer', () => {
  test.describe.configure({ timeout: 90_000 });

  test("offers the channel's members by their first letters, inserted by keyboard or tap, and the sent message highlights them", async ({
    page,
    request,
  }) => {
    const [lead, anton, anya, ben, outsider] = await Promise.all([
      memberNamed(request, 'lead', true),
      memberNamed(request, 'anton'),
      memberNamed(request, 'anya'),
      memberNamed(request, 'ben'),
      // A member who starts the same but is not in the channel: not offered.
      memberNamed(request, 'anna'),
    ]);
    const name = `Pit Crew ${uniqueUsername('m').slice(2)}`;
    const made = await request.post('/api/chat/channels', {
      headers: auth(lead),
      data: { name, is_private: true, members: [anton.id, anya.id, ben.id] },
    });
    expect(made.status()).toBe(200);
    const channel = (await made.json()) as { id: string };

    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, lead);
    await page.goto(`/channels?channel=${encodeURIComponent(channel.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    const composer = page.getByLabel(`Message # ${name}`);
    const list = page.getByRole('listbox', { name: 'Members to mention' });
    const options = list.getByRole('option');

    // A bare @ offers everyone in the channel but oneself, by name (then, to an administrator, @everyone and @channel:
    // e2e/chat-everyone.spec.ts); two letters narrow it.
    await composer.pressSequentially('Thanks @');
    await expectOffered(list, [
      anton.username,
      anya.username,
      ben.username,
      '@everyone Notify everyone in this channel',
      '@channel Notify everyone in this channel',
    ]);
    await composer.pressSequentially('an');
    await expectOffered(list, [anton.username, anya.username]);
    await expect(list.getByRole('option', { name: outsider.username })).toHaveCount(0);

    // On a phone the whole list is on screen, above the composer.
    const listBox = (await list.boundingBox())!;
    const composerBox = (await composer.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.y).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(composerBox.y);
    await expectNoAxeViolations(page, 'composer with the mention list open', { include: 'form:has(#chat-composer)' });

    // Keyboard: the first is active, Down moves to the next (the box names it), Enter inserts it and a space.
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await composer.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(composer).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await composer.press('Enter');
    await expect(composer).toHaveValue(`Thanks @${anya.username} `);
    await expect(list).toBeHidden();

    // Escape closes the list and keeps the text.
    await composer.pressSequentially('@a');
    await expect(list).toBeVisible();
    await composer.press('Escape');
    await expect(list).toBeHidden();
    await expect(composer).toHaveValue(`Thanks @${anya.username} @a`);
    await composer.press('Backspace');
    await composer.press('Backspace');

    // Pointer or touch: a press on a name inserts it, and the box keeps the focus.
    await composer.pressSequentially('and @b');
    await expectOffered(list, [ben.username]);
    await options.first().click();
    await expect(composer).toHaveValue(`Thanks @${anya.username} and @${ben.username} `);
    await expect(composer).toBeFocused();

    // Enter sends; both names are highlighted in the message, and the server counts them as mentions.
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const sent = messageRow(page, 'Thanks @');
    for (const who of [anya, ben]) {
      const mention = sent.getByText(`@${who.username}`, { exact: true });
      await expect(mention).toHaveCSS('font-weight', '600');
      await expect(mention).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    }
    const stored = (await (await request.get(`/api/chat/messages/${encodeURIComponent(channel.id)}`, { headers: auth(lead) })).json()) as {
      content: string;
      mentions: number[];
    }[];
    expect(stored.find((m) => m.content.startsWith('Thanks @'))?.mentions.sort()).toEqual([anya.id, ben.id].sort());

    await request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: auth(lead) });
  });
});
