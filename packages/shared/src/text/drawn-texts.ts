/**
 * What the server worked out through `Intl` while it drew a page (a match time in the event's own zone, a zone's name,
 * when an event starts there), sent with the page so that the browser's first render reuses it.
 *
 * A page's first `Intl` object loads the browser's locale and time-zone data: 50-100 ms of a mid-range phone's main
 * thread in one piece, in the middle of adopting the drawing (hydration). These values are pure functions of their
 * inputs, so the server's answer is the one the browser would have worked out (and the adoption matches the drawing by
 * construction). A value the drawing did not need is worked out in the browser as before, when first needed.
 */
export type DrawnValue = string | number | boolean | null | number[];

/** On the server, while renderToString draws a page (synchronously): every value worked out, by key. */
let recording: Map<string, DrawnValue> | null = null;
/** In the browser: the values the server sent with the page. */
const given = new Map<string, DrawnValue>();
/** More than any page draws (a team's season schedule is a few hundred); a larger block is not ours. */
const MOST_GIVEN = 5000;

/** Starts keeping every value worked out until the returned function is called; it returns them. */
export function recordDrawnTexts(): () => Record<string, DrawnValue> {
  const kept = new Map<string, DrawnValue>();
  recording = kept;
  return () => {
    if (recording === kept) recording = null;
    return Object.fromEntries(kept);
  };
}

const isValue = (value: unknown): value is DrawnValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n)));

/** The values sent with the page (its first-answers block); anything not in their shape is left out. */
export function giveDrawnTexts(texts: unknown): void {
  if (!texts || typeof texts !== 'object' || Array.isArray(texts)) return;
  for (const [key, value] of Object.entries(texts)) {
    if (given.size >= MOST_GIVEN) break;
    if (isValue(value)) given.set(key, value);
  }
}

/** The value for this key: the one the server sent with the page, or else worked out now (and kept if drawing). */
export function drawnText<T extends DrawnValue>(key: string, work: () => T): T {
  const sent = given.get(key);
  if (sent !== undefined) return sent as T;
  const value = work();
  recording?.set(key, value);
  return value;
}

/**
 * Keeps a value already worked out (and cached by its caller) with the page being drawn, if one is; `value` runs only
 * then, so a cached answer costs nothing more outside a drawing.
 */
export function recordDrawnText(key: string, value: () => DrawnValue): void {
  recording?.set(key, value());
}

/** For tests: forgets what the server sent. */
export function forgetDrawnTexts(): void {
  given.clear();
}
