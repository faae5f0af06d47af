import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { searchQuery } from '../api/chat-api.ts';

/** Search across every chat the user can read; a result opens its thread. */
export function SearchDialog({ onClose, onOpen }: { onClose(): void; onOpen(messageId: number): void }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery(searchQuery(q));
  return (
    <Dialog title="Search messages" size="lg" onClose={onClose}>
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
          data-autofocus
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search messages"
          className="h-10 flex-1 rounded-lg border border-line bg-canvas px-3 text-sm text-fg focus:border-accent-strong focus:outline-none"
        />
        <button type="submit" className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-accent-strong px-3 text-sm font-semibold text-on-accent">
          <Search className="size-4" aria-hidden="true" /> Search
        </button>
      </form>
      <div className="mt-3" aria-live="polite">
        {results.isFetching && <p className="text-sm text-fg-muted">Searching…</p>}
        {results.data?.length === 0 && <p className="text-sm text-fg-muted">No messages found.</p>}
        <ul className="space-y-1.5">
          {results.data?.map((r) => (
            <li key={r.message.id}>
              <button
                type="button"
                onClick={() => onOpen(r.message.id)}
                className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-surface-muted"
              >
                <p className="text-xs text-fg-muted">
                  <span className="font-semibold text-fg">{r.message.sender_username}</span> in {r.chat_name} ·{' '}
                  {new Date(r.message.timestamp).toLocaleDateString()}
                </p>
                <p className="mt-0.5 text-sm text-fg">{r.snippet}</p>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
