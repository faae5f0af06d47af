import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GENERAL_CHANNEL_ID } from '@team7790/shared/chat/chat-keys';
import type { Channel } from '@team7790/shared/chat/contracts';
import { badgeText } from '@team7790/shared/notifications/unread';
import { clsx } from 'clsx';
import { GripVertical, Lock, Pencil, Plus, Trash2 } from 'lucide-react';

export interface ChannelListProps {
  channels: Channel[];
  selected: string;
  isAdmin: boolean;
  unread: Record<string, number>;
  mentions: Record<string, number>;
  onSelect(id: string): void;
  onCreate(): void;
  onEdit(channel: Channel): void;
  onDelete(channel: Channel): void;
  /** The new order, positions renumbered from 1. */
  onReorder(ordered: Channel[]): void;
  searchSlot?: React.ReactNode;
}

function ChannelRow({ channel, props }: { channel: Channel; props: ChannelListProps }) {
  const sortable = useSortable({ id: channel.id, disabled: !props.isAdmin });
  const count = props.unread[channel.id] ?? 0;
  const active = channel.id === props.selected;
  const fixed = channel.id === GENERAL_CHANNEL_ID;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={clsx(
        'group flex items-center rounded-lg',
        active ? 'bg-accent-soft' : 'hover:bg-surface-muted',
        sortable.isDragging && 'z-10 shadow-lg',
      )}
    >
      {props.isAdmin && (
        <button
          type="button"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Reorder ${channel.name}`}
          className="cursor-grab touch-none rounded p-1 text-fg-muted opacity-60 hover:opacity-100 active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        onClick={() => props.onSelect(channel.id)}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'flex min-w-0 flex-1 items-center gap-1.5 py-2 text-left text-sm',
          props.isAdmin ? 'pl-0.5' : 'pl-3',
          active ? 'font-semibold text-accent-text' : 'text-fg',
        )}
      >
        <span className="truncate"># {channel.name}</span>
        {channel.is_private === 1 && <Lock className="size-3.5 shrink-0 text-fg-muted" aria-label="Private" />}
        {count > 0 && (
          <span className="ml-auto rounded-full bg-accent-strong px-1.5 py-0.5 text-[11px] font-bold leading-none text-on-accent">
            {(props.mentions[channel.id] ?? 0) > 0 && '@ '}
            {badgeText(count)}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </button>
      {props.isAdmin && !fixed && (
        <span className="flex shrink-0 pr-1 lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
          <button
            type="button"
            onClick={() => props.onEdit(channel)}
            aria-label={`Edit ${channel.name}`}
            className="rounded p-1 text-fg-muted hover:text-fg"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => props.onDelete(channel)}
            aria-label={`Delete ${channel.name}`}
            className="rounded p-1 text-fg-muted hover:text-danger"
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      )}
    </li>
  );
}

/** The channel list; administrators drag rows (or use the keyboard on the handle) to reorder. */
export function ChannelList(props: ChannelListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = props.channels.findIndex((c) => c.id === active.id);
    const to = props.channels.findIndex((c) => c.id === over.id);
    props.onReorder(arrayMove(props.channels, from, to).map((c, i) => ({ ...c, position: i + 1 })));
  };
  return (
    <nav aria-label="Channels" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between px-3 pt-3 pb-2">
        <h2 className="text-xs font-bold tracking-wider text-fg-muted uppercase">Channels</h2>
        {props.isAdmin && (
          <button
            type="button"
            onClick={props.onCreate}
            aria-label="Create channel"
            className="rounded-md p-1 text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {props.searchSlot}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={props.channels.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <ul className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-3">
            {props.channels.map((c) => (
              <ChannelRow key={c.id} channel={c} props={props} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </nav>
  );
}
