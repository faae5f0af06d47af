import { useQueryClient } from '@tanstack/react-query';
import type { NotificationsAll } from '@team7790/shared/notifications/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isNativeApp } from '../../../lib/native-api.ts';

/**
 * In the Android app only: registers for push once signed in, and shows the unread reminder when
 * the unread total grows while the app is in the background. The plugins load only there.
 */
export function NativePushBridge() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = user?.id ?? 0;

  useEffect(() => {
    if (!isNativeApp() || userId <= 0) return;
    let stop = () => {};
    void (async () => {
      const [{ capacitorDeps }, { registerNativePush, notifyUnread }] = await Promise.all([
        import('./capacitor-deps.ts'),
        import('./native-push.ts'),
      ]);
      const deps = capacitorDeps((url) => void navigate(url));
      await registerNativePush(deps, userId).catch(() => 'failed');
      let before = -1;
      stop = queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] !== 'chat' || event.query.queryKey[1] !== 'notifications') return;
        const total = (event.query.state.data as NotificationsAll | undefined)?.totalUnread;
        if (typeof total !== 'number') return;
        if (before >= 0) void notifyUnread(deps, { before, after: total, appActive: document.visibilityState === 'visible' });
        before = total;
      });
    })();
    return () => stop();
  }, [userId, navigate, queryClient]);
  return null;
}
