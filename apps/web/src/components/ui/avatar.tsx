import { clsx } from 'clsx';
import { avatarInitials, readableTextOn } from '../../lib/avatar.ts';

/** A user's initials on their chosen colour (set through the DOM style object, which the CSP allows). */
export function Avatar({ username, color, className }: { username: string; color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-flex shrink-0 items-center justify-center rounded-full font-semibold', className)}
      style={{ backgroundColor: color, color: readableTextOn(color) }}
    >
      {avatarInitials(username)}
    </span>
  );
}
