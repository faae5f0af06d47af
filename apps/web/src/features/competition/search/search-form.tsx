import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** Refine the search on the page itself. */
export function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" aria-label="Search" onSubmit={submit} className="flex gap-2">
      <label htmlFor="search-page-input" className="sr-only">
        Refine the search
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" />
        <input
          id="search-page-input"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder="Team number, name or event"
          autoComplete="off"
          className="h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-base text-fg shadow-sm placeholder:text-fg-muted hover:border-fg-muted"
        />
      </div>
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
