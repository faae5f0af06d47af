/**
 * A refetch that live events may ask for in bursts (a crew's reports arriving together): it runs at once when none is
 * under way, else once more after the one under way has ended, however often it was asked meanwhile. At most one is in
 * flight and one waits, and the last answer is never older than the last ask.
 */
export function coalescedRefetch(run: () => Promise<unknown>): () => void {
  let running = false;
  let queued = false;
  const start = () => {
    running = true;
    queued = false;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (queued) start();
      });
  };
  return () => {
    if (running) queued = true;
    else start();
  };
}
