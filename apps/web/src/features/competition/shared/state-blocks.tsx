import { clsx } from 'clsx';
import { CircleAlert, LoaderCircle, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** A visible loading line with a spinner ('Loading rankings...'). */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex flex-col items-center justify-center gap-3 px-4 py-14 text-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-accent" />
      <p className="text-sm font-medium text-fg-muted">{label}</p>
    </div>
  );
}

/** Nothing to show yet: an icon, a title and a line of explanation. */
export function EmptyBlock({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('flex flex-col items-center justify-center gap-3 px-6 py-14 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-muted text-fg-muted">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-base font-semibold text-fg">{title}</p>
        {description && <p className="mt-1 max-w-md text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
    </div>
  );
}

/** A load that failed: its title, the message and a retry button. */
export function ErrorBlock({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  retrying,
  className,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={clsx('flex flex-col items-center justify-center gap-3 px-6 py-14 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-soft text-danger">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        <p className="mt-1 max-w-md text-sm text-fg-muted">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
