import { liveQuery } from 'dexie';
import { useEffect, useState, type DependencyList } from 'react';

export interface LiveResult<T> {
  /** False until the first answer for the current inputs. */
  loaded: boolean;
  value: T | undefined;
  error: unknown;
}

/**
 * A query of the device's store that answers again whenever what it read changes, in this tab or another (Dexie's
 * liveQuery). The answer belongs to the inputs it was asked with: new inputs read as not loaded until they answer.
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: DependencyList): LiveResult<T> {
  const [state, setState] = useState<{ deps: DependencyList; value?: T; error?: unknown } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setState({ deps, value }),
      error: (error: unknown) => setState({ deps, error }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the query reads, as with useEffect
  }, deps);
  const current = state !== null && state.deps.length === deps.length && state.deps.every((d, i) => Object.is(d, deps[i]));
  return current ? { loaded: true, value: state.value, error: state.error } : { loaded: false, value: undefined, error: undefined };
}
