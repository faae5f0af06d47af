import { useId, type FormEvent, type ReactNode } from 'react';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';

/**
 * A dialog whose body is one form: an error banner on top, Cancel and the submit button (showing
 * its busy label while saving) at the bottom, and optional extra actions on the left (e.g. Delete).
 */
export function FormDialog({
  title,
  size,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  error,
  extraActions,
  children,
}: {
  title: string;
  size?: DialogProps['size'];
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The message to show above the fields, if the last attempt failed. */
  error?: string | null;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      size={size}
      onClose={onClose}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {error && <Banner tone="error">{error}</Banner>}
        {children}
      </form>
    </Dialog>
  );
}
