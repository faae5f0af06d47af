import { clsx } from 'clsx';

/** A dot for unread items; the count is read out, not drawn. */
export function UnreadDot({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={clsx('inline-block size-2.5 rounded-full bg-accent ring-2 ring-surface', className)}>
      <span className="sr-only">, {count} unread</span>
    </span>
  );
}
