import { PHASE_LABELS, type FieldValue, type FormField } from '@team7790/shared/scouting/form';
import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * The form's controls for one hand on a phone: every target at least 48 px (most 56), counters with big − and +
 * (and +5 where a count runs high), checkboxes as switches, choices and ratings as segmented buttons (radios
 * underneath, so arrows move between them), notes with a character count. Each control's name starts with its phase
 * ("Auto: Fuel scored"), as two phases may have a field of the same label.
 */

export const fieldName = (field: FormField) => `${PHASE_LABELS[field.phase]}: ${field.label}`;
export const fieldDomId = (field: FormField) => `field-${field.id}`;

interface ControlProps<T extends FormField> {
  field: T;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  error?: string;
}

const squareBase =
  'inline-flex size-14 shrink-0 items-center justify-center rounded-xl border shadow-sm disabled:cursor-not-allowed disabled:opacity-40';
const squareButton = clsx(squareBase, 'border-line bg-surface text-fg hover:bg-surface-muted active:bg-surface-muted');
const squarePrimary = clsx(
  squareBase,
  'border-accent-strong bg-accent-strong text-on-accent hover:bg-accent-strong-hover active:bg-accent-strong-hover',
);

function Label({ field, id }: { field: FormField; id: string }) {
  return (
    <span id={id} className="text-base font-semibold text-fg">
      <span className="sr-only">{PHASE_LABELS[field.phase]}: </span>
      {field.label}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {error}
    </p>
  );
}

function CounterControl({ field, value, onChange, error }: ControlProps<Extract<FormField, { kind: 'counter' }>>) {
  const id = useId();
  const count = typeof value === 'number' ? value : 0;
  const [text, setText] = useState(String(count));
  useEffect(() => setText(String(count)), [count]);
  const name = fieldName(field);
  const set = (next: number) => onChange(Math.max(0, Math.min(field.max, next)));
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <Label field={field} id={`${id}-label`} />
      <div className="flex items-center gap-2">
        <button type="button" className={squareButton} aria-label={`${name}, minus 1`} disabled={count <= 0} onClick={() => set(count - 1)}>
          <Minus aria-hidden="true" className="size-6" />
        </button>
        <input
          id={fieldDomId(field)}
          type="number"
          inputMode="numeric"
          min={0}
          max={field.max}
          aria-label={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isInteger(n) && n >= 0 && n <= field.max) onChange(n);
          }}
          onBlur={() => setText(String(count))}
          className="h-14 w-20 min-w-0 rounded-xl border border-line bg-surface text-center text-2xl font-bold text-fg tabular-nums shadow-sm"
        />
        <button type="button" className={squarePrimary} aria-label={`${name}, plus 1`} disabled={count >= field.max} onClick={() => set(count + 1)}>
          <Plus aria-hidden="true" className="size-6" />
        </button>
        {field.max >= 50 && (
          <button
            type="button"
            className={clsx(squareButton, 'text-lg font-bold')}
            aria-label={`${name}, plus 5`}
            disabled={count >= field.max}
            onClick={() => set(count + 5)}
          >
            +5
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function CheckboxControl({ field, value, onChange, error }: ControlProps<Extract<FormField, { kind: 'checkbox' }>>) {
  const id = useId();
  const on = value === true;
  return (
    <div className="flex flex-col gap-2">
      <button
        id={fieldDomId(field)}
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={fieldName(field)}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => onChange(!on)}
        className={clsx(
          'flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border px-4 py-2 text-left shadow-sm transition-colors',
          on ? 'border-accent-strong bg-accent-soft' : 'border-line bg-surface hover:bg-surface-muted',
        )}
      >
        <span className="text-base font-semibold text-fg">{field.label}</span>
        <span
          aria-hidden="true"
          className={clsx(
            'min-w-14 rounded-full px-3 py-1 text-center text-sm font-bold',
            on ? 'bg-accent-strong text-on-accent' : 'bg-surface-muted text-fg-muted',
          )}
        >
          {on ? 'Yes' : 'No'}
        </span>
      </button>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Segmented buttons over native radios: one tab stop, arrows to move, the checked one filled. */
function Segmented({
  field,
  options,
  onSelect,
  columns,
  error,
}: {
  field: FormField;
  options: { key: string; label: ReactNode; checked: boolean; value: FieldValue; className?: string }[];
  onSelect: (value: FieldValue) => void;
  columns: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label field={field} id={`${id}-label`} />
      <div
        id={fieldDomId(field)}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx('grid gap-2', columns)}
      >
        {options.map((o) => (
          <label
            key={o.key}
            className={clsx(
              'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-base font-semibold shadow-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              o.checked ? 'border-accent-strong bg-accent-strong text-on-accent' : 'border-line bg-surface text-fg hover:bg-surface-muted',
              o.className,
            )}
          >
            <input type="radio" name={field.id} className="sr-only" checked={o.checked} onChange={() => onSelect(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function ChoiceControl({ field, value, onChange, error }: ControlProps<Extract<FormField, { kind: 'choice' }>>) {
  const n = field.options.length;
  return (
    <Segmented
      field={field}
      options={field.options.map((o) => ({ key: o.value, label: o.label, value: o.value, checked: o.value === value }))}
      onSelect={onChange}
      columns={n <= 2 ? 'grid-cols-2' : n === 3 ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4'}
      error={error}
    />
  );
}

function RatingControl({ field, value, onChange, error }: ControlProps<Extract<FormField, { kind: 'rating' }>>) {
  // The numbers five to a row (each at least 48 px wide on a 390 px phone), "Not rated" across under them.
  const options = [
    ...Array.from({ length: field.max }, (_, i) => ({ key: String(i + 1), label: String(i + 1), value: i + 1, checked: value === i + 1 })),
    { key: 'none', label: 'Not rated', value: null, checked: value === null, className: 'col-span-full' },
  ];
  return <Segmented field={field} options={options} onSelect={onChange} columns="grid-cols-5" error={error} />;
}

function NotesControl({ field, value, onChange, error }: ControlProps<Extract<FormField, { kind: 'notes' }>>) {
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const used = [...text].length;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldDomId(field)} className="text-base font-semibold text-fg">
        <span className="sr-only">{PHASE_LABELS[field.phase]}: </span>
        {field.label}
      </label>
      <textarea
        id={fieldDomId(field)}
        rows={4}
        maxLength={field.max_length}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(`${id}-count`, error && `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base text-fg shadow-sm focus-visible:outline-2 focus-visible:outline-offset-0"
      />
      <p id={`${id}-count`} className={clsx('text-right text-sm', used >= field.max_length ? 'font-semibold text-danger' : 'text-fg-muted')}>
        {used} / {field.max_length} characters
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The control for one field of the form. */
export function FieldControl(props: ControlProps<FormField>) {
  const { field } = props;
  switch (field.kind) {
    case 'counter':
      return <CounterControl {...props} field={field} />;
    case 'checkbox':
      return <CheckboxControl {...props} field={field} />;
    case 'choice':
      return <ChoiceControl {...props} field={field} />;
    case 'rating':
      return <RatingControl {...props} field={field} />;
    case 'notes':
      return <NotesControl {...props} field={field} />;
  }
}

/** Moves focus to a field (the checked or first option of a choice), to show the scout the first problem. */
export function focusField(field: FormField): void {
  const el = document.getElementById(fieldDomId(field));
  const target =
    el?.getAttribute('role') === 'radiogroup' ? (el.querySelector<HTMLElement>('input:checked') ?? el.querySelector<HTMLElement>('input')) : el;
  target?.focus();
  el?.scrollIntoView({ block: 'center' });
}
