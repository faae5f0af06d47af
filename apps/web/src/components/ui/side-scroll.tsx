import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';

interface Measured {
  left: boolean;
  right: boolean;
  /** Widths of the sticky cells at the start of the first row (a table's pinned key columns). */
  pinned: number[];
}

const sameWidths = (a: number[], b: number[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** The sticky cells that start the first row, left to right. */
function pinnedWidths(box: HTMLElement): number[] {
  const widths: number[] = [];
  for (const cell of box.querySelector('tr')?.children ?? []) {
    if (getComputedStyle(cell).position !== 'sticky') break;
    widths.push(Math.round(cell.getBoundingClientRect().width));
  }
  return widths;
}

/** Marks the cells of a table's second pinned column (pinnedCellClasses), which a rule places after the first. */
const SECOND_PINNED = 'pin-at-1';

/** Whether this document takes constructed style sheets (false on the server, and in browsers before them). */
const ADOPTABLE = typeof document !== 'undefined' && 'adoptedStyleSheets' in document;

/** The sheet of those rules, shared by every box, adopted by the document the first time one is needed. */
let pinSheet: CSSStyleSheet | undefined;
function pinRules(): CSSStyleSheet {
  if (!pinSheet) {
    pinSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pinSheet];
  }
  return pinSheet;
}

/**
 * Places the second pinned column of one box's table by a rule of a small sheet of its own, which restyles those
 * cells alone. A custom property set on the box (the way before) restyled every element of the table, since each
 * inherits it (on the event page's rankings 850 elements, 30-100 ms of a phone's main thread just after the app took
 * over); so did a rule added to the app's main sheet. Returns what removes the rule. Where constructed sheets are
 * missing (not ADOPTABLE), the box sets the property instead.
 */
function placeSecondPinned(scope: string, left: number): () => void {
  const sheet = pinRules();
  const rule = sheet.cssRules[sheet.insertRule(`[data-pin-scope="${CSS.escape(scope)}"] .${SECOND_PINNED} { left: ${left}px; }`)]!;
  return () => {
    const index = [...sheet.cssRules].indexOf(rule);
    if (index >= 0) sheet.deleteRule(index);
  };
}

/**
 * A box that scrolls sideways (a table wider than a phone), named and focusable so a keyboard can scroll it, that
 * shows when more is to the side: a fade over the edge with hidden content, gone once scrolled to that end.
 *
 * A table's key columns may stay put while the rest scrolls under them (`sticky` cells, see table-scroll.tsx): the
 * box places a second pinned column after the first (see placeSecondPinned) and sets `data-scrolled` once scrolled,
 * for the pinned columns' edge shadow, which then stands for the left fade.
 */
export function SideScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Measured>({ left: false, right: false, pinned: [] });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let pinned: number[] = [];
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right && sameWidths(m.pinned, pinned) ? m : { left, right, pinned }));
    };
    // Column widths change only with the table's size; scrolling reads no layout.
    const remeasure = () => {
      pinned = pinnedWidths(element);
      measure();
    };
    element.addEventListener('scroll', measure, { passive: true });
    // The observer also reports each box once as it starts watching, after the browser's next layout: measuring
    // then reads a layout already done, where measuring here, in the effect, made the browser lay out the whole
    // page at once (on a drawn event page, a 100 ms task on a phone just after the app took over).
    const resized = new ResizeObserver(remeasure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
  const scope = useId();
  const secondLeft = more.pinned.length > 1 ? more.pinned[0]! : null;
  useEffect(() => {
    if (ADOPTABLE && secondLeft !== null) return placeSecondPinned(scope, secondLeft);
  }, [scope, secondLeft]);
  // Without a rule, a property set through the DOM (React's style property, which the CSP allows); the server's
  // drawing has neither (nothing is measured before the app runs).
  const offsets = !ADOPTABLE && secondLeft !== null ? ({ '--pin-left-1': `${secondLeft}px` } as CSSProperties) : undefined;
  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-surface to-transparent transition-opacity';
  return (
    <div className="relative" style={offsets} data-pin-scope={scope}>
      <div
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-scrolled={more.left || undefined}
        className={clsx('group/side overflow-x-auto overscroll-x-contain', className)}
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        data-more-left={more.left || undefined}
        // Beside pinned columns their edge shadow says so: a fade there would lay a band of the card's colour over tinted rows.
        className={clsx(fade, 'left-0 bg-gradient-to-r', more.left && !more.pinned.length ? 'opacity-100' : 'opacity-0')}
      />
      <div
        aria-hidden="true"
        data-more-right={more.right || undefined}
        className={clsx(fade, 'right-0 bg-gradient-to-l', more.right ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}

/**
 * Opaque backgrounds for a pinned cell, the same colour as its row over the card (the rest of the row scrolls under
 * it, so the row's see-through tints would let it show through): `head` is the header's surface-muted at 60%;
 * `row` a plain row, muted at 60% under the pointer (`rowHover` fully muted, for rows that open a page); `home` the
 * home team's row (`homeHover` muted under the pointer); `plain` a row that does not
 * answer the pointer, `muted` one drawn muted (a picked team).
 */
export const pinnedBackground = {
  head: 'bg-[color-mix(in_srgb,var(--c-surface-muted)_60%,var(--c-surface))]',
  row: 'bg-surface [tr:hover>&]:bg-[color-mix(in_srgb,var(--c-surface-muted)_60%,var(--c-surface))]',
  rowHover: 'bg-surface [tr:hover>&]:bg-surface-muted',
  home: 'bg-accent-soft',
  homeHover: 'bg-accent-soft [tr:hover>&]:bg-surface-muted',
  plain: 'bg-surface',
  muted: 'bg-surface-muted',
} as const;

/**
 * A key column (rank and team, or the match) that stays at the left of a phone's screen while the rest of the table
 * scrolls: the first pinned column (`at` 0) or the second (`at` 1, placed after the first by SideScroll); the last
 * pinned column (`edge`) casts a shadow over what scrolls under it once the table is scrolled.
 */
export function pinnedCellClasses(at: 0 | 1, edge: boolean, background: keyof typeof pinnedBackground): string {
  return clsx(
    'sticky z-[1]',
    at === 0 ? 'left-0' : `${SECOND_PINNED} left-[var(--pin-left-1,0px)]`,
    pinnedBackground[background],
    // A cell's own box-shadow is not painted in a collapsed-border table, so the shadow is a gradient beside the cell.
    edge &&
      'after:pointer-events-none after:absolute after:inset-y-0 after:left-full after:w-2.5 after:bg-gradient-to-r after:from-slate-900/20 after:to-transparent after:opacity-0 after:transition-opacity group-data-[scrolled]/side:after:opacity-100 dark:after:from-black/70',
  );
}
