import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@team7790/shared/chat/limits';
import { everyoneMention } from '@team7790/shared/chat/message-text';
import { replyPreview } from '@team7790/shared/chat/reply-marker';
import { SendHorizontal, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { insertMention, mentionAtCaret, mentionChoices, type MentionChoice } from './mention-autocomplete.ts';
import { MentionList, mentionOptionId } from './mention-list.tsx';
import type { MentionMember } from './use-mention-members.ts';

export interface ComposerProps {
  chatName: string;
  disabled?: boolean;
  busy?: boolean;
  replyTo: { sender: string; content: string } | null;
  onCancelReply(): void;
  editing: { content: string } | null;
  onCancelEdit(): void;
  /** Resolves true when the text was accepted (the composer then clears). */
  onSubmit(text: string): Promise<boolean>;
  /** Sending is held back (posting too fast): Send is off and `notice` says why; the text stays. */
  paused?: boolean;
  notice?: string | null;
  /** Whom an `@` offers to mention: the people who can read this chat. */
  mentionMembers?: MentionMember[];
  /**
   * What `@everyone` and `@channel` do here ("Notify everyone in this channel"): offered after `@` when the writer may
   * notify everyone (an administrator). Null for anyone else, who is told before sending that the words notify nobody.
   */
  everyoneDescription?: string | null;
}

const MAX_HEIGHT_PX = 160;
const MENTION_LIST_ID = 'chat-mention-list';

const EVERYONE_NOT_ALLOWED = 'Only administrators can notify everyone';

/** The screen reader's words for the open list: "3 members, @everyone and @channel". */
function choicesText(choices: MentionChoice<MentionMember>[]): string {
  const members = choices.filter((c) => c.kind === 'member').length;
  const parts = [
    ...(members > 0 ? [`${members} ${members === 1 ? 'member' : 'members'}`] : []),
    ...choices.flatMap((c) => (c.kind === 'everyone' ? [`@${c.word}`] : [])),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * Enter sends, Shift+Enter adds a line; the box grows with its text; Send is off while empty or too long.
 * An `@` at the start of a word lists the chat's members (and, for administrators, @everyone and @channel): arrows
 * move, Enter or Tab inserts, Escape closes.
 */
export function Composer({
  chatName,
  disabled,
  busy,
  replyTo,
  onCancelReply,
  editing,
  onCancelEdit,
  onSubmit,
  paused,
  notice,
  mentionMembers = [],
  everyoneDescription = null,
}: ComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // The caret while the box has focus; null when it has not (the list closes).
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  // Where the mention closed with Escape starts: that one stays closed.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const caretAfterInsert = useRef<number | null>(null);

  useEffect(() => {
    if (editing) {
      setText(editing.content);
      box.current?.focus();
    }
  }, [editing]);
  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
    if (caretAfterInsert.current !== null) {
      el.setSelectionRange(caretAfterInsert.current, caretAfterInsert.current);
      caretAfterInsert.current = null;
    }
  }, [text]);

  const mention = caret === null ? null : mentionAtCaret(text, caret);
  const matches = mention ? mentionChoices(mentionMembers, mention.query, everyoneDescription !== null) : [];
  const listOpen = !disabled && mention !== null && mention.start !== closedAt && matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);

  const followCaret = (el: HTMLTextAreaElement) => {
    setCaret(el.selectionStart === el.selectionEnd ? el.selectionStart : null);
  };

  const chooseMention = (choice: MentionChoice<MentionMember>) => {
    if (!mention) return;
    const next = insertMention(text, mention, choice.kind === 'member' ? choice.member.username : choice.word);
    caretAfterInsert.current = next.caret;
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
    box.current?.focus();
  };

  /** The list's keys; true when the key was the list's. */
  const mentionKey = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!listOpen || e.nativeEvent.isComposing) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey) {
      chooseMention(matches[activeIndex]!);
    } else if (e.key === 'Escape') {
      setClosedAt(mention.start);
    } else {
      return false;
    }
    e.preventDefault();
    return true;
  };

  const length = Array.from(text.trim()).length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = !disabled && !busy && !paused && length > 0 && !tooLong;
  // Said before sending: what @everyone will do, or that it notifies nobody (the server decides either way).
  const everyoneWord = everyoneMention(text);
  const everyoneHint =
    everyoneWord && (everyoneDescription === null ? `${EVERYONE_NOT_ALLOWED}: @${everyoneWord} will be sent as plain text.` : null);
  const describedBy =
    [tooLong && 'chat-composer-error', notice && 'chat-composer-notice', everyoneHint && 'chat-composer-everyone'].filter(Boolean).join(' ') ||
    undefined;

  const submit = async () => {
    if (!canSend) return;
    if (await onSubmit(text)) setText('');
  };

  return (
    <div className="border-t border-line bg-surface px-3 pt-2 pb-3 sm:px-4">
      {replyTo && !editing && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-1.5 text-xs text-fg-muted">
          <p className="min-w-0 flex-1 truncate">{replyPreview(replyTo.sender, replyTo.content)}</p>
          <button type="button" onClick={onCancelReply} className="rounded p-0.5 hover:text-fg" aria-label="Cancel reply">
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {editing && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-accent-soft px-3 py-1.5 text-xs text-accent-text">
          <p className="flex-1 font-medium">Editing message</p>
          <button
            type="button"
            onClick={() => {
              setText('');
              onCancelEdit();
            }}
            className="rounded p-0.5 hover:opacity-80"
            aria-label="Cancel editing"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <form
        className="relative flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="sr-only" htmlFor="chat-composer">
          Message {chatName}
        </label>
        <textarea
          id="chat-composer"
          ref={box}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={`Message ${chatName}`}
          onChange={(e) => {
            setText(e.target.value);
            followCaret(e.target);
            setActive(0);
            if (!mentionAtCaret(e.target.value, e.target.selectionStart)) setClosedAt(null);
          }}
          onSelect={(e) => followCaret(e.currentTarget)}
          onFocus={(e) => followCaret(e.currentTarget)}
          onBlur={() => setCaret(null)}
          aria-autocomplete="list"
          aria-controls={listOpen ? MENTION_LIST_ID : undefined}
          aria-activedescendant={listOpen ? mentionOptionId(matches[activeIndex]!) : undefined}
          onKeyDown={(e) => {
            if (mentionKey(e)) return;
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
            if (e.key === 'Escape' && editing) {
              setText('');
              onCancelEdit();
            }
          }}
          aria-invalid={tooLong}
          aria-describedby={describedBy}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-xl border border-line bg-canvas px-3.5 py-2.5 text-sm text-fg placeholder:text-fg-muted focus:border-accent-strong focus:outline-none"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-accent-strong px-3.5 text-sm font-semibold text-on-accent hover:bg-accent-strong-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{editing ? 'Save' : 'Send'}</span>
          <span className="sr-only sm:hidden">{editing ? 'Save' : 'Send'}</span>
        </button>
        {listOpen && (
          <MentionList
            id={MENTION_LIST_ID}
            choices={matches}
            active={activeIndex}
            everyoneDescription={everyoneDescription ?? ''}
            onChoose={chooseMention}
            onActivate={setActive}
          />
        )}
      </form>
      <p className="sr-only" role="status">
        {listOpen ? `${choicesText(matches)} to mention: up and down arrows choose, Enter inserts.` : ''}
      </p>
      <p id="chat-composer-everyone" role="status" className={clsx('text-xs text-fg-muted', everyoneHint && 'mt-1.5')}>
        {everyoneHint}
      </p>
      {tooLong && (
        <p id="chat-composer-error" role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {MESSAGE_TOO_LONG} ({length})
        </p>
      )}
      {notice && (
        <p id="chat-composer-notice" role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {notice}
        </p>
      )}
    </div>
  );
}
