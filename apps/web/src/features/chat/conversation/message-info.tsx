import type { ChatMessage } from '@team7790/shared/chat/contracts';

const full = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Message info: From, ID, Sent, Read by with times (or 'No reads yet'), Chat. */
export function MessageInfo({ message, chatName }: { message: ChatMessage; chatName: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="font-medium text-fg-muted">From</dt>
      <dd className="text-fg">{message.sender_username}</dd>
      <dt className="font-medium text-fg-muted">ID</dt>
      <dd className="font-mono text-fg">{message.id}</dd>
      <dt className="font-medium text-fg-muted">Sent</dt>
      <dd className="text-fg">{full(message.timestamp)}</dd>
      {message.edited_at && (
        <>
          <dt className="font-medium text-fg-muted">Edited</dt>
          <dd className="text-fg">{full(message.edited_at)}</dd>
        </>
      )}
      <dt className="font-medium text-fg-muted">Read by</dt>
      <dd className="text-fg">
        {message.readers.length === 0 ? (
          'No reads yet'
        ) : (
          <ul className="max-h-40 space-y-1 overflow-y-auto pr-1" aria-label="Read by">
            {message.readers.map((r) => (
              <li key={r.user_id} className="flex justify-between gap-3">
                <span>{r.username}</span>
                <span className="text-fg-muted">{full(r.read_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="font-medium text-fg-muted">Chat</dt>
      <dd className="text-fg">{chatName}</dd>
    </dl>
  );
}
