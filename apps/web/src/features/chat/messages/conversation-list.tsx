import type { Conversation } from '@team7790/shared/messages/contracts';
import { badgeText } from '@team7790/shared/notifications/unread';
import { clsx } from 'clsx';
import { Plus, SquarePen, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { appNow } from '../../../lib/app-clock.ts';
import { activityLabel, previewLine } from './conversation-rows.ts';

/** "now" turns into "1m" and so on while the list stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(appNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(appNow()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ConversationRow({ c, me, active, now, onSelect }: { c: Conversation; me: number; active: boolean; now: Date; onSelect(): void }) {
  const unread = c.unread > 0;
  const when = c.last_message ? activityLabel(c.last_message.timestamp, now) : null;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active ? 'page' : undefined}
        className={clsx('flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left', active ? 'bg-accent-soft' : 'hover:bg-surface-muted')}
      >
        {c.partner ? (
          // The person's own color, as beside their messages and in the members' list.
          <Avatar username={c.partner.username} color={c.partner.avatar_color} className="size-10 text-sm" />
        ) : (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
            <Users className="size-5" aria-hidden="true" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={clsx('min-w-0 flex-1 truncate text-sm text-fg', (active || unread) && 'font-semibold')}>{c.name}</span>
            {when && c.last_message && (
              <time
                dateTime={c.last_message.timestamp}
                className={clsx('shrink-0 text-xs', unread ? 'font-semibold text-accent-text' : 'text-fg-muted')}
              >
                <span aria-hidden="true">{when.short}</span>
                <span className="sr-only">, {when.spoken}</span>
              </time>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className={clsx('min-w-0 flex-1 truncate text-xs', unread ? 'text-fg' : 'text-fg-muted')}>
              <span className="sr-only">, </span>
              {previewLine(c, me)}
            </span>
            {unread && (
              <span className="shrink-0 rounded-full bg-accent-strong px-1.5 py-0.5 text-[11px] leading-none font-bold text-on-accent">
                {badgeText(c.unread)}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The Messages list: one row per conversation, and the ways to start one. */
export function ConversationList({
  entries,
  me,
  selected,
  loading,
  onSelect,
  onNewMessage,
  onCreateGroup,
  onBackgroundClick,
}: {
  entries: Conversation[];
  me: number;
  selected: string | null;
  loading: boolean;
  onSelect(key: string): void;
  onNewMessage(): void;
  onCreateGroup(): void;
  onBackgroundClick(): void;
}) {
  const now = useMinuteClock();
  const empty = !loading && entries.length === 0;
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
      {!empty && (
        <div className="px-3 pb-2">
          <button
            type="button"
            onClick={onNewMessage}
            className="flex h-9 w-full items-center gap-2 rounded-lg border border-line bg-canvas px-3 text-sm font-medium text-fg hover:bg-surface-muted"
          >
            <SquarePen className="size-4 text-accent-text" aria-hidden="true" /> New message
          </button>
        </div>
      )}
      {loading && <p className="px-4 py-2 text-sm text-fg-muted">Loading chats…</p>}
      {empty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 pb-12 text-center">
          <p className="text-sm font-semibold text-fg">No conversations yet</p>
          <p className="text-sm text-fg-muted">Message a teammate, or make a group.</p>
          <button
            type="button"
            onClick={onNewMessage}
            className="inline-flex h-9 items-center gap-2 rounded-lg bg-accent-strong px-4 text-sm font-semibold text-on-accent hover:bg-accent-strong-hover"
          >
            <SquarePen className="size-4" aria-hidden="true" /> New message
          </button>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-3" onClick={(e) => e.target === e.currentTarget && onBackgroundClick()}>
          {entries.map((c) => (
            <ConversationRow key={c.key} c={c} me={me} active={c.key === selected} now={now} onSelect={() => onSelect(c.key)} />
          ))}
        </ul>
      )}
    </nav>
  );
}
