import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { E2E_ADMIN } from './support/e2e-settings.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const idOf = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number }).id;

const messageRow = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]', { hasText: text });

/** Fails when the two elements' boxes share any area. */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [p, q] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const overlap = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
  expect(overlap, `${what}: ${JSON.stringify(p)} and ${JSON.stringify(q)}`).toBe(false);
}

/**
 * Issue #21: the actions bar of a message covers neither the sender's name and time of a first message nor the
 * Read tick of the message above, the reaction picker leaves the text readable, and the bar goes with the pointer
 * once its action is done (a keyboard's focus still shows it). A private channel, so no other test's dots light up.
 */
test.describe('the actions of a message on a desktop', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sit clear of the name, time and Read tick, the picker clear of the text, and go once used', async ({ page, request }) => {
    const [ana, ben] = await Promise.all([createAccount(request, 'member'), createAccount(request, 'member')]);
    const admin = ((await (await request.post('/api/auth/login', { data: E2E_ADMIN })).json()) as { token: string }).token;
    const name = `Pit ${uniqueUsername('t').slice(2)}`;
    const made = await request.post('/api/chat/channels', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { name, is_private: true, members: await Promise.all([ana, ben].map((a) => idOf(request, a))) },
    });
    expect(made.status()).toBe(200);
    const channel = (await made.json()) as { id: string };
    const path = `/api/chat/messages/${encodeURIComponent(channel.id)}`;
    for (const [who, content] of [
      [ben, 'Ben: the battery cart is charged'],
      [ana, 'Ana: I take it to the pit'],
      [ana, 'Ana: and the spare wheels'],
    ] as const) {
      expect((await request.post(path, { headers: auth(who), data: { content } })).status()).toBe(200);
    }
    // Ben reads them, so Ana's messages carry the Read tick.
    expect((await request.post(`/api/chat/notifications/read/${encodeURIComponent(channel.id)}`, { headers: auth(ben), data: {} })).status()).toBe(
      200,
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, ana);
    await page.goto(`/channels?channel=${encodeURIComponent(channel.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();

    // A first message of a run: the bar is beside the bubble, not over the name or the time.
    const first = messageRow(page, 'Ben: the battery cart is charged');
    const firstBar = first.getByRole('toolbar', { name: 'Message actions' });
    await first.getByText('Ben: the battery cart is charged').hover();
    await expect(firstBar).toHaveCSS('opacity', '1');
    await expectApart(firstBar, first.getByText(ben.username, { exact: true }), 'bar and sender name');
    await expectApart(firstBar, first.locator('time'), 'bar and time');
    await expectApart(firstBar, first.getByText('Ben: the battery cart is charged'), 'bar and text');

    // One's own message under another of one's own: the Read tick above stays in view.
    const above = messageRow(page, 'Ana: I take it to the pit');
    const own = messageRow(page, 'Ana: and the spare wheels');
    const ownBar = own.getByRole('toolbar', { name: 'Message actions' });
    await expect(above.getByLabel('Read')).toBeVisible();
    await own.getByText('Ana: and the spare wheels').hover();
    await expect(ownBar).toHaveCSS('opacity', '1');
    await expect(firstBar).toHaveCSS('opacity', '0');
    await expectApart(ownBar, above.getByLabel('Read'), 'bar and the Read tick above');
    await expectApart(ownBar, own.getByLabel('Read'), "bar and the message's own Read tick");
    await expectApart(ownBar, own.getByText('Ana: and the spare wheels'), 'bar and text');

    // The picker opens clear of the text; choosing closes it, and the bar goes once the pointer does.
    await ownBar.getByRole('button', { name: 'Add reaction' }).click();
    const picker = page.getByRole('group', { name: 'Add reaction' });
    await expect(picker).toBeVisible();
    await expectApart(picker, own.getByText('Ana: and the spare wheels'), 'picker and text');
    await expectApart(picker, ownBar, 'picker and bar');
    await picker.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(own.getByRole('button', { name: 'Like: 1, including you' })).toBeVisible();
    await expect(picker).toBeHidden();
    await page.getByRole('heading', { level: 1, name: `# ${name}` }).hover();
    await expect(ownBar).toHaveCSS('opacity', '0');
    // Unseen, it takes no taps meant for the space beside the bubble (a tablet has no hover to show it first).
    await expect(ownBar).toHaveCSS('pointer-events', 'none');

    // A keyboard reaches the bar from the composer backwards, and its focus shows it without a pointer.
    await page.getByLabel(`Message # ${name}`).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(own.getByRole('button', { name: 'Like: 1, including you' })).toBeFocused();
    await expect(ownBar).toHaveCSS('opacity', '1');
    await page.keyboard.press('Shift+Tab');
    await expect(ownBar.getByRole('button', { name: 'Reply' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(ownBar.getByRole('button', { name: 'Add reaction' })).toBeFocused();
    await expect(ownBar).toHaveCSS('opacity', '1');

    await request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: { Authorization: `Bearer ${admin}` } });
  });
});
