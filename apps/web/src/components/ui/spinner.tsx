import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center gap-2 text-fg-muted', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the content area while something it needs (auth, a page's code) is on its way. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] flex-1 items-center justify-center">
      <Spinner label={label} className="[&>svg]:size-8" />
    </div>
  );
}
