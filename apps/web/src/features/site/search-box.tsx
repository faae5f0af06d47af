import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarDays, LoaderCircle, Search, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { resolveSearchPath } from './api/resolve-search.ts';
import { searchSuggestionsQuery } from './api/search-suggestions-api.ts';

/** Wait this long after the last key press before asking for suggestions (phones type slowly; one request per pause). */
const SUGGEST_DELAY_MS = 150;

interface Suggestion {
  id: string;
  path: string;
  kind: 'Team' | 'Event';
  title: string;
  detail: string;
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The navigation bar's search: a team number, an event key or code, or any text. While typing it suggests the
 * search index's best teams and events (WAI-ARIA combobox with a listbox popup); Enter with no suggestion
 * highlighted keeps the full search (the server's resolve rules).
 */
export function SearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const asking = query.length >= 2 || /^\d+$/.test(query);
  const { data } = useQuery({ ...searchSuggestionsQuery(query), enabled: asking });
  const suggestions: Suggestion[] =
    asking && data && text.trim()
      ? [
          ...data.teams.map((t) => ({
            id: `team-${t.team_number}`,
            path: `/team?team=${t.team_number}`,
            kind: 'Team' as const,
            title: String(t.team_number),
            detail: t.nickname,
          })),
          ...data.events.map((e) => ({
            id: `event-${e.key}`,
            path: `/event?event=${e.key}`,
            kind: 'Event' as const,
            title: e.name,
            detail: `${e.year} · ${e.key}`,
          })),
        ]
      : [];
  const expanded = open && suggestions.length > 0;
  const activeSuggestion = expanded && active >= 0 ? suggestions[active] : undefined;
  const optionId = (s: Suggestion) => `${listId}-${s.id}`;

  function leave() {
    setText('');
    setOpen(false);
    setActive(-1);
    onNavigate?.();
  }

  async function go(s: Suggestion) {
    leave();
    await navigate(s.path);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (activeSuggestion) return go(activeSuggestion);
    if (!text.trim()) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const path = await resolveSearchPath(text);
    setBusy(false);
    if (!path) return;
    leave();
    await navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      // Past either end the highlight returns to the text itself (-1), as in the pattern's examples.
      const next = active + step;
      setActive(next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; a second one is the search field's own (it clears the text).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
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
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeSuggestion ? optionId(activeSuggestion) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
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
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute top-full right-0 z-50 mt-1 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-xl border border-line bg-surface py-1 shadow-lg"
      >
        {suggestions.map((s, i) => {
          const Icon = s.kind === 'Team' ? Users : CalendarDays;
          return (
            <li
              key={s.id}
              id={optionId(s)}
              role="option"
              aria-selected={i === active}
              // Keep the focus in the box; the click then follows the suggestion.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void go(s)}
              onMouseMove={() => setActive(i)}
              className={clsx('flex cursor-pointer items-center gap-3 px-3 py-2 text-sm', i === active && 'bg-surface-muted')}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-fg">{s.title}</span>
                <span className="block truncate text-xs text-fg-muted">
                  <span className="sr-only">{s.kind}: </span>
                  {s.detail}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
