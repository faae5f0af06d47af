import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/form-controls.tsx';
import type { AddOutcome } from './use-favourite-teams.ts';

/** 'Add team numbers' with its hint and Add button; the input keeps the numbers that were refused. */
export function AddFavouriteTeamsForm({ onAdd, busy }: { onAdd: (input: string) => Promise<AddOutcome>; busy: boolean }) {
  const [input, setInput] = useState('');
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { failed } = await onAdd(input);
    setInput(failed.join(', '));
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1.5" aria-label="Add favorite teams">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Add team numbers
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="e.g. 33, 67 2056"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className={`${controlClasses} h-11 min-w-0 flex-1 placeholder:text-fg-muted`}
        />
        <Button type="submit" size="lg" disabled={busy} className="h-11">
          <Plus aria-hidden="true" className="size-4" />
          {busy ? 'Adding...' : 'Add'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        Separate with commas or spaces
      </p>
    </form>
  );
}
