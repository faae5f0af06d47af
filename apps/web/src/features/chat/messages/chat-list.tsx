import { badgeText } from '@team7790/shared/notifications/unread';
import { clsx } from 'clsx';
import { Plus, Users } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { senderColor } from '../conversation/conversation-pane.tsx';
import type { ChatEntry } from './chat-entries.ts';

export function ChatList({
  entries,
  selected,
  unread,
  loading,
  onSelect,
  onCreateGroup,
  onBackgroundClick,
}: {
  entries: ChatEntry[];
  selected: string | null;
  unread: Record<string, number>;
  loading: boolean;
  onSelect(key: string): void;
  onCreateGroup(): void;
  onBackgroundClick(): void;
}) {
  return (
    <nav aria-label="Chats" className="flex min-h-0 flex-1 flex-col" onClick={(e) => e.target === e.currentTarget && onBackgroundClick()}>
      <div className="flex items-center justify-between px-3 pt-3 pb-2">
        <h2 className="text-xs font-bold tracking-wider text-fg-muted uppercase">Messages</h2>
        <button
          type="button"
          onClick={onCreateGroup}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-accent-text hover:bg-surface-muted"
        >
          <Plus className="size-4" aria-hidden="true" /> New group
        </button>
      </div>
      {loading && <p className="px-4 py-2 text-sm text-fg-muted">Loading chats…</p>}
      <ul className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-3" onClick={(e) => e.target === e.currentTarget && onBackgroundClick()}>
        {entries.map((entry) => {
          const count = unread[entry.key] ?? 0;
          const active = entry.key === selected;
          return (
            <li key={entry.key}>
              <button
                type="button"
                onClick={() => onSelect(entry.key)}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left',
                  active ? 'bg-accent-soft' : 'hover:bg-surface-muted',
                )}
              >
                {entry.type === 'group' ? (
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
                    <Users className="size-4" aria-hidden="true" />
                  </span>
                ) : (
                  <Avatar username={entry.name} color={senderColor(entry.partnerId ?? null)} className="size-8 text-xs" />
                )}
                <span className="min-w-0 flex-1">
                  <span className={clsx('block truncate text-sm', active || count > 0 ? 'font-semibold text-fg' : 'text-fg')}>{entry.name}</span>
                  <span className="block text-xs text-fg-muted">
                    {entry.type === 'group' ? `Group · ${entry.group?.members.length ?? 0} members` : 'Direct message'}
                  </span>
                </span>
                {count > 0 && (
                  <span className="rounded-full bg-accent-strong px-1.5 py-0.5 text-[11px] font-bold leading-none text-on-accent">
                    {badgeText(count)}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
