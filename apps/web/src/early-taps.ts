/**
 * Taps on a drawn page before the app runs. Its links work as they are (plain links); its buttons (tabs, toggles)
 * only work once the app has adopted (hydrated) the page. The last button tapped meanwhile is remembered by its place
 * in the page and its text, and pressed again on the app's page when the same button is found there.
 */
const CONTROLS = 'button, [role="tab"], [role="button"]';

/** Child indexes from the container down to the element. */
export function placeOf(container: Element, element: Element): number[] {
  const place: number[] = [];
  for (let node: Element | null = element; node && node !== container; node = node.parentElement) {
    if (!node.parentElement) return [];
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return place;
}

export function elementAt(container: Element, place: number[]): Element | null {
  let node: Element | null = container;
  for (const index of place) node = node?.children[index] ?? null;
  return node;
}

/** Starts remembering; the returned function stops and presses the remembered button on the page as it now is. */
export function rememberEarlyTaps(container: Element): () => void {
  let remembered: { place: number[]; text: string } | null = null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    remembered = { place: placeOf(container, control), text: control.textContent ?? '' };
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    if (!remembered) return;
    const again = elementAt(container, remembered.place);
    if (again instanceof HTMLElement && again.matches(CONTROLS) && again.textContent === remembered.text) again.click();
  };
}
