import { eventKeyFromInput } from '@team7790/shared/scouting/scouting-table';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { appNow } from '../../../lib/app-clock.ts';

export interface EventChoice {
  key: string;
  name: string;
  /** Why it is offered: the team's event, or kept on this device. */
  note: string;
}

/** Which event to scout: the team's event, those kept on this device, or any event by its code. */
export function EventChooser({
  current,
  choices,
  onChoose,
}: {
  current: string | null;
  choices: EventChoice[];
  onChoose: (eventKey: string) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = eventKeyFromInput(code, appNow());
    if (!key) {
      setError(code.trim() ? 'Enter an event code such as 2026mitvc.' : 'Enter an event code.');
      return;
    }
    setError(undefined);
    setCode('');
    onChoose(key);
  };
  return (
    <div className="flex flex-col gap-4">
      {choices.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Events">
          {choices.map((c) => (
            <li key={c.key}>
              <button
                type="button"
                aria-pressed={c.key === current}
                className={clsx(
                  'flex min-h-12 w-full flex-wrap items-center justify-between gap-x-3 rounded-lg border px-4 py-2 text-left font-semibold shadow-sm transition-colors',
                  c.key === current
                    ? 'border-accent-strong bg-accent-strong text-on-accent'
                    : 'border-line bg-surface text-fg hover:bg-surface-muted',
                )}
                onClick={() => onChoose(c.key)}
              >
                <span>{c.name}</span>
                <span className="text-sm font-normal">{c.note}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="Open an event by its code">
        <TextField
          label="Event code"
          placeholder="2026mitvc"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="sm:w-64"
        />
        <Button type="submit" variant="secondary" className="h-12 sm:mt-7">
          Open event
        </Button>
      </form>
    </div>
  );
}
