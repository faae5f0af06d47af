import {
  CHOICE_MAX_OPTIONS,
  COUNTER_MAX_LIMIT,
  NOTES_MAX_LIMIT,
  PHASE_LABELS,
  RATING_MAX_LIMIT,
  SCOUTING_PHASES,
  type FormField,
  type ScoutingPhase,
} from '@team7790/shared/scouting/form';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/form-controls.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { KIND_LABELS, otherFieldProblems, type Problems } from './form-editor-draft.ts';

type Choice = Extract<FormField, { kind: 'choice' }>;
type ChoiceOption = Choice['options'][number];

const numberText = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n));
const parseNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * A number box that keeps what is being typed ("-", "1.") while the field holds its number: empty is `undefined`
 * (an optional number left out), text that is no number is NaN, which the schema refuses with a message.
 */
function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const [text, setText] = useState(numberText(value));
  const [shown, setShown] = useState(value);
  // The number changed from outside (undo, a move): show it, unless it is what is being typed.
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(parseNumber(text) ?? Number.NaN, value ?? Number.NaN)) setText(numberText(value));
  }
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      hint={hint}
      error={error}
      className={className}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseNumber(e.target.value);
        setShown(parsed);
        onChange(parsed);
      }}
    />
  );
}

function PhaseSelect({ value, onChange, error }: { value: ScoutingPhase; onChange: (p: ScoutingPhase) => void; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Phase
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ScoutingPhase)} className={`${controlClasses} h-11`}>
        {SCOUTING_PHASES.map((p) => (
          <option key={p} value={p}>
            {PHASE_LABELS[p]}
          </option>
        ))}
      </select>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </div>
  );
}

function OptionsEditor({
  field,
  onChange,
  problem,
}: {
  field: Choice;
  onChange: (options: ChoiceOption[]) => void;
  problem: (suffix: string) => string | undefined;
}) {
  const set = (j: number, change: Partial<ChoiceOption>) => {
    const options = field.options.map((o, i) => {
      if (i !== j) return o;
      const next = { ...o, ...change };
      // An option worth nothing leaves its points out, as the built-in forms do.
      if (next.points === undefined) delete next.points;
      return next;
    });
    onChange(options);
  };
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
      <legend className="mb-2 text-sm font-semibold text-fg">Options</legend>
      <ol className="flex flex-col gap-3">
        {field.options.map((o, j) => (
          <li key={j} className="grid items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_7rem_auto]">
            <TextField
              label={`Option ${j + 1} value`}
              value={o.value}
              onChange={(e) => set(j, { value: e.target.value })}
              error={problem(`options.${j}.value`)}
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField
              label={`Option ${j + 1} label`}
              value={o.label}
              onChange={(e) => set(j, { label: e.target.value })}
              error={problem(`options.${j}.label`)}
            />
            <NumberField
              label={`Option ${j + 1} points`}
              value={o.points}
              onChange={(points) => set(j, { points })}
              error={problem(`options.${j}.points`)}
            />
            <Button
              variant="ghost"
              size="md"
              className="sm:mt-7"
              aria-label={`Remove option ${j + 1}${o.label ? ` (${o.label})` : ''}`}
              disabled={field.options.length <= 2}
              onClick={() => onChange(field.options.filter((_, i) => i !== j))}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      {problem('options') && <p className="text-sm font-medium text-danger">{problem('options')}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={field.options.length >= CHOICE_MAX_OPTIONS}
        onClick={() => onChange([...field.options, { value: `option_${field.options.length + 1}`, label: `Option ${field.options.length + 1}` }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add option
      </Button>
    </fieldset>
  );
}

export interface FieldCardProps {
  field: FormField;
  index: number;
  count: number;
  isNew: boolean;
  problems: Problems;
  onChange: (field: FormField) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the form: its label, phase and kind's settings, moved up or down, removed. */
export function FieldCard({ field, index, count, isNew, problems, onChange, onMove, onRemove }: FieldCardProps) {
  const problem = (suffix: string) => problems[`fields.${index}.${suffix}`];
  const others = otherFieldProblems(problems, field, index);
  const name = `${field.label.trim() || 'unnamed field'} (${PHASE_LABELS[field.phase]})`;
  const setNumber = (key: 'max' | 'max_length', value: number | undefined) => onChange({ ...field, [key]: value ?? Number.NaN } as FormField);
  const setPoints = (points: number | undefined) => {
    const next = { ...field, points } as FormField & { points?: number };
    if (points === undefined) delete next.points;
    onChange(next);
  };
  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <legend className="sr-only">
        Field {index + 1}, {KIND_LABELS[field.kind]}
      </legend>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-fg" aria-hidden="true">
          <span className="mr-2 text-fg-muted tabular-nums">{index + 1}.</span>
          {KIND_LABELS[field.kind]}
          {isNew && <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-text">New</span>}
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Remove</span>
          </Button>
        </div>
      </div>
      {others.length > 0 && (
        <ul className="mb-3 text-sm font-medium text-danger">
          {others.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Label" value={field.label} onChange={(e) => onChange({ ...field, label: e.target.value })} error={problem('label')} />
        <PhaseSelect value={field.phase} onChange={(phase) => onChange({ ...field, phase })} error={problem('phase')} />
        {isNew ? (
          <TextField
            label="Id"
            hint="Kept in every later version; lower-case letters, digits and _."
            value={field.id}
            onChange={(e) => onChange({ ...field, id: e.target.value })}
            error={problem('id')}
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : (
          <div className="flex flex-col gap-1.5 text-sm">
            <span className="font-medium text-fg">Id</span>
            <code className="flex h-11 items-center text-fg-muted">{field.id}</code>
          </div>
        )}
        {(field.kind === 'counter' || field.kind === 'rating') && (
          <NumberField
            label="Maximum"
            hint={field.kind === 'counter' ? `Up to ${COUNTER_MAX_LIMIT}.` : `From 2 to ${RATING_MAX_LIMIT}.`}
            value={field.max}
            onChange={(v) => setNumber('max', v)}
            error={problem('max')}
          />
        )}
        {(field.kind === 'counter' || field.kind === 'checkbox') && (
          <NumberField
            label={field.kind === 'counter' ? 'Points each' : 'Points when checked'}
            hint="Empty: worth no points."
            value={field.points}
            onChange={setPoints}
            error={problem('points')}
          />
        )}
        {field.kind === 'notes' && (
          <NumberField
            label="Maximum length"
            hint={`Up to ${NOTES_MAX_LIMIT} characters.`}
            value={field.max_length}
            onChange={(v) => setNumber('max_length', v)}
            error={problem('max_length')}
          />
        )}
        {field.kind === 'choice' && <OptionsEditor field={field} onChange={(options) => onChange({ ...field, options })} problem={problem} />}
      </div>
      {'official' in field && field.official && (
        <p className="mt-3 text-sm text-fg-muted">
          Checked against the official score:{' '}
          <code>{'alliance' in field.official ? `${field.official.alliance} (±${field.official.tolerance})` : field.official.robot}</code>
        </p>
      )}
    </fieldset>
  );
}
