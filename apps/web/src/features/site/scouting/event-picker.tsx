import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The event code box (example 2025milac). A bare code ("milac") gets the season year. */
export function EventPicker({ current, onLoad, error }: { current: string | null; onLoad(code: string): void; error?: string }) {
  const [code, setCode] = useState(current ?? '');
  useEffect(() => setCode(current ?? ''), [current]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onLoad(code);
  };
  return (
    <form role="search" aria-label="Load an event" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Event code"
        placeholder="2025milac"
        hint="The year and the event's code, as on The Blue Alliance."
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="sm:w-80"
      />
      <Button type="submit" size="lg" className="sm:mt-7">
        <Search aria-hidden="true" className="size-4" />
        Load Event
      </Button>
    </form>
  );
}
