import type { APIRequestContext } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const idOf = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number }).id;

async function post(request: APIRequestContext, path: string, account: TestAccount, content: string): Promise<number> {
  const response = await request.post(path, { headers: auth(account), data: { content } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A notification's address (built by the server: packages/shared/src/notifications/notification-links.ts)
 * opens that chat and brings the message into view. Private channel and direct chat only, so no
 * other test's unread dots light up.
 */
test.describe('notification links open the exact chat at its message', () => {
  test('a channel link selects the channel and scrolls to the message, then forgets the message parameter', async ({ page, request }) => {
    const admin = await createAccount(request, 'admin');
    const member = await createAccount(request, 'member');
    const name = `Pit Crew ${uniqueUsername('x').slice(2)}`;
    const made = await request.post('/api/chat/channels', {
      headers: auth(admin),
      data: { name, is_private: true, members: [await idOf(request, admin), await idOf(request, member)] },
    });
    expect(made.status()).toBe(200);
    const channel = (await made.json()) as { id: string };
    let target = 0;
    for (let i = 1; i <= 40; i++) {
      const id = await post(request, `/api/chat/messages/${encodeURIComponent(channel.id)}`, admin, `pit note ${i}`);
      if (i === 3) target = id;
    }

    await useSession(page, member);
    await page.goto(`/channels?channel=${encodeURIComponent(channel.id)}&message=${target}`);
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();
    const message = page.locator(`[data-message-id="${target}"]`);
    await expect(message).toHaveAttribute('data-revealed', 'true');
    await expect(message).toBeInViewport();
    await expect(message).toContainText('pit note 3');
    // The newest message is out of view: the screen did not just open at the bottom.
    await expect(page.getByText('pit note 40', { exact: true })).not.toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`/channels\\?channel=${channel.id}$`));
    await request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: auth(admin) });
  });

  test('a direct chat link opens that conversation on /messages', async ({ page, request }) => {
    const ana = await createAccount(request, 'member');
    const ben = await createAccount(request, 'member');
    const [anaId, benId] = [await idOf(request, ana), await idOf(request, ben)];
    const key = `dm_${Math.min(anaId, benId)}_${Math.max(anaId, benId)}`;
    const id = await post(request, `/api/chat/messages/dm/${key}`, ana, 'Bring the spare battery');

    await useSession(page, ben);
    await page.goto(`/messages?chat=${key}&message=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: ana.username })).toBeVisible();
    await expect(page.locator(`[data-message-id="${id}"]`)).toHaveAttribute('data-revealed', 'true');
    await expect(page).toHaveURL(`/messages?chat=${key}`);
  });
});
