import { useRef, type KeyboardEvent } from 'react';

/**
 * A WAI-ARIA tab list's behaviour: each tab's props (its id, selection, the panel it controls, one tab stop), and the
 * list's keys (arrow keys, Home and End move to a tab and show it). The panel is `${idPrefix}-panel` (tabPanelProps).
 */
export function useTabList<T extends string>(ids: readonly T[], value: T, onChange: (id: T) => void, idPrefix: string) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ids.indexOf(value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: T | undefined;
    if (step) next = ids[(index + step + ids.length) % ids.length];
    if (event.key === 'Home') next = ids[0];
    if (event.key === 'End') next = ids[ids.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  };
  const tabProps = (id: T) => ({
    ref: (el: HTMLButtonElement | null) => {
      if (el) refs.current.set(id, el);
      else refs.current.delete(id);
    },
    type: 'button' as const,
    role: 'tab' as const,
    id: `${idPrefix}-tab-${id}`,
    'aria-selected': id === value,
    'aria-controls': `${idPrefix}-panel`,
    tabIndex: id === value ? 0 : -1,
    onClick: () => onChange(id),
  });
  return { onKeyDown, tabProps };
}

/** Props of the panel that belongs to the selected tab. */
export const tabPanelProps = (idPrefix: string, tab: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${tab}`,
  tabIndex: -1,
});
