import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SideScroll } from '../../../components/ui/side-scroll.tsx';

/** A table that scrolls sideways on narrow screens instead of squeezing its columns, showing when more is aside. */
export function TableScroll({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  return (
    <SideScroll label={label} className={clsx('w-full', className)}>
      {children}
    </SideScroll>
  );
}

export const tableClasses = 'w-full min-w-max border-collapse text-sm';
/**
 * A header cell's text and background; a header holding a button (a sort control) pads the button, not the cell.
 * Each cell paints the header's tint itself (the same as a pinned header cell's), not the row group: Chromium leaves
 * a `<thead>`'s background out beside sticky cells, which showed the pinned cell as a grey block on white.
 */
export const headTextClasses =
  'bg-[color-mix(in_srgb,var(--c-surface-muted)_60%,var(--c-surface))] text-left text-xs font-semibold tracking-wide text-fg-muted uppercase whitespace-nowrap';
export const headCellClasses = `px-2.5 py-2 sm:px-3 sm:py-2.5 ${headTextClasses}`;
/** A cell's padding alone, for a cell whose text wraps (cellClasses keeps each value on one line). */
export const cellPaddingClasses = 'px-2.5 py-2 sm:px-3 sm:py-2.5';
export const cellClasses = `${cellPaddingClasses} whitespace-nowrap`;
