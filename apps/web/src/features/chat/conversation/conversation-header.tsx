import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { MuteToggle } from './mute-toggle.tsx';

/**
 * The bar above an open chat, in channels and in messages alike: back to the list (on phones), the chat's name,
 * whatever the page adds (a channel's live dot, a group's edit and delete), and the chat's mute toggle.
 */
export function ConversationHeader({
  title,
  backLabel,
  onBack,
  chatKey,
  children,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  chatKey: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2.5 sm:px-4">
      <button type="button" onClick={onBack} className="-ml-1 rounded-md p-1 text-fg-muted hover:text-fg lg:hidden" aria-label={backLabel}>
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-fg">{title}</h1>
      {children}
      <MuteToggle chatKey={chatKey} />
    </header>
  );
}
