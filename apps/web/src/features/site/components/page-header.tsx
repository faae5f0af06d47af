import type { ReactNode } from 'react';

/** A public page's heading block: an optional eyebrow, the h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p>}
      <h1 id="page-title" className="mt-1 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        {title}
      </h1>
      {children && <div className="mt-3 text-base text-fg-muted sm:text-lg">{children}</div>}
    </header>
  );
}

/** A section with a visible h2 that names it for assistive technology. */
export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className={className ?? 'mt-14'}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
