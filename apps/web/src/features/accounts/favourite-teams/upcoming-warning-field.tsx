import { UPCOMING_WARNING_MATCHES, UPCOMING_WARNING_MINUTES, type UpcomingWarning } from '@team7790/shared/accounts/team-preferences';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';

type Choice = 'default' | 'minutes' | 'matches' | 'off';

const choiceOf = (warning: UpcomingWarning): Choice => (warning.mode === 'minutes' && warning.minutes === null ? 'default' : warning.mode);

const amountOf = (warning: UpcomingWarning, defaultMinutes: number): number =>
  warning.mode === 'matches' ? warning.matches : warning.mode === 'minutes' ? (warning.minutes ?? defaultMinutes) : defaultMinutes;

/** A sensible start when switching to matches: about the default lead in 7-8 minute match cycles. */
const FIRST_MATCHES = 2;

const LIMITS = { minutes: UPCOMING_WARNING_MINUTES, matches: UPCOMING_WARNING_MATCHES };

// The form controls' look, at the width of their content: the row holds a number and a short choice side by side.
const inlineControl =
  'h-9 rounded-lg border bg-surface px-2.5 text-base text-fg shadow-sm focus-visible:outline-2 focus-visible:outline-offset-0 disabled:opacity-60';
const calm = 'border-line hover:border-fg-muted';

export interface UpcomingWarningFieldProps {
  warning: UpcomingWarning;
  defaultMinutes: number;
  /** Upcoming match off: the warning has nothing to time. */
  disabled: boolean;
  onChange: (warning: UpcomingWarning) => void;
}

/**
 * When a favourite team's upcoming-match warning goes out: the server's default, N minutes or N matches before, or
 * never. Read as one line after the switches: "Warn me [20] [minutes before]".
 */
export function UpcomingWarningField({ warning, defaultMinutes, disabled, onChange }: UpcomingWarningFieldProps) {
  const id = useId();
  const choice = choiceOf(warning);
  const [text, setText] = useState(() => String(amountOf(warning, defaultMinutes)));
  useEffect(() => setText(String(amountOf(warning, defaultMinutes))), [warning, defaultMinutes]);

  const unit = choice === 'minutes' || choice === 'matches' ? choice : null;
  const limits = unit ? LIMITS[unit] : null;
  const typed = Number(text);
  const invalid = limits !== null && !(text.trim() !== '' && Number.isInteger(typed) && typed >= limits.min && typed <= limits.max);

  const choose = (next: Choice) => {
    if (next === 'default') return onChange({ mode: 'minutes', minutes: null });
    if (next === 'off') return onChange({ mode: 'off' });
    if (next === 'minutes') return onChange({ mode: 'minutes', minutes: amountOf(warning, defaultMinutes) });
    onChange({ mode: 'matches', matches: warning.mode === 'matches' ? warning.matches : FIRST_MATCHES });
  };

  const type = (value: string) => {
    setText(value);
    const n = Number(value);
    if (!unit || value.trim() === '' || !Number.isInteger(n) || n < LIMITS[unit].min || n > LIMITS[unit].max) return;
    onChange(unit === 'minutes' ? { mode: 'minutes', minutes: n } : { mode: 'matches', matches: n });
  };

  return (
    <div className="col-span-full flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={`${id}-choice`} className={clsx('text-sm font-medium', disabled ? 'text-fg-muted' : 'text-fg')}>
          Warn me
        </label>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {unit && limits && (
            <input
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              step={1}
              value={text}
              disabled={disabled}
              onChange={(e) => type(e.target.value)}
              onBlur={() => invalid || setText(String(amountOf(warning, defaultMinutes)))}
              aria-label={unit === 'minutes' ? 'Minutes before the match' : 'Matches before the match'}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              className={clsx(inlineControl, 'w-18 tabular-nums', invalid ? 'border-danger' : calm)}
            />
          )}
          <select
            id={`${id}-choice`}
            value={choice}
            disabled={disabled}
            onChange={(e) => choose(e.target.value as Choice)}
            className={clsx(inlineControl, calm, 'max-w-full min-w-0')}
          >
            <option value="default">{defaultMinutes} min before (default)</option>
            <option value="minutes">minutes before</option>
            <option value="matches">matches before</option>
            <option value="off">Off</option>
          </select>
        </div>
      </div>
      {invalid && limits && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          Choose from {limits.min} to {limits.max} {unit} before.
        </p>
      )}
    </div>
  );
}
