import { clsx } from 'clsx';
import { useTabList } from '../../../lib/use-tab-list.ts';
import type { InquiryFilter } from '../api/sponsor-inquiries-api.ts';

export interface InquiryFilterTab {
  id: InquiryFilter;
  label: string;
  /** Unknown while the counts load. */
  count: number | undefined;
}

/**
 * New / Handled / Archived / All as tabs with their counts, drawn as a segmented control: one column each, on phones
 * too. Arrow keys, Home and End move between them and show the tab they reach.
 */
export function InquiryFilterTabs({
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  tabs: readonly InquiryFilterTab[];
  value: InquiryFilter;
  onChange: (filter: InquiryFilter) => void;
  idPrefix: string;
}) {
  const { onKeyDown, tabProps } = useTabList(
    tabs.map((t) => t.id),
    value,
    onChange,
    idPrefix,
  );

  return (
    <div
      role="tablist"
      aria-label="Show inquiries"
      onKeyDown={onKeyDown}
      className="grid grid-cols-4 gap-1 rounded-xl border border-line bg-surface-muted p-1 sm:inline-grid sm:self-start"
    >
      {tabs.map(({ id, label, count }) => {
        const selected = id === value;
        return (
          <button
            key={id}
            {...tabProps(id)}
            // One label ("New, 3"): the words and the count are separate boxes, which browsers would name "New , 3".
            aria-label={count === undefined ? undefined : `${label}, ${count}`}
            className={clsx(
              // Phones: the count under the label, so four tabs fit 390 px with room between them.
              'flex min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors',
              'sm:flex-row sm:gap-1.5 sm:px-4 sm:text-sm',
              selected ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            {/* The space keeps the word and the count apart in the drawn text ("New 3"), as in the name. */}
            {label}{' '}
            {count !== undefined && (
              <span
                className={clsx(
                  'rounded-full px-1.5 text-xs font-semibold tabular-nums',
                  selected ? 'bg-accent-soft text-accent-text' : 'bg-surface text-fg-muted',
                )}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
