import { FIRST_ANSWERS_ELEMENT_ID } from '@team7790/shared/competition/page-requests';

/**
 * The server sends a competition page's first API answers inside the page's HTML (a JSON block, which the strict
 * CSP allows because it never runs), so the page draws its data with its first render instead of after another
 * round trip. Each answer is used once, only for the address the HTML was made for, and only in the first seconds
 * after the page loaded: later visits to the same data ask the server as usual.
 */
const USABLE_FOR_MS = 20_000;

interface FirstAnswersBlock {
  page: string;
  answers: Record<string, unknown>;
  /** What the drawing worked out through `Intl`, for the first render to reuse (shared text/drawn-texts.ts). */
  texts?: Record<string, unknown>;
}

let answers: Map<string, unknown> | undefined;
let texts: unknown;

/** On the server, while it draws a page: the answers that page is sent with (see entry-server.tsx). */
let serverAnswers: Map<string, unknown> | undefined;

export function provideFirstAnswers(_page: string, given: Record<string, unknown>): () => void {
  serverAnswers = new Map(Object.entries(given));
  return () => {
    serverAnswers = undefined;
  };
}

function readBlock(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return found;
  element.remove();
  try {
    const block = JSON.parse(element.textContent ?? '') as FirstAnswersBlock;
    if (block.page !== `${location.pathname}${location.search}`) return found;
    for (const [path, answer] of Object.entries(block.answers)) found.set(path, answer);
    texts = block.texts;
  } catch {
    // A damaged block: the page asks the server instead.
  }
  return found;
}

/** The answer the server sent with the page for this API path (under /api), at most once; undefined otherwise. */
export function takeFirstAnswer<T>(path: string): T | undefined {
  if (typeof document === 'undefined') return serverAnswers?.get(path) as T | undefined;
  answers ??= readBlock();
  if (!answers.has(path)) return undefined;
  const answer = answers.get(path) as T;
  answers.delete(path);
  return performance.now() < USABLE_FOR_MS ? answer : undefined;
}

/** The texts the server's drawing of this page worked out (shared text/drawn-texts.ts), at most once. */
export function takeDrawnTexts(): unknown {
  answers ??= readBlock();
  const given = texts;
  texts = undefined;
  return given;
}

/** Query options that start a query with the server's first answer when there is one (fresh as of now). */
export function firstAnswerOptions<T>(path: string): { initialData: () => T | undefined; initialDataUpdatedAt: () => number } {
  return { initialData: () => takeFirstAnswer<T>(path), initialDataUpdatedAt: () => Date.now() };
}
