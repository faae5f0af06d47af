import { clsx } from 'clsx';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { continuesGroup } from '@team7790/shared/chat/message-grouping';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessageWindow } from './use-conversation.ts';

const NEAR_BOTTOM_PX = 120;

/**
 * A scrolling list, newest at the bottom. Scrolling near the top loads the page above, keeping the
 * view still; a new message scrolls into view when the reader was already at the bottom (or sent it).
 * A chat opened at an older message (use-conversation.ts) loads the page below as the reader nears the
 * bottom, and offers "Jump to latest" until its newest message is loaded.
 *
 * With unread messages (`unreadAtOpen`, the count when the chat was opened) it opens at the first of them, under a
 * "New messages" line that stays while the chat is open, and offers "Jump to first unread" while that line is above
 * the view or not loaded yet (older pages load until it is).
 */
export function MessageList({
  messages,
  myId,
  hasOlder,
  loadingOlder,
  loadOlder,
  empty,
  renderItem,
  unreadAtOpen = 0,
}: {
  messages: ChatMessage[];
  myId: number;
  /** Messages from others the member had not read when the chat opened. */
  unreadAtOpen?: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  empty: ReactNode;
  renderItem(message: ChatMessage, startsGroup: boolean): ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const bottomSentinel = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number; top: number; windowed?: boolean }>({ height: 0, top: 0 });
  const atBottom = useRef(true);
  const { hasNewer, loadingNewer, loadNewer, jumpToLatest } = useMessageWindow(messages[0]?.chat_key ?? null);

  // The first unread message: the `unreadAtOpen`-th from the end among others' messages as they were at the opening
  // (what arrives while the chat is open is read, and does not move the line).
  const [lastAtOpen] = useState(() => messages.at(-1)?.id);
  const firstUnreadId = firstUnread(messages, myId, unreadAtOpen, lastAtOpen);
  const unreadMissing = unreadAtOpen > 0 && firstUnreadId === null && hasOlder;
  const [seeking, setSeeking] = useState(false);
  const [unreadAbove, setUnreadAbove] = useState(false);
  const divider = useRef<HTMLLIElement>(null);
  const scrollToDivider = (el: HTMLDivElement) => {
    const line = divider.current;
    if (line) el.scrollTop += line.getBoundingClientRect().top - el.getBoundingClientRect().top - 8;
  };
  const checkUnreadAbove = (el: HTMLDivElement) => {
    const line = divider.current;
    setUnreadAbove(Boolean(line) && line!.getBoundingClientRect().top < el.getBoundingClientRect().top);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const firstId = messages[0]?.id;
    const last = messages.at(-1);
    const before = previous.current;
    if (before.firstId !== undefined && firstId !== undefined && firstId < before.firstId && last?.id === before.lastId) {
      // Older messages were added above: keep what the reader was looking at in place.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (before.lastId === undefined && last && firstUnreadId !== null) {
      // Opened with unread messages: at the first of them, under its line.
      scrollToDivider(el);
    } else if (
      // Pages loaded below an older message (or the page that reached the newest) leave the view where it is.
      !hasNewer &&
      !before.windowed &&
      last?.id !== before.lastId &&
      (atBottom.current || last?.sender_id === myId || before.lastId === undefined)
    ) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { firstId, lastId: last?.id, height: el.scrollHeight, top: el.scrollTop, windowed: hasNewer };
  }, [messages, myId, hasNewer, firstUnreadId]);

  // "Jump to first unread" with the line not loaded: older pages load until it is, then the view goes to it.
  useEffect(() => {
    const el = scroller.current;
    if (!seeking || !el) return;
    if (firstUnreadId !== null) {
      scrollToDivider(el);
      setSeeking(false);
      setUnreadAbove(false);
    } else if (!hasOlder) setSeeking(false);
    else if (!loadingOlder) loadOlder();
  }, [seeking, firstUnreadId, hasOlder, loadingOlder, loadOlder]);

  useEffect(() => {
    const el = scroller.current;
    const sentinel = topSentinel.current;
    if (!el || !sentinel || !hasOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingOlder) {
          previous.current = { ...previous.current, height: el.scrollHeight, top: el.scrollTop };
          loadOlder();
        }
      },
      { root: el, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  useEffect(() => {
    const el = scroller.current;
    const sentinel = bottomSentinel.current;
    if (!el || !sentinel || !hasNewer) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingNewer) loadNewer();
      },
      { root: el, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNewer, loadingNewer, loadNewer]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        // While "Jump to latest" floats over the bottom, the list ends below it, so its last line can be read.
        className={clsx('min-h-0 flex-1 overflow-y-auto pt-2', hasNewer ? 'pb-16' : 'pb-4')}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
          if (firstUnreadId !== null) checkUnreadAbove(el);
          previous.current = { ...previous.current, top: el.scrollTop, height: el.scrollHeight };
        }}
      >
        <div ref={topSentinel} aria-hidden="true" className="h-px" />
        {loadingOlder && (
          <div className="flex justify-center py-2">
            <Spinner label="Loading older messages" />
          </div>
        )}
        {messages.length === 0 ? (
          <div className="flex h-full items-center justify-center px-6 text-center text-sm text-fg-muted">{empty}</div>
        ) : (
          <ol aria-label="Messages" aria-live="polite" aria-relevant="additions">
            {messages.map((m, i) => (
              <Fragment key={m.id}>
                {m.id === firstUnreadId && (
                  <li
                    ref={divider}
                    data-unread-divider
                    className="my-2 flex items-center gap-3 px-4 text-xs font-bold tracking-wide text-danger uppercase"
                  >
                    <span aria-hidden="true" className="h-px flex-1 bg-danger" />
                    New messages
                    <span aria-hidden="true" className="h-px flex-1 bg-danger" />
                  </li>
                )}
                {renderItem(m, m.id === firstUnreadId || !continuesGroup(messages[i - 1], m))}
              </Fragment>
            ))}
          </ol>
        )}
        {loadingNewer && (
          <div className="flex justify-center py-2">
            <Spinner label="Loading newer messages" />
          </div>
        )}
        <div ref={bottomSentinel} aria-hidden="true" className="h-px" />
      </div>
      {(unreadMissing || unreadAbove) && (
        <button
          type="button"
          onClick={() => {
            const el = scroller.current;
            if (firstUnreadId !== null && el) {
              scrollToDivider(el);
              setUnreadAbove(false);
            } else setSeeking(true);
          }}
          className="absolute top-3 left-1/2 inline-flex h-9 -translate-x-1/2 items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 text-sm font-semibold text-fg shadow-lg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
        >
          <ArrowUp className="size-4" aria-hidden="true" /> Jump to first unread
        </button>
      )}
      {hasNewer && (
        <button
          type="button"
          onClick={jumpToLatest}
          className="absolute bottom-3 left-1/2 inline-flex h-9 -translate-x-1/2 items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 text-sm font-semibold text-fg shadow-lg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
        >
          <ArrowDown className="size-4" aria-hidden="true" /> Jump to latest
        </button>
      )}
    </div>
  );
}

/** The id of the first of `count` unread messages from others, up to the last message at the opening; null if not loaded. */
function firstUnread(messages: ChatMessage[], myId: number, count: number, lastAtOpen: number | undefined): number | null {
  if (count <= 0 || lastAtOpen === undefined) return null;
  let seen = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.id > lastAtOpen || m.sender_id === myId) continue;
    if (++seen === count) return m.id;
  }
  return null;
}
