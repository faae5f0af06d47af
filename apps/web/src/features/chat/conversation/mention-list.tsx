import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import type { MentionMember } from './use-mention-members.ts';

export const mentionOptionId = (member: MentionMember) => `chat-mention-${member.id}`;

/**
 * The members an `@` in the composer can name, above the text box. Focus stays in the box (its
 * aria-activedescendant names the active option), so a press on an option must not take it away.
 */
export function MentionList({
  id,
  members,
  active,
  onChoose,
  onActivate,
}: {
  id: string;
  members: MentionMember[];
  active: number;
  onChoose(member: MentionMember): void;
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
      {members.map((member, i) => (
        <li
          key={member.id}
          id={mentionOptionId(member)}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => i !== active && onActivate(i)}
          onClick={() => onChoose(member)}
          className={clsx('flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm text-fg', i === active && 'bg-surface-muted')}
        >
          <Avatar username={member.username} color={member.color} className="size-7 text-[11px]" />
          <span className="min-w-0 truncate">{member.username}</span>
        </li>
      ))}
    </ul>
  );
}
