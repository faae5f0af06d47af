import { clsx } from 'clsx';
import { Megaphone } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import type { MentionChoice } from './mention-autocomplete.ts';
import type { MentionMember } from './use-mention-members.ts';

export const mentionOptionId = (choice: MentionChoice<MentionMember>) =>
  choice.kind === 'member' ? `chat-mention-${choice.member.id}` : `chat-mention-${choice.word}`;

/**
 * The members an `@` in the composer can name, above the text box, and for administrators `@everyone` and `@channel`
 * with what they do (`everyoneDescription`). Focus stays in the box (its aria-activedescendant names the active
 * option), so a press on an option must not take it away.
 */
export function MentionList({
  id,
  choices,
  active,
  everyoneDescription,
  onChoose,
  onActivate,
}: {
  id: string;
  choices: MentionChoice<MentionMember>[];
  active: number;
  everyoneDescription: string;
  onChoose(choice: MentionChoice<MentionMember>): void;
  onActivate(index: number): void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <ul
      ref={list}
      id={id}
      role="listbox"
      aria-label="Members to mention"
      className="absolute bottom-full left-0 z-30 mb-2 max-h-[min(22rem,45dvh)] w-72 max-w-full overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
    >
      {choices.map((choice, i) => (
        <li
          key={mentionOptionId(choice)}
          id={mentionOptionId(choice)}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => i !== active && onActivate(i)}
          onClick={() => onChoose(choice)}
          className={clsx('flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm text-fg', i === active && 'bg-surface-muted')}
        >
          {choice.kind === 'member' ? (
            <>
              <Avatar username={choice.member.username} color={choice.member.color} className="size-7 text-[11px]" />
              <span className="min-w-0 truncate">{choice.member.username}</span>
            </>
          ) : (
            <>
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
                <Megaphone className="size-4" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col py-1 leading-tight">
                <span className="font-semibold">@{choice.word}</span>
                <span className="truncate text-xs text-fg-muted">{everyoneDescription}</span>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
