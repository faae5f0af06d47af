import { clsx } from 'clsx';
import { badgeText } from './member-nav.ts';

/**
 * The number of things waiting behind an admin link, drawn only: the link's own label says it ("Sponsors, 3 new", see
 * `waitingLabel`). Nothing when none wait. `small` sits on an icon's corner, taking no room in a full bar.
 */
export function WaitingBadge({ count, small = false, className }: { count: number; small?: boolean; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-strong leading-none font-bold text-on-accent tabular-nums',
        small ? 'h-4 min-w-4 px-1 text-[10px] ring-2 ring-surface' : 'h-5 min-w-5 px-1.5 text-xs',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}
