import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@team7790/shared/chat/limits';
import { replyPreview } from '@team7790/shared/chat/reply-marker';
import { SendHorizontal, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

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
}

const MAX_HEIGHT_PX = 160;

/** Enter sends, Shift+Enter adds a line; the box grows with its text; Send is off while empty or too long. */
export function Composer({ chatName, disabled, busy, replyTo, onCancelReply, editing, onCancelEdit, onSubmit, paused, notice }: ComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

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
  }, [text]);

  const length = Array.from(text.trim()).length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = !disabled && !busy && !paused && length > 0 && !tooLong;
  const describedBy = [tooLong && 'chat-composer-error', notice && 'chat-composer-notice'].filter(Boolean).join(' ') || undefined;

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
        className="flex items-end gap-2"
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
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
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
      </form>
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
