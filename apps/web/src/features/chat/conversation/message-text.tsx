import { messagePieces } from '@team7790/shared/chat/message-text';
import { clsx } from 'clsx';

/** Message content as text: links (http/https only) open in a new tab, known @mentions are highlighted. */
export function MessageText({ content, knownUsernames, myUsername }: { content: string; knownUsernames: Set<string>; myUsername: string }) {
  const pieces = messagePieces(content, (name) => knownUsernames.has(name));
  return (
    <p className="whitespace-pre-wrap break-words">
      {pieces.map((piece, i) => {
        if (piece.kind === 'link') {
          return (
            <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2 hover:opacity-80">
              {piece.text}
            </a>
          );
        }
        if (piece.kind === 'mention') {
          const mine = piece.username.toLowerCase() === myUsername.toLowerCase();
          return (
            <span
              key={i}
              className={clsx('rounded px-0.5 font-semibold', mine ? 'bg-accent-strong text-on-accent' : 'bg-accent-soft text-accent-text')}
            >
              {piece.text}
            </span>
          );
        }
        return <span key={i}>{piece.text}</span>;
      })}
    </p>
  );
}
