import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { pushSupport, sendTestPush, subscribe, syncSubscription, unsubscribe, type PushSupport } from './web-push.ts';

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const ERRORS: Record<string, string> = {
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  dismissed: 'Notifications were not allowed. Try again and choose Allow.',
};

/** This browser's Web Push state for the signed-in user, with the actions of the push control. */
export function useWebPush() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const support: PushSupport = pushSupport();
    if (support !== 'supported') {
      setState(support);
      return;
    }
    // A subscription this browser already has is (re)registered for the account signed in now.
    syncSubscription()
      .then((on) => live && setState(on ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<PushState>, done?: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setState(await action());
      if (done) setNotice(done);
    } catch (err) {
      const key = err instanceof Error ? err.message : '';
      // A refusal the server explains (a push service it does not send to, a device another account holds) is
      // shown as it says; a failure it could not explain gets the general message.
      const explained = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null;
      setError(ERRORS[key] ?? explained ?? 'Could not change notifications on this device. Please try again.');
      if (key === 'blocked') setState('denied');
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    error,
    notice,
    enable: () => run(async () => (await subscribe(), 'on'), 'Notifications are on for this device.'),
    disable: () => run(async () => (await unsubscribe(), 'off'), 'Notifications are off for this device.'),
    test: () => run(async () => (await sendTestPush(), 'on'), 'A test notification is on its way.'),
  };
}
