import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function TableScroll({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  return (
    // Focusable so keyboard users can scroll it; named for screen readers.
    <div role="region" aria-label={label} tabIndex={0} className={clsx('w-full overflow-x-auto overscroll-x-contain', className)}>
      {children}
    </div>
  );
}

export const tableClasses = 'w-full min-w-max border-collapse text-sm';
export const headCellClasses =
  'px-2.5 py-2 sm:px-3 sm:py-2.5 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase whitespace-nowrap';
export const cellClasses = 'px-2.5 py-2 whitespace-nowrap sm:px-3 sm:py-2.5';
