import { endTypes, recurrenceTypes, weekOfMonthValues } from '@team7790/shared/calendar/contracts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { normalizeInterval, normalizeOccurrences, type EventFormState } from '../utils/event-form.ts';
import { SelectField, ToggleGroup } from '../../../components/ui/form-controls.tsx';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDINALS: Record<(typeof weekOfMonthValues)[number], string> = { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', [-1]: 'Last' };
const TYPE_LABELS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' } as const;
const UNITS = { daily: ['day', 'days'], weekly: ['week', 'weeks'], monthly: ['month', 'months'], yearly: ['year', 'years'] } as const;

/** 'Every week', 'Every 2 weeks': what the interval means, under its field. */
function everyText(type: EventFormState['type'], interval: string): string {
  const n = Number(normalizeInterval(interval));
  const [one, many] = UNITS[type];
  return n === 1 ? `Every ${one}` : `Every ${n} ${many}`;
}
const END_LABELS = { never: 'Never', after_occurrences: 'After a number of occurrences', end_date: 'On a date' } as const;

export interface RecurrenceFieldsProps {
  form: EventFormState;
  update: (change: Partial<EventFormState>) => void;
  problems: Partial<Record<string, string>>;
}

/** Repeat settings of spec 3: type, every N, weekdays / day or ordinal weekday / months, and the end. */
export function RecurrenceFields({ form, update, problems }: RecurrenceFieldsProps) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface-muted/50 p-4">
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Repeats" value={form.type} onChange={(e) => update({ type: e.target.value as EventFormState['type'] })}>
          {recurrenceTypes.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`Every how many ${UNITS[form.type][1]}`}
          hint={everyText(form.type, form.interval)}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={form.interval}
          onChange={(e) => update({ interval: e.target.value })}
          onBlur={() => update({ interval: normalizeInterval(form.interval) })}
        />
      </div>

      {form.type === 'weekly' && (
        <ToggleGroup
          label="On these days"
          options={WEEKDAYS.map((d, i) => ({ value: i, short: d.slice(0, 2), long: d }))}
          selected={form.daysOfWeek}
          onChange={(daysOfWeek) => update({ daysOfWeek })}
          error={problems.daysOfWeek}
        />
      )}

      {form.type === 'monthly' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-medium text-fg">Repeat on</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="monthly-mode"
              checked={form.monthlyMode === 'day'}
              onChange={() => update({ monthlyMode: 'day' })}
              className="size-4 accent-accent-strong"
            />
            A day of the month
          </label>
          {form.monthlyMode === 'day' && (
            <TextField
              label="Day of month (1–31)"
              hint="In shorter months, days past the end fall on the last day."
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              value={form.dayOfMonth}
              onChange={(e) => update({ dayOfMonth: e.target.value })}
              error={problems.dayOfMonth}
              className="ml-6"
            />
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="monthly-mode"
              checked={form.monthlyMode === 'weekday'}
              onChange={() => update({ monthlyMode: 'weekday' })}
              className="size-4 accent-accent-strong"
            />
            A weekday of the month
          </label>
          {form.monthlyMode === 'weekday' && (
            <div className="ml-6 grid grid-cols-2 gap-3">
              <SelectField
                label="Which"
                value={form.weekOfMonth}
                onChange={(e) => update({ weekOfMonth: Number(e.target.value) as EventFormState['weekOfMonth'] })}
              >
                {weekOfMonthValues.map((w) => (
                  <option key={w} value={w}>
                    {ORDINALS[w]}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Weekday" value={form.dayOfWeek} onChange={(e) => update({ dayOfWeek: Number(e.target.value) })}>
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i}>
                    {d}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
        </fieldset>
      )}

      {form.type === 'yearly' && (
        <ToggleGroup
          label="In these months"
          options={MONTHS.map((m, i) => ({ value: i + 1, short: m.slice(0, 3), long: m }))}
          selected={form.months}
          onChange={(months) => update({ months })}
        />
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Ends" value={form.endType} onChange={(e) => update({ endType: e.target.value as EventFormState['endType'] })}>
          {endTypes.map((t) => (
            <option key={t} value={t}>
              {END_LABELS[t]}
            </option>
          ))}
        </SelectField>
        {form.endType === 'after_occurrences' && (
          <TextField
            label="Occurrences (1–999)"
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={form.occurrences}
            onChange={(e) => update({ occurrences: e.target.value })}
            onBlur={() => update({ occurrences: normalizeOccurrences(form.occurrences) })}
          />
        )}
        {form.endType === 'end_date' && (
          <TextField
            label="End date"
            type="date"
            min={form.date}
            value={form.endDate}
            onChange={(e) => update({ endDate: e.target.value })}
            error={problems.endDate}
          />
        )}
      </div>
    </div>
  );
}
