import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatKindOf } from '@team7790/shared/chat/chat-keys';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { formatMessageStamp } from '@team7790/shared/chat/message-grouping';
import { messagePieces, type TextPiece } from '@team7790/shared/chat/message-text';
import { chatUrl } from '@team7790/shared/notifications/notification-links';
import { clsx } from 'clsx';
import { AtSign, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { appNow } from '../../../lib/app-clock.ts';
import { searchQuery } from '../api/chat-api.ts';
import { mentionsQuery } from '../api/mentions-api.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import { useKnownUsernames } from './use-known-users.ts';

export type SearchTab = 'search' | 'mentions';

const TABS: { id: SearchTab; label: string; title: string; Icon: typeof Search }[] = [
  { id: 'search', label: 'Search', title: 'Search messages', Icon: Search },
  { id: 'mentions', label: 'Mentions', title: 'Mentions', Icon: AtSign },
];

/** How a result names its chat: a channel with its #, a direct chat by the other person, a group by its name. */
const chatLabel = (message: ChatMessage, chatName: string) => (chatKindOf(message.chat_key) === 'channel' ? `# ${chatName}` : chatName);

/**
 * Search across every chat the user can read, and the messages that mention them. A result opens its chat
 * at that message (loaded around it, scrolled to it and marked), on /channels or /messages.
 */
export function SearchDialog({ onClose, initialTab = 'search' }: { onClose(): void; initialTab?: SearchTab }) {
  const [tab, setTab] = useState<SearchTab>(initialTab);
  const navigate = useNavigate();
  const ids = useId();
  const tabRefs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
  const open = (message: ChatMessage) => {
    onClose();
    void navigate(chatUrl(message.chat_key, message.id));
  };
  // Arrow keys move between the tabs (WAI-ARIA tabs, selection follows focus).
  const onTabKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const at = TABS.findIndex((t) => t.id === tab);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (at + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]!.id);
    tabRefs.current[TABS[next]!.id]?.focus();
  };
  const current = TABS.find((t) => t.id === tab)!;

  return (
    <Dialog title={current.title} size="lg" onClose={onClose}>
      <div role="tablist" aria-label="Find messages" onKeyDown={onTabKey} className="mb-3 flex gap-1 border-b border-line">
        {TABS.map(({ id, label, Icon }) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === id ? 0 : -1}
            // Opened on Mentions, the dialog starts on its tab (on Search, on the search field).
            data-autofocus={initialTab === 'mentions' && id === 'mentions' ? true : undefined}
            onClick={() => setTab(id)}
            className={clsx(
              '-mb-px inline-flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold',
              tab === id ? 'border-accent-strong text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            <Icon className="size-4" aria-hidden="true" /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'search' ? <SearchPanel onOpen={open} /> : <MentionsPanel onOpen={open} />}
      </div>
    </Dialog>
  );
}

function SearchPanel({ onOpen }: { onOpen(message: ChatMessage): void }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery(searchQuery(q));
  return (
    <>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
      >
        <label htmlFor="chat-search" className="sr-only">
          Search messages
        </label>
        <input
          id="chat-search"
          type="search"
          data-autofocus
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search messages"
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 text-sm text-fg focus:border-accent-strong focus:outline-none"
        />
        <button type="submit" className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-accent-strong px-3 text-sm font-semibold text-on-accent">
          <Search className="size-4" aria-hidden="true" /> Search
        </button>
      </form>
      <div className="mt-3" aria-live="polite">
        {results.isFetching && <p className="text-sm text-fg-muted">Searching…</p>}
        {results.isError && <p className="text-sm text-danger">Search failed. Try again.</p>}
        {results.data?.length === 0 && <p className="text-sm text-fg-muted">No messages found.</p>}
        <ul className="space-y-1.5">
          {results.data?.map((r) => (
            <li key={r.message.id}>
              <ResultButton message={r.message} chatName={r.chat_name} onOpen={onOpen}>
                <Snippet text={r.snippet} />
              </ResultButton>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function MentionsPanel({ onOpen }: { onOpen(message: ChatMessage): void }) {
  const { me } = useChatLive();
  const known = useKnownUsernames(me.username);
  const mentions = useInfiniteQuery(mentionsQuery());
  const list = mentions.data?.pages.flat() ?? [];
  return (
    <div aria-live="polite" aria-busy={mentions.isPending}>
      {mentions.isPending && <p className="text-sm text-fg-muted">Loading mentions…</p>}
      {mentions.isError && <p className="text-sm text-danger">Mentions could not be loaded.</p>}
      {mentions.isSuccess && list.length === 0 && (
        <p className="text-sm text-fg-muted">
          No mentions yet. When someone writes <span className="font-semibold text-fg">@{me.username}</span> in a chat you can read, the message shows
          up here.
        </p>
      )}
      {list.length > 0 && (
        <ul className="space-y-1.5" aria-label="Messages that mention you">
          {list.map((m) => (
            <li key={m.message.id}>
              <ResultButton message={m.message} chatName={m.chat_name} onOpen={onOpen}>
                <MentionText content={m.message.content} everyone={m.message.mentions_everyone} known={known} myUsername={me.username} />
              </ResultButton>
            </li>
          ))}
        </ul>
      )}
      {mentions.hasNextPage && (
        <button
          type="button"
          onClick={() => void mentions.fetchNextPage()}
          disabled={mentions.isFetchingNextPage}
          className="mt-3 h-9 rounded-lg border border-line px-3 text-sm font-semibold text-fg hover:bg-surface-muted disabled:opacity-60"
        >
          {mentions.isFetchingNextPage ? 'Loading…' : 'Show older mentions'}
        </button>
      )}
    </div>
  );
}

/** One found message: who wrote it, where and when, then its text; opens the message in its chat. */
function ResultButton({
  message,
  chatName,
  onOpen,
  children,
}: {
  message: ChatMessage;
  chatName: string;
  onOpen(message: ChatMessage): void;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={() => onOpen(message)} className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-surface-muted">
      <span className="flex flex-wrap items-baseline gap-x-1 text-xs text-fg-muted">
        <span className="font-semibold text-fg">{message.sender_username}</span>
        <span>in {chatLabel(message, chatName)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={message.timestamp} title={new Date(message.timestamp).toLocaleString()}>
          {formatMessageStamp(message.timestamp, appNow())}
        </time>
      </span>
      {children}
    </button>
  );
}

/**
 * A mentioning message's text, a few lines at most, its @mentions marked as in the chat (the reader's own
 * strongest; an @everyone that notified everyone is the reader's own, since it is listed here). Links stay text: the
 * whole row is the button that opens the message.
 */
function MentionText({ content, everyone, known, myUsername }: { content: string; everyone: boolean; known: Set<string>; myUsername: string }) {
  const mine = (piece: TextPiece) =>
    piece.kind === 'everyone' || (piece.kind === 'mention' && piece.username.toLowerCase() === myUsername.toLowerCase());
  return (
    <span className="mt-0.5 line-clamp-3 text-sm break-words whitespace-pre-wrap text-fg">
      {messagePieces(content, (name) => known.has(name), everyone).map((piece, i) =>
        piece.kind === 'mention' || piece.kind === 'everyone' ? (
          <mark
            key={i}
            className={clsx('rounded px-0.5 font-semibold', mine(piece) ? 'bg-accent-strong text-on-accent' : 'bg-accent-soft text-accent-text')}
          >
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </span>
  );
}

/** A search snippet, the words that matched (between « and », as the server marks them) highlighted. */
function Snippet({ text }: { text: string }) {
  return (
    <span className="mt-0.5 block text-sm break-words text-fg">
      {text.split(/«([^»]*)»/).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded bg-accent-soft px-0.5 font-semibold text-accent-text">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </span>
  );
}
