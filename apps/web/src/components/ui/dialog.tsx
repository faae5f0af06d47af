import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' };

const FIRST_FIELD = ['input:not([type=hidden]):not(:disabled)', 'select:not(:disabled)', 'textarea:not(:disabled)'].join(', ');

/**
 * A modal on the native <dialog>: labelled by its title, the page behind inert, focus starting on
 * the first field and returning to where it was on close; Escape, the backdrop and × close it.
 */
/**
 * Opens a native <dialog> as a modal while the component is mounted: focus starts on the element marked
 * data-autofocus, else the first field, and returns to the element that had it when the dialog closes.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    // The dialog leaves the page when it closes, so focus is sent back to its opener by hand.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element (Close); start on the first field instead,
      // or on the element marked data-autofocus (React's autoFocus runs while the dialog is still closed).
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FIRST_FIELD))?.focus();
    }
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}

export function Dialog({ title, onClose, children, footer, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto max-h-[min(92dvh,56rem)] w-[calc(100%-1.5rem)] ${widths[size]} overflow-hidden rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/50`}
    >
      <div className="flex max-h-[min(92dvh,56rem)] flex-col">
        <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-lg p-1.5 text-fg-muted hover:bg-surface-muted hover:text-fg">
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</footer>}
      </div>
    </dialog>
  );
}
