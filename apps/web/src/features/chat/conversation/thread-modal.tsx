import { appNow } from '../../../lib/app-clock.ts';
import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { formatMessageStamp } from '@team7790/shared/chat/message-grouping';
import { clsx } from 'clsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { threadQuery } from '../api/chat-api.ts';
import { MessageText } from './message-text.tsx';

function ThreadEntry({ message, focus, known, me, myId }: { message: ChatMessage; focus?: boolean; known: Set<string>; me: string; myId: number }) {
  return (
    <li className={clsx('rounded-xl border px-3.5 py-2.5 text-sm', focus ? 'border-accent-strong bg-accent-soft' : 'border-line bg-surface')}>
      <p className="mb-1 flex items-baseline gap-2 text-xs">
        <span className="font-semibold text-fg">{message.sender_username}</span>
        <time dateTime={message.timestamp} className="text-fg-muted">
          {formatMessageStamp(message.timestamp, appNow())}
        </time>
      </p>
      <div className="text-fg">
        <MessageText
          content={message.content}
          knownUsernames={known}
          myUsername={me}
          mentionsEveryone={message.mentions_everyone}
          mentionsMe={message.mentions.includes(myId)}
        />
      </div>
    </li>
  );
}

/** The reply chain around a message: what it answers, itself, and the replies below it. */
export function ThreadModal({
  messageId,
  onClose,
  known,
  me,
  myId,
}: {
  messageId: number;
  onClose: () => void;
  known: Set<string>;
  me: string;
  myId: number;
}) {
  const thread = useQuery(threadQuery(messageId));
  return (
    <Dialog title="Thread" size="lg" onClose={onClose}>
      {thread.isPending && <Spinner label="Loading thread" />}
      {thread.isError && <p className="text-sm text-danger">This message is no longer available.</p>}
      {thread.data && (
        <ol className="space-y-2" aria-label="Thread">
          {thread.data.ancestors.map((m) => (
            <ThreadEntry key={m.id} message={m} known={known} me={me} myId={myId} />
          ))}
          <ThreadEntry message={thread.data.message} focus known={known} me={me} myId={myId} />
          {thread.data.descendants.map((m) => (
            <ThreadEntry key={m.id} message={m} known={known} me={me} myId={myId} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}
