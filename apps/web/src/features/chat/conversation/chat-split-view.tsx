import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { ErrorBanner } from './error-banner.tsx';

/** Tailwind's `lg`: from this width the list and the conversation stand side by side. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/** Whether the list and the conversation are both on screen (a desktop), or one at a time (a phone). */
export function useSideBySide(): boolean {
  return useMediaQuery(SIDE_BY_SIDE);
}

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
  untitledHeading,
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
  /**
   * The page's heading while no conversation is open, for screen readers (an open conversation's name is the heading):
   * the Channels list on a phone, the Messages list with no chat chosen.
   */
  untitledHeading: string | null;
  list: ReactNode;
  pane: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="-mx-4 -mt-6 -mb-28 flex h-[calc(100dvh-3.5rem-4.5rem)] flex-col sm:-mx-6 lg:-mx-10 lg:-my-10 lg:h-dvh">
      {untitledHeading && <h1 className="sr-only">{untitledHeading}</h1>}
      {banner && (
        <div className="px-3 pt-3 sm:px-4">
          <ErrorBanner text={banner} onDismiss={onDismissBanner} />
        </div>
      )}
      <div className="flex min-h-0 flex-1">
        <aside
          aria-label={listLabel}
          className={clsx('min-h-0 w-full flex-col border-line bg-surface lg:flex lg:shrink-0 lg:border-r', listWidth, listOpen ? 'flex' : 'hidden')}
        >
          {list}
        </aside>
        <div className={clsx('min-h-0 min-w-0 flex-1 flex-col bg-canvas lg:flex', listOpen ? 'hidden' : 'flex')}>{pane}</div>
      </div>
      {children}
    </div>
  );
}
