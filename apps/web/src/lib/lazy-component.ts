import { lazy, type ComponentType } from 'react';

/** Component code still loading for a drawing under way on the server (see `settleLazyComponents`). */
const loading = new Set<Promise<unknown>>();

/**
 * A component whose code loads when it is first drawn (React's `lazy`). On the server, a drawing that meets one
 * still loading waits for it and draws again (entry-server.tsx), so the drawing holds the component itself rather
 * than its fallback, which the browser could not adopt (hydrate) as it is.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const promise = load();
    loading.add(promise);
    try {
      return { default: await promise };
    } finally {
      loading.delete(promise);
    }
  });
}

/** Whether a drawing met component code still loading; resolves once it has all loaded (or failed). */
export async function settleLazyComponents(): Promise<boolean> {
  if (loading.size === 0) return false;
  while (loading.size > 0) await Promise.allSettled([...loading]);
  return true;
}
