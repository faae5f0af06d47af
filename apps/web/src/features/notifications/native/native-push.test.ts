import { describe, expect, it, vi } from 'vitest';
import type { PushNotificationSchema } from '@capacitor/push-notifications';
import { notifyUnread, registerNativePush, UNREAD_NOTIFICATION_ID, type NativePushDeps } from './native-push.ts';

type Listener = (value: any) => void;

/**
 * Stand-ins for @capacitor/push-notifications and @capacitor/local-notifications with the plugins'
 * own JS interfaces: they record calls and let a test fire the native events.
 */
function fakePlugins(options: { permission?: string; afterRequest?: string; token?: string | Error; nativeEnabled?: boolean } = {}) {
  const listeners = new Map<string, Listener[]>();
  const calls: string[] = [];
  const scheduled: any[] = [];
  const registered: any[] = [];
  const navigated: string[] = [];
  let permission = options.permission ?? 'granted';
  const deps: NativePushDeps = {
    isNative: () => true,
    push: {
      checkPermissions: async () => ({ receive: permission as any }),
      requestPermissions: async () => {
        calls.push('requestPermissions');
        permission = options.afterRequest ?? 'granted';
        return { receive: permission as any };
      },
      createChannel: async (c) => void calls.push(`createChannel:${c.id}`),
      removeAllListeners: async () => {
        for (const key of [...listeners.keys()]) if (!key.startsWith('local:')) listeners.delete(key);
      },
      addListener: (async (event: string, fn: Listener) => {
        listeners.set(event, [...(listeners.get(event) ?? []), fn]);
        return { remove: async () => {} };
      }) as any,
      register: async () => {
        calls.push('register');
        // The native side answers with the FCM token (or an error) after register().
        setTimeout(() => {
          const token = options.token ?? 'fcm-token-abc';
          if (token instanceof Error) for (const fn of listeners.get('registrationError') ?? []) fn({ error: token.message });
          else for (const fn of listeners.get('registration') ?? []) fn({ value: token });
        }, 5);
      },
    },
    local: {
      schedule: async (o) => {
        scheduled.push(...o.notifications);
        return { notifications: o.notifications.map((n) => ({ id: n.id })) };
      },
      checkPermissions: async () => ({ display: permission as any }),
      requestPermissions: async () => ({ display: (options.afterRequest ?? 'granted') as any }),
      createChannel: async () => {},
      removeAllListeners: async () => {
        for (const key of [...listeners.keys()]) if (key.startsWith('local:')) listeners.delete(key);
      },
      addListener: (async (event: string, fn: Listener) => {
        listeners.set(`local:${event}`, [...(listeners.get(`local:${event}`) ?? []), fn]);
        return { remove: async () => {} };
      }) as any,
    },
    api: {
      pushConfig: async () => ({ native_enabled: options.nativeEnabled ?? true }),
      registerDevice: async (body) => void registered.push(body),
    },
    navigate: (url) => void navigated.push(url),
  };
  const fire = (event: string, value: unknown) => {
    for (const fn of listeners.get(event) ?? []) fn(value);
  };
  return { deps, calls, scheduled, registered, navigated, fire };
}

describe('native push registration', () => {
  it('asks for permission, registers and sends the token with platform android (spec 1 register-device)', async () => {
    const p = fakePlugins({ permission: 'prompt' });
    expect(await registerNativePush(p.deps, 12)).toBe('registered');
    expect(p.calls).toEqual(['requestPermissions', 'createChannel:alerts', 'register']);
    expect(p.registered).toEqual([{ user_id: 12, platform: 'android', token: 'fcm-token-abc' }]);
  });

  it('does nothing off the native platform, without permission, or when the server has native push off', async () => {
    const web = fakePlugins();
    web.deps.isNative = () => false;
    expect(await registerNativePush(web.deps, 1)).toBe('not-native');
    const refused = fakePlugins({ permission: 'prompt', afterRequest: 'denied' });
    expect(await registerNativePush(refused.deps, 1)).toBe('denied');
    expect(refused.calls).not.toContain('register');
    const off = fakePlugins({ nativeEnabled: false });
    expect(await registerNativePush(off.deps, 1)).toBe('disabled');
    expect(off.registered).toEqual([]);
    const broken = fakePlugins({ token: new Error('SERVICE_NOT_AVAILABLE') });
    expect(await registerNativePush(broken.deps, 1)).toBe('failed');
  });

  it("shows a push that arrives in the foreground as a local notification, with 'New message' when it has no title", async () => {
    const p = fakePlugins();
    await registerNativePush(p.deps, 3);
    const withTitle: PushNotificationSchema = {
      id: '1',
      title: '7790 won Q12',
      body: 'Red 120 – Blue 90',
      data: { url: '/match?match=2026mihsi_qm12' },
    };
    p.fire('pushNotificationReceived', withTitle);
    p.fire('pushNotificationReceived', { id: '2', body: 'hello', data: {} });
    await vi.waitUntil(() => p.scheduled.length >= 2, { timeout: 20_000 });
    expect(p.scheduled.map((n) => [n.title, n.body, n.channelId, n.extra.url])).toEqual([
      ['7790 won Q12', 'Red 120 – Blue 90', 'alerts', '/match?match=2026mihsi_qm12'],
      ['New message', 'hello', 'alerts', '/'],
    ]);
    expect(new Set(p.scheduled.map((n) => n.id)).size).toBe(2);
  });

  it("opens the alert's page when a notification is tapped (a chat at its message), and only pages of this app", async () => {
    const p = fakePlugins();
    await registerNativePush(p.deps, 3);
    p.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data: { url: '/messages?chat=dm_3_8&message=41' } } });
    p.fire('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '2', data: { url: '/channels?channel=drive-team&message=7' } },
    });
    p.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '3', data: { url: 'https://evil.example' } } });
    p.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '4', data: { url: '//evil.example/x' } } });
    expect(p.navigated).toEqual(['/messages?chat=dm_3_8&message=41', '/channels?channel=drive-team&message=7', '/', '/']);
  });

  it('opens the chat when a push shown in the foreground is tapped, once however often registration ran', async () => {
    const p = fakePlugins();
    await registerNativePush(p.deps, 3);
    await registerNativePush(p.deps, 3);
    p.fire('pushNotificationReceived', { id: '1', title: 'ana', body: 'are you coming?', data: { url: '/messages?chat=dm_3_8&message=41' } });
    await vi.waitUntil(() => p.scheduled.length >= 1, { timeout: 20_000 });
    const shown = p.scheduled[0]!;
    p.fire('local:localNotificationActionPerformed', { actionId: 'tap', notification: shown });
    // The unread reminder carries no page: tapping it just brings the app up.
    p.fire('local:localNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: UNREAD_NOTIFICATION_ID, title: 'New messages', body: '' },
    });
    expect(p.navigated).toEqual(['/messages?chat=dm_3_8&message=41']);
  });
});

describe('unread local notification', () => {
  it("shows 'New messages' / 'You have unread messages' when unread messages grow in the background", async () => {
    const p = fakePlugins();
    expect(await notifyUnread(p.deps, { before: 2, after: 5, appActive: false })).toBe(true);
    expect(p.scheduled).toEqual([{ id: UNREAD_NOTIFICATION_ID, title: 'New messages', body: 'You have unread messages', channelId: 'alerts' }]);
  });

  it('stays quiet in the foreground, when nothing grew, off the native platform, or without permission', async () => {
    const p = fakePlugins();
    expect(await notifyUnread(p.deps, { before: 2, after: 5, appActive: true })).toBe(false);
    expect(await notifyUnread(p.deps, { before: 5, after: 5, appActive: false })).toBe(false);
    const denied = fakePlugins({ permission: 'denied' });
    expect(await notifyUnread(denied.deps, { before: 0, after: 1, appActive: false })).toBe(false);
    const web = fakePlugins();
    web.deps.isNative = () => false;
    expect(await notifyUnread(web.deps, { before: 0, after: 1, appActive: false })).toBe(false);
    expect([...p.scheduled, ...denied.scheduled, ...web.scheduled]).toEqual([]);
  });
});
