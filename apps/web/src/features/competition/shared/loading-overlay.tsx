import { LoaderCircle } from 'lucide-react';

/**
 * A full-page overlay while a page's data loads ('Loading Team Data', 'Loading Match Data'). It holds
 * a screen's height in the page too, so the footer does not jump when the content arrives.
 */
export function LoadingOverlay({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <div aria-hidden="true" className="min-h-dvh" />
      <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex items-center justify-center bg-canvas/80 px-6 backdrop-blur-sm">
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-8 py-7 text-center shadow-lg">
          <LoaderCircle aria-hidden="true" className="size-9 animate-spin text-accent" />
          <div>
            <p className="text-lg font-semibold text-fg">{title}</p>
            {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
          </div>
        </div>
      </div>
    </>
  );
}
