import { Bell, BellOff } from 'lucide-react';
import { useSetMuted } from '../api/chat-api.ts';
import { useChatLive } from '../live/chat-live-context.ts';

/** 'Notifications on' / 'Notifications off': flips only when the server accepted it; failures are silent. */
export function MuteToggle({ chatKey }: { chatKey: string }) {
  const live = useChatLive();
  const muted = live.notifications?.muted.includes(chatKey) ?? false;
  const setMuted = useSetMuted();
  return (
    <button
      type="button"
      disabled={setMuted.isPending}
      aria-pressed={!muted}
      onClick={async () => {
        try {
          const res = await setMuted.mutateAsync({ key: chatKey, muted: !muted });
          live.setMutedLocally(chatKey, res.muted);
        } catch {
          // Spec 3 section 8: mute failures are silent.
        }
      }}
      className="inline-flex items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-xs font-medium text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-60"
    >
      {muted ? <BellOff className="size-3.5" aria-hidden="true" /> : <Bell className="size-3.5" aria-hidden="true" />}
      {muted ? 'Notifications off' : 'Notifications on'}
    </button>
  );
}
