import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android app wraps the same web build (apps/web/dist). API calls go to the production hosts in
 * turn (apps/web/src/lib/native-api.ts); pushes arrive through Firebase
 * Cloud Messaging (android/app/google-services.json, not committed).
 */
const config: CapacitorConfig = {
  appId: 'org.baywatchrobotics.app',
  appName: 'Baywatch 7790',
  webDir: '../web/dist',
  android: {
    // Only https: the app talks to the production hosts.
    allowMixedContent: false,
  },
  plugins: {
    PushNotifications: {
      // Android shows pushes itself only in the background; in the foreground the app shows them as local notifications.
      presentationOptions: ['badge', 'sound', 'alert'],
    },
    LocalNotifications: {
      smallIcon: 'ic_stat_team7790',
      iconColor: '#ff6b00',
    },
  },
};

export default config;
