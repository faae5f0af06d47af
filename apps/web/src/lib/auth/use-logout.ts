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
      await navigate('/');
      await auth.logout();
    } finally {
      setLoggingOut(false);
    }
  }, [auth, navigate]);
  return { logout, loggingOut };
}
