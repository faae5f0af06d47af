import { CircleAlert, X } from 'lucide-react';

/** The red banner of spec 3, with a dismiss button. */
export function ErrorBanner({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  if (!text) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-danger-line bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{text}</p>
      <button type="button" onClick={onDismiss} aria-label="Dismiss error" className="-my-1 rounded-md p-1 hover:bg-black/5 dark:hover:bg-white/10">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
