import { clsx } from 'clsx';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export const controlClasses =
  'w-full rounded-lg border border-line bg-surface px-3 text-base text-fg shadow-sm hover:border-fg-muted focus-visible:outline-2 focus-visible:outline-offset-0 disabled:opacity-60';

export function SelectField({ label, className, children, ...rest }: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
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
