import { createAccount, uniqueUsername, useSession } from './support/accounts.ts';
import { E2E_ADMIN } from './support/e2e-settings.ts';
import { expect, test } from './support/fixtures.ts';

// The server's posting limit (429 with Retry-After) is tested in apps/server/test/chat/posting-limit.test.ts; here the
// answer is served by the test, to see what a member sees.
test('a message refused for posting too fast stays in the composer, with a clear message, and goes once the wait is over', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/429/);
  const member = await createAccount(request, 'member');
  const admin = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const adminToken = ((await admin.json()) as { token: string }).token;
  const channel = uniqueUsername('quick').toLowerCase().replaceAll('_', '-');
  const made = await request.post('/api/chat/channels', { headers: { Authorization: `Bearer ${adminToken}` }, data: { name: channel } });
  expect(made.status()).toBe(200);
  const { id } = (await made.json()) as { id: string };

  // The first send is refused as the server would refuse a flood; everything else goes through.
  let refused = 0;
  await page.route(`**/api/chat/messages/${encodeURIComponent(id)}`, async (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused++;
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '2' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'You are sending messages too quickly. Please wait a few seconds and send again.', code: 'rate_limited' }),
      });
    }
    return route.continue();
  });

  await useSession(page, member);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('button', { name: `# ${channel}` })
    .click();
  const composer = page.getByLabel(`Message # ${channel}`);
  await composer.fill('Robot is packed, leaving for the event now');
  await composer.press('Enter');

  const notice = page.getByRole('alert').filter({ hasText: 'You are sending messages too quickly.' });
  await expect(notice).toContainText(/Your message is kept: you can send it in [12] s\./);
  await expect(composer).toHaveValue('Robot is packed, leaving for the event now');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  // Told beside the text, not in the page's error banner.
  await expect(page.getByText(/Failed to send message/)).toHaveCount(0);

  // Once the wait is over, the same text goes.
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Robot is packed, leaving for the event now')).toBeVisible();
  expect(refused).toBe(1);
});
