import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatUsersQuery } from '../api/chat-api.ts';

/** Lower-cased usernames of the members, for highlighting @mentions. */
export function useKnownUsernames(myUsername: string): Set<string> {
  const users = useQuery({ ...chatUsersQuery(), staleTime: 5 * 60_000 });
  return useMemo(() => new Set([myUsername.toLowerCase(), ...(users.data ?? []).map((u) => u.username.toLowerCase())]), [users.data, myUsername]);
}
