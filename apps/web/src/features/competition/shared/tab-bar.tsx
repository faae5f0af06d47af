import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTabList } from '../../../lib/use-tab-list.ts';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: LucideIcon;
  /** A small count beside the label. */
  count?: number | null;
}

/** Accessible tabs (arrow keys move between them); the panel is rendered by the page with `tabPanelProps`. */
export function TabBar<T extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  trailing,
  countsOnPhones = false,
}: {
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (tab: T) => void;
  label: string;
  idPrefix: string;
  trailing?: ReactNode;
  /** Show the counts on phones too (hidden there by default to keep many tabs on one line). */
  countsOnPhones?: boolean;
}) {
  const { onKeyDown, tabProps } = useTabList(
    items.map((i) => i.id),
    value,
    onChange,
    idPrefix,
  );
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="-mb-px flex w-full max-w-full overflow-x-auto sm:w-auto sm:gap-1">
        {items.map(({ id, label: text, icon: Icon, count }) => {
          const selected = id === value;
          return (
            <button
              key={id}
              {...tabProps(id)}
              className={clsx(
                // Phones: equal columns, icon over label, so every tab is visible without scrolling.
                'inline-flex min-w-0 flex-1 flex-col items-center gap-1 border-b-2 px-1.5 py-2 text-xs font-semibold whitespace-nowrap transition-colors',
                'sm:flex-none sm:flex-row sm:gap-2 sm:px-4 sm:py-2.5 sm:text-sm',
                selected ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:border-line hover:text-fg',
              )}
            >
              {Icon && <Icon aria-hidden="true" className={clsx('size-4', selected && 'text-accent-text')} />}
              <span className="inline-flex items-center gap-1.5 sm:gap-2">
                {text}
                {typeof count === 'number' && (
                  <span
                    className={clsx(
                      'rounded-full bg-surface-muted px-1.5 py-0.5 text-xs font-semibold text-fg-muted tabular-nums',
                      countsOnPhones ? 'inline' : 'hidden sm:inline',
                    )}
                  >
                    {count}
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
      {trailing && <div className="order-first w-full pt-1 sm:order-none sm:ml-auto sm:w-auto sm:pt-0 sm:pb-1.5">{trailing}</div>}
    </div>
  );
}

export { tabPanelProps } from '../../../lib/use-tab-list.ts';
