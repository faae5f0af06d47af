import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PickEntry, SelectionStatus } from '@team7790/shared/scouting/contracts';
import { PICK_NOTE_MAX } from '@team7790/shared/scouting/contracts';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Ban, GripVertical, ListPlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';

export interface PickListRowProps {
  entry: PickEntry;
  nickname: string;
  index: number;
  count: number;
  onMove(delta: -1 | 1): void;
  onStatus(status: SelectionStatus): void;
  onNote(note: string): void;
  onTier(tier: 'ranked' | 'do_not_pick' | null): void;
  busy: boolean;
}

const iconButton = 'rounded-md p-1.5 text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-40 disabled:hover:bg-transparent';

/** One team on the shared list: drag handle (ranked tier), status, note and moves. */
export function PickListRow({ entry, nickname, index, count, onMove, onStatus, onNote, onTier, busy }: PickListRowProps) {
  const ranked = entry.tier === 'ranked';
  const sortable = useSortable({ id: entry.team_number, disabled: !ranked || busy });
  const [note, setNote] = useState(entry.note);
  const [editing, setEditing] = useState(false);
  // Another member's edit shows at once, unless this note is being typed in.
  useEffect(() => {
    if (!editing) setNote(entry.note);
  }, [entry.note, editing]);
  const team = entry.team_number;
  const saveNote = () => {
    setEditing(false);
    if (note.trim() !== entry.note) onNote(note.trim());
  };

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      data-team={team}
      className={clsx(
        'flex flex-col gap-2 rounded-xl border border-line bg-surface p-2.5 sm:flex-row sm:items-center',
        sortable.isDragging && 'relative z-10 shadow-lg',
        entry.status !== 'available' && 'bg-surface-muted',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {ranked && (
          <button
            type="button"
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`Drag to reorder team ${team}`}
            className={clsx(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        )}
        <span className="w-6 shrink-0 text-right text-sm font-bold text-fg-muted tabular-nums">{index + 1}</span>
        <span className="min-w-0">
          <span className={clsx('block font-semibold text-fg', entry.status !== 'available' && 'line-through decoration-2')}>{team}</span>
          <span className="block truncate text-xs text-fg-muted">{nickname}</span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <select
          aria-label={`Status of team ${team}`}
          value={entry.status}
          disabled={busy}
          onChange={(e) => onStatus(e.target.value as SelectionStatus)}
          className={clsx(
            'h-8 rounded-lg border border-line bg-surface px-2 text-xs font-semibold',
            entry.status === 'picked' ? 'text-success' : entry.status === 'declined' ? 'text-danger' : 'text-fg',
          )}
        >
          <option value="available">Available</option>
          <option value="picked">Picked</option>
          <option value="declined">Declined</option>
        </select>
        <input
          type="text"
          aria-label={`Note for team ${team}`}
          placeholder="Note"
          value={note}
          maxLength={PICK_NOTE_MAX}
          onFocus={() => setEditing(true)}
          onChange={(e) => setNote(e.target.value)}
          onBlur={saveNote}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
          className="h-8 w-full min-w-0 rounded-lg border border-line bg-surface px-2 text-sm text-fg sm:w-48"
        />
        {ranked && (
          <>
            <button
              type="button"
              className={iconButton}
              disabled={busy || index === 0}
              onClick={() => onMove(-1)}
              aria-label={`Move team ${team} up`}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              disabled={busy || index === count - 1}
              onClick={() => onMove(1)}
              aria-label={`Move team ${team} down`}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
          </>
        )}
        <button
          type="button"
          className={iconButton}
          disabled={busy}
          onClick={() => onTier(ranked ? 'do_not_pick' : 'ranked')}
          aria-label={ranked ? `Move team ${team} to do not pick` : `Move team ${team} to the pick list`}
        >
          {ranked ? <Ban aria-hidden="true" className="size-4" /> : <ListPlus aria-hidden="true" className="size-4" />}
        </button>
        <button type="button" className={iconButton} disabled={busy} onClick={() => onTier(null)} aria-label={`Remove team ${team} from the list`}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
