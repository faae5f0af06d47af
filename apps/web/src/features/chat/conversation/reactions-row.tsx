import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { REACTION_EMOJI, REACTION_KINDS, REACTION_LABELS, type ReactionKind } from '@team7790/shared/chat/reactions';
import { clsx } from 'clsx';

/** The counts under a message; one's own reactions are outlined and toggle off on click. */
export function ReactionsRow({ message, myId, onToggle }: { message: ChatMessage; myId: number; onToggle(kind: ReactionKind): void }) {
  if (message.reactions.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Reactions">
      {message.reactions.map((r) => {
        const mine = r.user_ids.includes(myId);
        return (
          <li key={r.kind}>
            <button
              type="button"
              onClick={() => onToggle(r.kind)}
              aria-pressed={mine}
              aria-label={`${REACTION_LABELS[r.kind]}: ${r.count}${mine ? ', including you' : ''}`}
              className={clsx(
                'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
                mine ? 'border-accent-strong bg-accent-soft text-accent-text' : 'border-line bg-surface text-fg-muted hover:bg-surface-muted',
              )}
            >
              <span aria-hidden="true">{REACTION_EMOJI[r.kind]}</span>
              {r.count}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The six kinds, as a row of buttons; Escape closes it. */
export function ReactionPicker({
  message,
  myId,
  onPick,
  onClose,
}: {
  message: ChatMessage;
  myId: number;
  onPick(kind: ReactionKind): void;
  onClose(): void;
}) {
  return (
    <div
      role="group"
      aria-label="Add reaction"
      className="flex w-max gap-0.5 rounded-full border border-line bg-surface p-1 shadow-lg"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      {REACTION_KINDS.map((kind) => {
        const mine = message.reactions.some((r) => r.kind === kind && r.user_ids.includes(myId));
        return (
          <button
            key={kind}
            type="button"
            onClick={() => onPick(kind)}
            aria-label={REACTION_LABELS[kind]}
            aria-pressed={mine}
            title={REACTION_LABELS[kind]}
            className={clsx('rounded-full px-1 py-1 text-base leading-none hover:bg-surface-muted', mine && 'bg-accent-soft')}
          >
            <span aria-hidden="true">{REACTION_EMOJI[kind]}</span>
          </button>
        );
      })}
    </div>
  );
}
