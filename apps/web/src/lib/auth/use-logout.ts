import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context.ts';

/**
 * Logout as every screen does it: leave for the home page first (so member-route guards
 * do not bounce to /login), then end the session.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const auth = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      // Leave the members' area (committed at once, not in a transition) before the session ends,
      // so no guard on the page being left sends the visitor to /login instead.
      await navigate('/', { flushSync: true });
      await auth.logout();
    } finally {
      setLoggingOut(false);
    }
  }, [auth, navigate]);
  return { logout, loggingOut };
}
