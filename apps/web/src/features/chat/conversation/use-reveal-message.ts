import { MESSAGE_PARAM } from '@team7790/shared/notifications/notification-links';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const WAIT_MS = 15_000;
const HIGHLIGHT_MS = 4_000;

/** The message id a chat link names (?message=), or null. */
export function linkedMessageId(params: URLSearchParams): number | null {
  const raw = params.get(MESSAGE_PARAM);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A notification, a search result or a mention opens a chat at a message (?message=): the chat loads
 * the page around it when it is not already loaded (use-conversation.ts). Once that message is on
 * screen, scroll it to the middle and mark it for a few seconds (`data-revealed`), then drop the
 * parameter so later visits open the chat as usual. A message that never comes (deleted since) is
 * given up after a while, the parameter dropped all the same.
 */
export function useRevealMessage(): void {
  const [params, setParams] = useSearchParams();
  const id = linkedMessageId(params);

  useEffect(() => {
    if (id === null) return;
    const forget = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MESSAGE_PARAM);
          return next;
        },
        { replace: true },
      );
    const reveal = (): boolean => {
      const el = document.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
      if (!el) return false;
      // After the list's own scroll to the newest message, which runs when the messages arrive.
      requestAnimationFrame(() => {
        el.scrollIntoView({ block: 'center' });
        el.dataset.revealed = 'true';
        setTimeout(() => delete el.dataset.revealed, HIGHLIGHT_MS);
      });
      forget();
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => {
      observer.disconnect();
      forget();
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [id, setParams]);
}
