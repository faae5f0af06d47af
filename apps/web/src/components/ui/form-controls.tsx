import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export const controlClasses =
  'w-full rounded-lg border border-line bg-surface px-3 text-base text-fg shadow-sm hover:border-fg-muted focus-visible:outline-2 focus-visible:outline-offset-0 disabled:opacity-60';

export function SelectField({
  label,
  className,
  children,
  ...rest
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select id={id} className={clsx(controlClasses, 'h-11')} {...rest}>
        {children}
      </select>
    </div>
  );
}

export function TextAreaField({ label, className, ...rest }: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea id={id} rows={3} className={clsx(controlClasses, 'py-2')} {...rest} />
    </div>
  );
}

/** A checkbox with its label (and an optional note after it) as one click target. */
export function CheckboxField({
  label,
  note,
  className,
  ...rest
}: { label: string; note?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2.5', className)}>
      <input id={id} type="checkbox" className="size-4 shrink-0 accent-accent-strong disabled:cursor-not-allowed" {...rest} />
      <label htmlFor={id} className={clsx('text-sm font-medium', rest.disabled ? 'text-fg-muted' : 'text-fg')}>
        {label}
        {note && <span className="ml-1 font-normal text-fg-muted">{note}</span>}
      </label>
    </div>
  );
}

/** A row of toggle buttons (weekdays, months) that reads as a group of checkboxes. */
export function ToggleGroup<T extends number>({
  label,
  options,
  selected,
  onChange,
  error,
}: {
  label: string;
  options: { value: T; short: string; long: string }[];
  selected: T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const on = selected.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              role="checkbox"
              aria-checked={on}
              aria-label={o.long}
              title={o.long}
              onClick={() => onChange(on ? selected.filter((v) => v !== o.value) : [...selected, o.value].sort((a, b) => a - b))}
              className={clsx(
                'h-9 min-w-10 rounded-lg border px-2 text-sm font-semibold transition-colors',
                on ? 'border-accent-strong bg-accent-strong text-on-accent' : 'border-line bg-surface text-fg hover:bg-surface-muted',
              )}
            >
              {o.short}
            </button>
          );
        })}
      </div>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
