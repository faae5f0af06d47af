import { appNow } from '../../../lib/app-clock.ts';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { formatMessageStamp } from '@team7790/shared/chat/message-grouping';
import type { ReactionKind } from '@team7790/shared/chat/reactions';
import { replyPreview } from '@team7790/shared/chat/reply-marker';
import { clsx } from 'clsx';
import { Check, CheckCheck, Copy, Info, Pencil, Reply, SmilePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { MessageText } from './message-text.tsx';
import { ReactionPicker, ReactionsRow } from './reactions-row.tsx';

export const COPIED_MS = 1200;

export interface MessageItemProps {
  message: ChatMessage;
  /** First of a run of one sender: shows the avatar and name. */
  startsGroup: boolean;
  mine: boolean;
  myId: number;
  myUsername: string;
  canDelete: boolean;
  knownUsernames: Set<string>;
  avatarColor: string;
  onReply(): void;
  onReact(kind: ReactionKind): void;
  onInfo(): void;
  onDelete(skipConfirm: boolean): void;
  onEdit(): void;
  onOpenThread(): void;
}

/** Arrow keys, Home and End move along a toolbar's buttons (one tab stop for the whole bar). */
function moveAlongToolbar(e: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...e.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  buttons[(to + buttons.length) % buttons.length]!.focus();
}

const actionClass = 'rounded-md p-1.5 text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:bg-surface-muted';

/**
 * One message: bubble, reply quote, reactions, Sent/Read tick on one's own, and its actions.
 *
 * The actions sit beside the bubble (right of another's, left of one's own), level with its top, in room the row
 * keeps free for them, so they cover neither the name and time above the bubble nor the tick of the message above;
 * the reaction picker opens under them. They show while the pointer is over the message, while a keyboard has
 * focus in them, and after a tap on the bubble (phones: in a row under the bubble); an action done with the
 * pointer leaves nothing behind once the pointer goes.
 */
export function MessageItem(props: MessageItemProps) {
  const { message, mine, startsGroup } = props;
  const [picking, setPicking] = useState(false);
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState(false);
  const reactButton = useRef<HTMLButtonElement>(null);
  const read = message.read_by_any || message.readers.length > 0;
  const shown = open || picking;

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = () => {
    void navigator.clipboard?.writeText(message.content).then(
      () => setCopied(true),
      () => setCopied(true),
    );
  };

  /** An action that leaves the message: the tapped-open bar closes with it. */
  const done = (action: () => void) => () => {
    setOpen(false);
    setPicking(false);
    action();
  };

  const closePicker = () => {
    setPicking(false);
    // Back on the button that opened it; after a click this shows no focus ring, so the bar still goes with the pointer.
    reactButton.current?.focus();
  };

  return (
    <li
      className={clsx(
        // data-revealed: the message a notification opened (use-reveal-message.ts).
        'group relative flex gap-2.5 px-3 transition-colors duration-700 data-[revealed=true]:bg-accent-soft sm:px-4',
        startsGroup ? 'mt-3' : 'mt-0.5',
        mine && 'flex-row-reverse',
      )}
      data-message-id={message.id}
      onMouseLeave={() => {
        setPicking(false);
        setOpen(false);
      }}
    >
      <div className="w-8 shrink-0">
        {startsGroup && !mine && <Avatar username={message.sender_username} color={props.avatarColor} className="size-8 text-xs" />}
      </div>
      {/* From sm up the row keeps 12.5rem beside the bubble for the actions and the picker (--spacing: 0.25rem). */}
      <div className={clsx('flex min-w-0 flex-col sm:max-w-[calc(100%-15rem)]', mine ? 'items-end' : 'items-start')}>
        {startsGroup && (
          <p className={clsx('mb-0.5 flex items-baseline gap-2 text-xs', mine && 'flex-row-reverse')}>
            {!mine && <span className="font-semibold text-fg">{message.sender_username}</span>}
            <time dateTime={message.timestamp} className="text-fg-muted" title={new Date(message.timestamp).toLocaleString()}>
              {formatMessageStamp(message.timestamp, appNow())}
            </time>
          </p>
        )}
        <div className={clsx('relative flex max-w-full flex-col', mine ? 'items-end' : 'items-start')}>
          <div
            className={clsx(
              'relative max-w-[80vw] rounded-2xl px-3.5 py-2 text-sm shadow-sm lg:max-w-[50vw]',
              mine ? 'rounded-tr-md bg-accent-strong text-on-accent' : 'rounded-tl-md border border-line bg-surface text-fg',
            )}
            onClick={() => setOpen((v) => !v)}
          >
            {message.reply_to && (
              <button
                type="button"
                onClick={(e) => {
                  e.stopPropagation();
                  props.onOpenThread();
                }}
                className={clsx(
                  'mb-1.5 block w-full truncate rounded-lg border-l-4 px-2 py-1 text-left text-xs',
                  mine ? 'border-white/60 bg-white/15' : 'border-accent bg-surface-muted text-fg-muted',
                )}
              >
                {replyPreview(message.reply_to.sender_username, message.reply_to.content)}
              </button>
            )}
            <MessageText
              content={message.content}
              knownUsernames={props.knownUsernames}
              myUsername={props.myUsername}
              mentionsEveryone={message.mentions_everyone}
              mentionsMe={message.mentions.includes(props.myId)}
            />
            {message.edited_at && <span className={clsx('text-[11px]', mine ? 'text-on-accent/80' : 'text-fg-muted')}> (edited)</span>}
          </div>
          <div
            role="toolbar"
            aria-label="Message actions"
            onKeyDown={moveAlongToolbar}
            // Focus may have just brought it out (a phone's row under the bubble): keep it in view, clear of the composer.
            onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest' })}
            className={clsx(
              'z-10 flex w-max items-center gap-0.5 rounded-lg border border-line bg-surface p-0.5 shadow-md',
              'sm:absolute sm:top-0',
              mine ? 'sm:right-full sm:mr-1.5' : 'sm:left-full sm:ml-1.5',
              // Phones: a row under the bubble once tapped, else only for a keyboard (out of sight until focused).
              'max-sm:mt-1',
              !shown && 'max-sm:not-has-focus-visible:sr-only',
              // Larger screens: always laid out (so a keyboard can reach it), seen with the pointer or keyboard focus in the
              // message; unseen, a tap beside the bubble (a tablet has no hover) goes through it.
              !shown &&
                'sm:pointer-events-none sm:opacity-0 sm:group-hover:pointer-events-auto sm:group-hover:opacity-100 sm:group-has-focus-visible:pointer-events-auto sm:group-has-focus-visible:opacity-100',
            )}
          >
            <button type="button" className={actionClass} aria-label="Reply" title="Reply" onClick={done(props.onReply)}>
              <Reply className="size-4" aria-hidden="true" />
            </button>
            <button
              ref={reactButton}
              type="button"
              className={actionClass}
              tabIndex={-1}
              aria-label="Add reaction"
              title="Add reaction"
              aria-expanded={picking}
              onClick={() => setPicking((v) => !v)}
            >
              <SmilePlus className="size-4" aria-hidden="true" />
            </button>
            <button type="button" className={actionClass} tabIndex={-1} aria-label={copied ? 'Copied!' : 'Copy'} title="Copy" onClick={copy}>
              {copied ? <span className="px-0.5 text-xs font-semibold text-success">Copied!</span> : <Copy className="size-4" aria-hidden="true" />}
            </button>
            <button type="button" className={actionClass} tabIndex={-1} aria-label="Message info" title="Message info" onClick={done(props.onInfo)}>
              <Info className="size-4" aria-hidden="true" />
            </button>
            {mine && (
              <button type="button" className={actionClass} tabIndex={-1} aria-label="Edit" title="Edit" onClick={done(props.onEdit)}>
                <Pencil className="size-4" aria-hidden="true" />
              </button>
            )}
            {props.canDelete && (
              <button
                type="button"
                className={clsx(actionClass, 'hover:text-danger')}
                tabIndex={-1}
                aria-label="Delete"
                title="Delete (Shift skips the question)"
                onClick={(e) => done(() => props.onDelete(e.shiftKey))()}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
          {picking && (
            <div
              className={clsx('z-20 max-sm:mt-1 sm:absolute sm:top-[2.125rem] sm:pt-1', mine ? 'sm:right-full sm:mr-1.5' : 'sm:left-full sm:ml-1.5')}
            >
              <ReactionPicker
                message={message}
                myId={props.myId}
                onPick={(kind) => {
                  props.onReact(kind);
                  setOpen(false);
                  closePicker();
                }}
                onClose={closePicker}
              />
            </div>
          )}
        </div>
        <ReactionsRow message={message} myId={props.myId} onToggle={props.onReact} />
        {mine && (
          <p className="mt-0.5 flex items-center gap-1 text-[11px] text-fg-muted" aria-label={read ? 'Read' : 'Sent'}>
            {read ? <CheckCheck className="size-3.5 text-accent-text" aria-hidden="true" /> : <Check className="size-3.5" aria-hidden="true" />}
            {read ? 'Read' : 'Sent'}
          </p>
        )}
      </div>
    </li>
  );
}
