import type { PushNotificationsPlugin, PushNotificationSchema } from '@capacitor/push-notifications';
import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';
import { displayTitle, UNREAD_LOCAL_NOTIFICATION } from '@team7790/shared/notifications/push-display';
import { sitePath } from '@team7790/shared/notifications/notification-links';
import type { PushConfig } from '@team7790/shared/notifications/push';

/** The Android notification channel alerts arrive on (Android 8+ needs one). */
export const ALERT_CHANNEL_ID = 'alerts';
/** Local notification ids: one for foreground pushes (replaced each time), one for the unread reminder. */
const FOREGROUND_ID_BASE = 1000;
export const UNREAD_NOTIFICATION_ID = 7790;

export interface NativePushDeps {
  push: Pick<
    PushNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'register' | 'addListener' | 'removeAllListeners' | 'createChannel'
  >;
  local: Pick<
    LocalNotificationsPlugin,
    'schedule' | 'checkPermissions' | 'requestPermissions' | 'createChannel' | 'addListener' | 'removeAllListeners'
  >;
  isNative: () => boolean;
  /** Our API (spec 1): GET push-config, POST register-device. */
  api: {
    pushConfig(userId: number): Promise<Pick<PushConfig, 'native_enabled'>>;
    registerDevice(body: { user_id: number; platform: 'android'; token: string }): Promise<unknown>;
  };
  /** Opens an app route when a notification is tapped. */
  navigate: (url: string) => void;
}

export type NativePushOutcome = 'registered' | 'not-native' | 'denied' | 'disabled' | 'failed';

/**
 * Registers the app for push (spec 1 section 5: only on the native platform and with permission
 * granted), sends its token to the server, shows pushes that arrive while the app is open as local
 * notifications (default title 'New message') and opens the alert's page when one is tapped.
 */
export async function registerNativePush(deps: NativePushDeps, userId: number): Promise<NativePushOutcome> {
  if (!deps.isNative()) return 'not-native';
  let permission = (await deps.push.checkPermissions()).receive;
  if (permission === 'prompt' || permission === 'prompt-with-rationale') permission = (await deps.push.requestPermissions()).receive;
  if (permission !== 'granted') return 'denied';
  const config = await deps.api.pushConfig(userId).catch(() => null);
  if (!config?.native_enabled) return 'disabled';

  await deps.push
    .createChannel({ id: ALERT_CHANNEL_ID, name: 'Alerts', description: 'Favorite teams and chat', importance: 4, visibility: 1 })
    .catch(() => undefined);
  await deps.local.createChannel({ id: ALERT_CHANNEL_ID, name: 'Alerts', importance: 4, visibility: 1 }).catch(() => undefined);
  await deps.push.removeAllListeners();
  await deps.local.removeAllListeners();

  const token = new Promise<string>((resolve, reject) => {
    void deps.push.addListener('registration', (t) => resolve(t.value));
    void deps.push.addListener('registrationError', (e) => reject(new Error(e.error)));
  });
  let foregroundCount = 0;
  await deps.push.addListener('pushNotificationReceived', (notification) => {
    void showForeground(deps, notification, FOREGROUND_ID_BASE + (foregroundCount++ % 50));
  });
  // A tap opens the alert's page: for a chat, that chat at its message (the push's url).
  await deps.push.addListener('pushNotificationActionPerformed', (action) => {
    deps.navigate(sitePath((action.notification.data as { url?: unknown } | undefined)?.url) ?? '/');
  });
  // The same for a push shown while the app was open (a local notification carrying the url).
  await deps.local.addListener('localNotificationActionPerformed', (action) => {
    const url = sitePath((action.notification.extra as { url?: unknown } | undefined)?.url);
    if (url) deps.navigate(url);
  });
  await deps.push.register();
  try {
    await deps.api.registerDevice({ user_id: userId, platform: 'android', token: await token });
    return 'registered';
  } catch {
    return 'failed';
  }
}

/** A push that arrives while the app is open is not shown by Android: show it ourselves. */
async function showForeground(deps: NativePushDeps, notification: PushNotificationSchema, id: number): Promise<void> {
  const data = (notification.data ?? {}) as { url?: string; tag?: string };
  await deps.local.schedule({
    notifications: [
      {
        id,
        title: displayTitle({ title: notification.title }),
        body: notification.body ?? '',
        channelId: ALERT_CHANNEL_ID,
        extra: { url: data.url ?? '/' },
      },
    ],
  });
}

/**
 * The unread reminder (spec 1 section 9): 'New messages' / 'You have unread messages', when the
 * unread total grew while the app was in the background. Answers whether it was shown.
 */
export async function notifyUnread(
  deps: Pick<NativePushDeps, 'local' | 'isNative'>,
  change: { before: number; after: number; appActive: boolean },
): Promise<boolean> {
  if (!deps.isNative() || change.appActive || change.after <= change.before) return false;
  let permission = (await deps.local.checkPermissions()).display;
  if (permission === 'prompt' || permission === 'prompt-with-rationale') permission = (await deps.local.requestPermissions()).display;
  if (permission !== 'granted') return false;
  await deps.local.schedule({
    notifications: [
      { id: UNREAD_NOTIFICATION_ID, title: UNREAD_LOCAL_NOTIFICATION.title, body: UNREAD_LOCAL_NOTIFICATION.body, channelId: ALERT_CHANNEL_ID },
    ],
  });
  return true;
}
