import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** While the device is offline: pages show what this device saved when it last viewed them. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-fg px-4 py-2 text-center text-sm font-medium text-surface"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      You are offline: showing pages and data saved on this device.
    </div>
  );
}
