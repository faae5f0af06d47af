import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmAction {
  label: string;
  onClick: () => void;
}

/**
 * A destructive confirmation: the spec's question, what it applies to, and one or more danger
 * actions beside Cancel (a recurring event offers two). A failed action shows the server's message;
 * a screen that reports failures itself (chat's banner) closes the dialog as the action starts.
 */
export function ConfirmDialog({
  title,
  question,
  subject,
  note,
  actions,
  busy,
  error,
  onClose,
}: {
  title: string;
  question: string;
  subject?: ReactNode;
  note?: ReactNode;
  actions: ConfirmAction[];
  busy?: boolean;
  error?: unknown;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {actions.map((action) => (
            <Button key={action.label} variant="danger" disabled={busy} onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
        </>
      }
    >
      {Boolean(error) && (
        <Banner tone="error" className="mb-3">
          {error instanceof ApiError ? error.message : 'Deleting failed. Please try again.'}
        </Banner>
      )}
      <p className="text-sm">{question}</p>
      {subject && <p className="mt-2 text-sm font-semibold">{subject}</p>}
      {note && <p className="mt-2 text-sm text-fg-muted">{note}</p>}
    </Dialog>
  );
}
