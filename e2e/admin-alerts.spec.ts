import type { APIRequestContext } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function getJson<T>(request: APIRequestContext, url: string, account: TestAccount): Promise<T> {
  const response = await request.get(url, { headers: auth(account) });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

test.describe('alert settings (/admin/alerts)', () => {
  test('an administrator chooses the alert channel and teams, sets and removes the webhook secret, and the server follows', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'admin');
    const adminId = (await getJson<{ id: number }>(request, '/api/profile', admin)).id;
    // A private channel of this administrator only, so alerts posted into it light nobody else's unread dots.
    const name = `Drive Team ${uniqueUsername('x').slice(2)}`;
    const created = await request.post('/api/chat/channels', { headers: auth(admin), data: { name, is_private: true, members: [adminId] } });
    expect(created.status()).toBe(200);
    const channel = (await created.json()) as { id: string; name: string };

    await useSession(page, admin);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Alerts' }).click();
    await expect(page).toHaveURL('/admin/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alert Settings' })).toBeVisible();

    await expectNoAxeViolations(page, '/admin/alerts');

    // Team alerts in chat: the channel and the teams, checked before sending.
    const chatCard = page.getByRole('region', { name: 'Team alerts in chat' });
    await chatCard.getByLabel('Channel').selectOption({ label: `# ${channel.name} (private)` });
    await chatCard.getByLabel('Teams').fill('7790, frc254');
    await chatCard.getByRole('button', { name: 'Save' }).click();
    await expect(chatCard.getByText('"frc254" is not a team number.')).toBeVisible();
    await chatCard.getByLabel('Teams').fill('7790, 254 7790');
    await chatCard.getByRole('button', { name: 'Save' }).click();
    await expect(chatCard.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(chatCard.getByTestId('alert-channel-status')).toHaveText(`Posting alerts for 7790, 254 into #${channel.name}.`);
    expect(await getJson(request, '/api/notifications/alert-channel', admin)).toEqual({ channel_id: channel.id, teams: [7790, 254] });

    // Reloaded, the page shows what the server keeps.
    await page.reload();
    await expect(chatCard.getByLabel('Channel')).toHaveValue(channel.id);
    await expect(chatCard.getByLabel('Teams')).toHaveValue('7790, 254');

    // The Blue Alliance webhooks: off on the e2e server (no TBA_WEBHOOK_SECRET), then on with a generated secret.
    const webhookCard = page.getByRole('region', { name: 'The Blue Alliance webhooks' });
    await expect(webhookCard.getByTestId('webhook-status')).toContainText('Off: no secret is set');
    await webhookCard.getByRole('button', { name: 'Set secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set webhook secret' });
    await dialog.getByLabel('New secret').fill('too-short');
    await dialog.getByRole('button', { name: 'Save secret' }).click();
    await expect(dialog.getByText('The secret must be at least 16 characters.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate a strong secret' }).click();
    await expectNoAxeViolations(page, 'the webhook secret dialog', { include: 'dialog', tags: ['wcag2a', 'wcag2aa'] });
    const secret = await dialog.getByLabel('New secret').inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await dialog.getByRole('button', { name: 'Save secret' }).click();
    await expect(dialog).toBeHidden();
    await expect(webhookCard.getByTestId('webhook-status')).toContainText('On: secret set here');
    // Never sent back: neither the page nor the API shows it.
    await expect(page.locator('body')).not.toContainText(secret);
    const settings = await request.get('/api/notifications/webhooks/tba/verification', { headers: auth(admin) });
    expect(await settings.text()).not.toContain(secret);
    expect(await settings.json()).toMatchObject({ configured: true, secret_source: 'admin', verification_key: null });
    // The receiver takes the secret at once: unsigned is refused (401), not "not configured" (404).
    expect((await request.post('/api/notifications/webhooks/tba', { data: { message_type: 'ping' } })).status()).toBe(401);

    await webhookCard.getByRole('button', { name: 'Remove secret' }).click();
    await page.getByRole('dialog', { name: 'Remove webhook secret' }).getByRole('button', { name: 'Remove' }).click();
    await expect(webhookCard.getByRole('status').filter({ hasText: 'Webhook calls are now refused.' })).toBeVisible();
    await expect(webhookCard.getByTestId('webhook-status')).toContainText('Off: no secret is set');
    expect((await request.post('/api/notifications/webhooks/tba', { data: { message_type: 'ping' } })).status()).toBe(404);

    // And back to no channel.
    await chatCard.getByLabel('Channel').selectOption({ label: 'None (do not post)' });
    await chatCard.getByRole('button', { name: 'Save' }).click();
    await expect(chatCard.getByTestId('alert-channel-status')).toHaveText('Not posting into any channel.');
    expect(await getJson(request, '/api/notifications/alert-channel', admin)).toMatchObject({ channel_id: null });
    await request.delete(`/api/chat/channels/${encodeURIComponent(channel.id)}`, { headers: auth(admin) });
  });

  test('a member sees Access Denied and no Alerts link, and the server refuses the settings', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    await page.goto('/admin/alerts');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Alerts' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Alert Settings' })).toHaveCount(0);
    expect((await request.get('/api/notifications/alert-channel', { headers: auth(member) })).status()).toBe(403);
    expect(
      (await request.put('/api/notifications/alert-channel', { headers: auth(member), data: { channel_id: 'general', teams: [7790] } })).status(),
    ).toBe(403);
    expect(
      (
        await request.put('/api/notifications/webhooks/tba/secret', { headers: auth(member), data: { secret: 'a-member-should-not-set-this' } })
      ).status(),
    ).toBe(403);
    expect((await request.get('/api/notifications/webhooks/tba/verification')).status()).toBe(401);
  });
});
