import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { homePathFor } from '../lib/auth/auth-user.ts';
import { decideAccess, type RouteAccess } from '../lib/auth/route-access.ts';
import { AccessDenied } from './access-denied.tsx';

/**
 * Applies a route's access rule inside the current layout: a spinner while auth resolves,
 * a redirect, Access Denied, or the page.
 */
export function AccessGate({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const auth = useAuth();
  const outcome = decideAccess(access, auth);
  switch (outcome.kind) {
    case 'loading':
      return <PageSpinner label="Checking your sign-in" />;
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'denied':
      return <AccessDenied homePath={auth.user ? homePathFor(auth.user) : '/'} />;
    case 'allow':
      return children ?? <Outlet />;
  }
}
