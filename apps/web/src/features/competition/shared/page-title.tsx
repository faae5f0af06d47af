import type { ReactNode } from 'react';

/** A page's heading: a small label, the title, one line of description. */
export function PageTitle({
  title,
  eyebrow,
  description,
  children,
}: {
  title: string;
  eyebrow?: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1.5">
      {eyebrow && <p className="text-xs font-semibold tracking-wider text-accent-text uppercase">{eyebrow}</p>}
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-4xl">
        {title}
      </h1>
      {description && <p className="text-sm text-fg-muted sm:text-base">{description}</p>}
      {children}
    </header>
  );
}
