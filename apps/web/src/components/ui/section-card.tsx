import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card.tsx';

export interface SectionCardProps {
  title: string;
  /** Shown before the title. */
  icon?: LucideIcon;
  /** One line under the title (a count, what the section is about). */
  subtitle?: ReactNode;
  /** More under the title: paragraphs, a status line. */
  intro?: ReactNode;
  /** Controls at the right of the title (a toggle, a button; `false` while there is none keeps the layout). */
  actions?: ReactNode;
  /**
   * `padded` (settings and admin pages): title and content inside the card's padding, as one labelled section.
   * `flush` (competition tabs): the title in a bar, the content running to the card's edges (tables, brackets).
   */
  layout?: 'padded' | 'flush';
  /** The content's classes: its padding when flush; the space between title and content when padded (gap-4). */
  bodyClassName?: string;
  children: ReactNode;
}

/** A card holding one titled section of a page. */
export function SectionCard({ title, icon: Icon, subtitle, intro, actions, layout = 'padded', bodyClassName, children }: SectionCardProps) {
  const headingId = useId();
  if (layout === 'flush') {
    return (
      <section className="min-w-0 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-fg sm:text-lg">
              {Icon && <Icon aria-hidden="true" className="mr-2 inline size-5 text-accent" />}
              {title}
            </h2>
            {subtitle && <p className="text-sm text-fg-muted">{subtitle}</p>}
            {intro}
          </div>
          {actions}
        </div>
        <div className={bodyClassName}>{children}</div>
      </section>
    );
  }
  const heading = (
    <div>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
        {Icon && <Icon aria-hidden="true" className="size-5 text-accent" />}
        {title}
      </h2>
      {subtitle && <p className="mt-1 text-sm text-fg-muted">{subtitle}</p>}
      {intro}
    </div>
  );
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className={clsx('flex flex-col', bodyClassName ?? 'gap-4')}>
        {actions !== undefined ? (
          <div className="flex flex-wrap items-start justify-between gap-3">
            {heading}
            {actions}
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </Card>
  );
}
