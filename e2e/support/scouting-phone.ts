import type { Page } from '@playwright/test';

/** A scout's phone outbox as stored in IndexedDB (decision 0013): how many saves are in each state. */
export function outboxStates(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('team7790-scouting');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            const counts: Record<string, number> = {};
            for (const row of all.result as { state: string }[]) counts[row.state] = (counts[row.state] ?? 0) + 1;
            open.result.close();
            resolve(counts);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
