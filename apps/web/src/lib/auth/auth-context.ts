import { createContext, useContext } from 'react';
import type { AuthSnapshot, AuthUser } from './auth-user.ts';

export interface AuthContextValue extends AuthSnapshot {
  /** Signs in; resolves with the user (the fallback user when the profile could not be read). */
  login(username: string, password: string): Promise<AuthUser>;
  /** Creates a public account and signs in with it. */
  register(username: string, password: string): Promise<AuthUser>;
  /** Ends the session on the server (best effort) and forgets the token and user. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
