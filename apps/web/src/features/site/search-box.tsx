import { clsx } from 'clsx';
import { LoaderCircle, Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { resolveSearchPath } from './api/resolve-search.ts';

/** The navigation bar's search: a team number, an event key or code, or any text. */
export function SearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const path = await resolveSearchPath(text);
    setBusy(false);
    if (!path) return;
    setText('');
    onNavigate?.();
    await navigate(path);
  }

  return (
    <form role="search" aria-label="Site search" onSubmit={submit} className={clsx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search teams and events
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Team or event"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-line bg-surface-muted pr-10 pl-3 text-sm text-fg placeholder:text-fg-muted hover:border-fg-muted focus-visible:bg-surface"
      />
      <button
        type="submit"
        aria-label="Search"
        disabled={busy}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Search aria-hidden="true" className="size-4" />}
      </button>
    </form>
  );
}
