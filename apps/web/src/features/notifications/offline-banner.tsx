import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';

/** While the device is offline: pages show what this device saved when it last viewed them. */
export function OfflineBanner() {
  const online = useOnline();
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
