import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link, type NavigateFunction } from 'react-router';

/**
 * The app's navigate function, given once at the root (root-shell.tsx) so that links in long tables need not each
 * ask the router for it.
 */
export const AppNavigateContext = createContext<NavigateFunction | null>(null);

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute address inside the app ('/team?team=7790'). */
  to: string;
  /** History state for the page opened. */
  state?: unknown;
}

const plainLeftClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to another page of the app for the places that draw many of them (a table of teams or matches): an `<a>` with
 * its address, opened by the router on a plain click, as React Router's `Link` does, without the address resolving
 * and the router hooks each `Link` runs as it renders (a table of 80 of them cost tens of milliseconds of a phone's
 * main thread on the event page). Absolute addresses only. Outside the app's root (a component test) it is a `Link`.
 */
export function AppLink({ to, state, onClick, target, ...anchor }: AppLinkProps) {
  const navigate = useContext(AppNavigateContext);
  if (!navigate) return <Link to={to} state={state} onClick={onClick} target={target} {...anchor} />;
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainLeftClick(event, target)) return;
        event.preventDefault();
        // As Link does: the page already open is replaced in the history, not added again.
        void navigate(to, { state, replace: to === `${location.pathname}${location.search}${location.hash}` });
      }}
      {...anchor}
    />
  );
}
