import { useQuery } from '@tanstack/react-query';
import type { ChatUser } from '@team7790/shared/messages/contracts';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { chatUsersQuery } from '../api/chat-api.ts';
import { matchPeople } from './conversation-rows.ts';

/**
 * 'New message': a search for a person (an ARIA combobox). Typing narrows the members; arrows move, Enter or a tap
 * chooses, and the direct chat with that person opens.
 */
export function NewMessageDialog({ onClose, onChoose }: { onClose(): void; onChoose(person: ChatUser): void }) {
  const users = useQuery(chatUsersQuery());
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchPeople(users.data ?? [], typed), [users.data, typed]);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const current = matches.length > 0 ? Math.min(active, matches.length - 1) : -1;

  const move = (to: number) => {
    if (matches.length === 0) return;
    const next = (to + matches.length) % matches.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') move(current + 1);
    else if (e.key === 'ArrowUp') move(current - 1);
    else if (e.key === 'Enter' && current >= 0) onChoose(matches[current]!);
    else return;
    e.preventDefault();
  };

  return (
    <Dialog title="New message" size="sm" onClose={onClose}>
      <label htmlFor={`${listId}-input`} className="mb-1 block text-sm font-medium text-fg">
        To
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
        <input
          id={`${listId}-input`}
          data-autofocus
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Type a name"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-lg border border-line bg-canvas pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted focus:border-accent-strong focus:outline-none"
        />
      </div>
      {users.isPending ? (
        <p className="mt-3 text-sm text-fg-muted">Loading people…</p>
      ) : users.isError ? (
        <p className="mt-3 text-sm text-danger" role="alert">
          Could not load the members. Close this and try again.
        </p>
      ) : matches.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted" role="status">
          {typed.trim() ? `No member matches “${typed.trim()}”.` : 'There is no one else to message yet.'}
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label="Members" className={clsx('mt-3 max-h-72 overflow-y-auto', matches.length === 0 && 'hidden')}>
        {matches.map((person, i) => (
          <li
            key={person.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            // The input keeps the focus (and the phone its keyboard) while a name is tapped.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== current && setActive(i)}
            onClick={() => onChoose(person)}
            className={clsx(
              'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg',
              i === current && 'bg-accent-soft font-semibold',
            )}
          >
            <Avatar username={person.username} color={person.avatar_color} className="size-8 text-xs" />
            <span className="min-w-0 truncate">{person.username}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
