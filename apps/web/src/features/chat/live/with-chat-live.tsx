import { useContext, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { ChatLiveContext } from './chat-live-context.ts';
import { ChatLiveProvider } from './chat-live-provider.tsx';

/** Uses the members' area's live connection, or opens one when the page is shown outside it. */
export function WithChatLive({ children }: { children: ReactNode }) {
  const existing = useContext(ChatLiveContext);
  const { user } = useAuth();
  if (existing || !user) return <>{children}</>;
  return <ChatLiveProvider user={user}>{children}</ChatLiveProvider>;
}
