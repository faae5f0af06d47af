import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card.tsx';

/** A card holding one titled section of a settings page: icon and heading, what it is about, then its content. */
export function SectionCard({ icon: Icon, title, intro, className, children }: { icon: LucideIcon; title: string; intro?: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className={clsx('flex flex-col', className ?? 'gap-4')}>
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Icon aria-hidden="true" className="size-5 text-accent" />
            {title}
          </h2>
          {intro}
        </div>
        {children}
      </section>
    </Card>
  );
}
