import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { registerResponse, tokenResponse } from '@team7790/shared/accounts/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiRequest } from '../api-client.ts';
import { readStored, TOKEN_KEY, writeStored } from '../browser-storage.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { deriveAuthSnapshot, FALLBACK_USER, isInvalidTokenError, type AuthSnapshot, type AuthUser } from './auth-user.ts';
import { profileQueryOptions } from './profile-query.ts';
import { forgetProfile, rememberedProfile, rememberProfile } from './remembered-profile.ts';
import { useHydrated } from '../hydration.ts';
import type { z } from 'zod';

/**
 * Auth state of spec 1 section 4: the token lives in localStorage `token`, the user is the
 * profile the token reads (kept in the query cache). A 401 from the profile removes the token;
 * any other failure keeps the session with the fallback user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedToken, setToken] = useState<string | null>(() => readStored(TOKEN_KEY));
  // A page the server drew is adopted as an anonymous visitor saw it; the stored session applies right after.
  const token = useHydrated() ? storedToken : null;
  const [signedOut, setSignedOut] = useState(false);
  const profile = useQuery({ ...profileQueryOptions(token ?? ''), enabled: token !== null });

  useEffect(() => {
    if (token !== null && isInvalidTokenError(profile.error)) {
      writeStored(TOKEN_KEY, null);
      forgetProfile();
      setToken(null);
    }
  }, [token, profile.error]);

  // Kept for the next start with no network (remembered-profile.ts).
  useEffect(() => {
    if (token !== null && profile.data) rememberProfile(token, profile.data);
  }, [token, profile.data]);
  const remembered = useMemo(() => (token === null ? null : rememberedProfile(token)), [token]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) setToken(readStored(TOKEN_KEY));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const establish = useCallback(
    async (newToken: string): Promise<AuthUser> => {
      writeStored(TOKEN_KEY, newToken);
      let user: AuthUser;
      try {
        user = await queryClient.fetchQuery(profileQueryOptions(newToken));
      } catch {
        user = FALLBACK_USER;
      }
      setToken(newToken);
      setSignedOut(false);
      return user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      const { token: newToken } = await apiRequest<z.infer<typeof tokenResponse>>('/auth/login', {
        method: 'POST',
        body: { username, password },
        token: null,
      });
      return establish(newToken);
    },
    [establish],
  );

  const register = useCallback(
    async (username: string, password: string) => {
      // No bearer token: a signed-in administrator must not turn self-registration into account creation.
      const answer = await apiRequest<z.infer<typeof registerResponse>>('/auth/register', {
        method: 'POST',
        body: { username, password },
        token: null,
      });
      // Without a bearer token the server answers with the new account's token ({user} is the administrator's answer).
      const newToken = 'token' in answer ? answer.token : '';
      if (!newToken) throw new ApiError('Registration failed. Please try again.', 500);
      return establish(newToken);
    },
    [establish],
  );

  const logout = useCallback(async () => {
    // Forget the session here first, so nothing still running asks with a token about to be revoked.
    const revoking = storedToken;
    writeStored(TOKEN_KEY, null);
    forgetProfile();
    setSignedOut(true);
    setToken(null);
    await queryClient.cancelQueries();
    queryClient.removeQueries();
    if (revoking) {
      try {
        await apiRequest('/auth/logout', { method: 'POST', token: revoking });
      } catch {
        // The token is forgotten either way; an expired session needs no server call.
      }
    }
  }, [storedToken, queryClient]);

  const snapshot: AuthSnapshot = useMemo(
    () => ({ ...deriveAuthSnapshot(token, profile.data, profile.error, remembered), signedOut }),
    [token, profile.data, profile.error, remembered, signedOut],
  );

  const value: AuthContextValue = useMemo(() => ({ ...snapshot, login, register, logout }), [snapshot, login, register, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
