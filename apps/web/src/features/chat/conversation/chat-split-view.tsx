import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ErrorBanner } from './error-banner.tsx';

/**
 * The frame of both chat screens: an error banner, the chat list beside the conversation on desktop,
 * and on phones one or the other (`listOpen`). `children` are the screen's dialogs.
 */
export function ChatSplitView({
  banner,
  onDismissBanner,
  listOpen,
  listWidth,
  listLabel,
  list,
  pane,
  children,
}: {
  banner: string | null;
  onDismissBanner: () => void;
  listOpen: boolean;
  listWidth: 'lg:w-64' | 'lg:w-72';
  /** The list's name: beside the members' sidebar, two unnamed side areas could not be told apart. */
  listLabel: string;
  list: ReactNode;
  pane: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="-mx-4 -mt-6 -mb-28 flex h-[calc(100dvh-3.5rem-4.5rem)] flex-col sm:-mx-6 lg:-mx-10 lg:-my-10 lg:h-dvh">
      {banner && (
        <div className="px-3 pt-3 sm:px-4">
          <ErrorBanner text={banner} onDismiss={onDismissBanner} />
        </div>
      )}
      <div className="flex min-h-0 flex-1">
        <aside
          aria-label={listLabel}
          className={clsx('min-h-0 w-full flex-col border-r border-line bg-surface lg:flex lg:shrink-0', listWidth, listOpen ? 'flex' : 'hidden')}
        >
          {list}
        </aside>
        <div className={clsx('min-h-0 min-w-0 flex-1 flex-col bg-canvas lg:flex', listOpen ? 'hidden' : 'flex')}>{pane}</div>
      </div>
      {children}
    </div>
  );
}
