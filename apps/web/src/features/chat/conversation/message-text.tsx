import { messagePieces } from '@team7790/shared/chat/message-text';
import { clsx } from 'clsx';

const MENTION_CLASS = 'rounded px-0.5 font-semibold';
const MINE_CLASS = 'bg-accent-strong text-on-accent';
const OTHERS_CLASS = 'bg-accent-soft text-accent-text';

/**
 * Message content as text: links (http/https only) open in a new tab, known @mentions are highlighted, the reader's
 * own most strongly. `@everyone` and `@channel` are highlighted when they notified everyone (`mentionsEveryone`), as
 * the reader's own when the reader was among those notified (`mentionsMe`).
 */
export function MessageText({
  content,
  knownUsernames,
  myUsername,
  mentionsEveryone = false,
  mentionsMe = false,
}: {
  content: string;
  knownUsernames: Set<string>;
  myUsername: string;
  mentionsEveryone?: boolean;
  mentionsMe?: boolean;
}) {
  const pieces = messagePieces(content, (name) => knownUsernames.has(name), mentionsEveryone);
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
            <span key={i} className={clsx(MENTION_CLASS, mine ? MINE_CLASS : OTHERS_CLASS)}>
              {piece.text}
            </span>
          );
        }
        if (piece.kind === 'everyone') {
          return (
            <span key={i} className={clsx(MENTION_CLASS, mentionsMe ? MINE_CLASS : OTHERS_CLASS)}>
              {piece.text}
            </span>
          );
        }
        return <span key={i}>{piece.text}</span>;
      })}
    </p>
  );
}
