import type { Page } from '@playwright/test';
import { createAccount, useSession } from './support/accounts.ts';
import { E2E_BROWSER_ARGS, E2E_FULL_CHROMIUM } from './support/e2e-settings.ts';
import { expect, test } from './support/fixtures.ts';

/** Waits until the service worker controls the page (it claims clients on activation). */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, { timeout: 15_000 });
}

/**
 * Headless Chromium has no reachable push service here, so pushManager.subscribe is replaced (the
 * browser's side of the third-party boundary) by one that returns a subscription with real P-256 keys;
 * real delivery and encryption are covered against a stand-in push service in the server tests.
 */
async function standInPushManager(page: Page, service = 'https://fcm.googleapis.com/fcm/send/'): Promise<void> {
  await page.addInitScript((service) => {
    const b64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      // The form Chrome's endpoints take: the server accepts only known push services' hosts.
      const endpoint = `${service}${crypto.randomUUID()}`;
      (window as unknown as { __subscribedWithKey: number }).__subscribedWithKey = (options?.applicationServerKey as Uint8Array).byteLength;
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: (options?.applicationServerKey as Uint8Array).buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => ((current = null), true),
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, service);
}

// The full browser: Chromium's headless shell, which the other tests drive, refuses every notification permission.
test.use({ launchOptions: { executablePath: E2E_FULL_CHROMIUM, args: E2E_BROWSER_ARGS } });

test.describe('installable web app and web push', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offers a manifest, icons and a service worker from the site root', async ({ page, request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#ff6b00' });
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await serviceWorkerReady(page);
  });

  test('grants permission, subscribes, registers the device, and shows a notification from the service worker', async ({
    page,
    context,
    request,
  }) => {
    const fan = await createAccount(request, 'public');
    await context.grantPermissions(['notifications']);
    await standInPushManager(page);
    await useSession(page, fan);
    await page.goto('/settings');
    await serviceWorkerReady(page);

    const card = page.getByRole('region', { name: 'Notifications on this device' });
    await expect(card.getByTestId('push-status')).toContainText('Get alerts on this device');
    await card.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Notifications are on for this device.' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();
    // The VAPID key the page subscribed with is the 65-byte P-256 point the server published.
    expect(await page.evaluate(() => (window as unknown as { __subscribedWithKey: number }).__subscribedWithKey)).toBe(65);
    const devices = await request.get('/api/notifications/push/devices', { headers: { Authorization: `Bearer ${fan.token}` } });
    expect(await devices.json()).toEqual({ web: 1, native: 0 });

    // The service worker's display path (the one a push runs) shows it, replacing by tag.
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const payload = {
        title: '7790 won Q12',
        body: 'Red 120 – Blue 90 · Harbor Springs',
        url: '/match?match=2026mihsi_qm12',
        tag: 'team:1:7790:2026mihsi:2026mihsi_qm12:result',
        kind: 'result',
      };
      reg.active!.postMessage({ type: 'show-alert', payload });
      reg.active!.postMessage({ type: 'show-alert', payload });
      reg.active!.postMessage({ type: 'show-alert', payload: { body: 'no title given' } });
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })),
      );
    await expect.poll(shown, { timeout: 20_000 }).toEqual(
      expect.arrayContaining([
        {
          title: '7790 won Q12',
          body: 'Red 120 – Blue 90 · Harbor Springs',
          tag: 'team:1:7790:2026mihsi:2026mihsi_qm12:result',
          data: { url: '/match?match=2026mihsi_qm12' },
        },
        { title: 'New message', body: 'no title given', tag: '', data: { url: '/' } },
      ]),
    );
    expect(await shown()).toHaveLength(2);

    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    const after = await request.get('/api/notifications/push/devices', { headers: { Authorization: `Bearer ${fan.token}` } });
    expect(await after.json()).toEqual({ web: 0, native: 0 });
  });

  test("says why when the server will not send to the browser's push service, and stays off", async ({ page, context, request, consoleGuard }) => {
    consoleGuard.allow(/400 \(Bad Request\)/);
    const fan = await createAccount(request, 'public');
    await context.grantPermissions(['notifications']);
    // A push service the server does not know: it refuses to POST alerts there (any account could name any address).
    await standInPushManager(page, 'https://push.example.net/send/');
    await useSession(page, fan);
    await page.goto('/settings');
    await serviceWorkerReady(page);

    const card = page.getByRole('region', { name: 'Notifications on this device' });
    await card.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(card.getByRole('alert')).toHaveText("The subscription endpoint's host (push.example.net) is not a known push service.");
    await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    const devices = await request.get('/api/notifications/push/devices', { headers: { Authorization: `Bearer ${fan.token}` } });
    expect(await devices.json()).toEqual({ web: 0, native: 0 });
  });

  test('explains when notifications are blocked', async ({ page, request }) => {
    const fan = await createAccount(request, 'public');
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await useSession(page, fan);
    await page.goto('/settings');
    await expect(page.getByTestId('push-status')).toHaveText('Notifications are blocked for this site in your browser settings.');
  });

  test('opens the shell and the last viewed event page offline, with its data marked as saved', async ({ page, context }) => {
    await page.goto('/');
    await serviceWorkerReady(page);
    await page.goto('/event?event=2025milac');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const name = await page.getByRole('heading', { level: 1 }).innerText();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('You are offline: showing pages and data saved on this device.')).toBeVisible();
    await expect(page.getByText(/Showing the last saved results/)).toBeVisible();
    await context.setOffline(false);
  });
});
