import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field; announced with it. */
  hint?: string;
  error?: string;
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className={clsx(
          'h-11 w-full rounded-lg border bg-surface px-3 text-base text-fg shadow-sm transition-colors',
          'placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-0',
          error ? 'border-danger' : 'border-line hover:border-fg-muted',
        )}
        {...inputProps}
      />
      {hint && !error && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
