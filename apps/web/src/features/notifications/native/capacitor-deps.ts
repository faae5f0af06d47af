import { Capacitor } from '@capacitor/core';
import { LocalNotifications } from '@capacitor/local-notifications';
import { PushNotifications } from '@capacitor/push-notifications';
import { fetchPushConfig, registerDevice } from '../api/native-push-api.ts';
import type { NativePushDeps } from './native-push.ts';

/** The real plugins and API calls, for the app; tests pass their own. */
export function capacitorDeps(navigate: (url: string) => void): NativePushDeps {
  return {
    push: PushNotifications,
    local: LocalNotifications,
    isNative: () => Capacitor.isNativePlatform(),
    api: {
      pushConfig: fetchPushConfig,
      registerDevice,
    },
    navigate,
  };
}
