import type { WebhookSettings } from '@team7790/shared/notifications/push';
import { Webhook } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveWebhookSecret } from '../api/alert-settings-api.ts';
import { generateWebhookSecret, webhookSecretProblem } from '../alert-settings-rules.ts';

const when = (iso: string) => new Date(iso).toLocaleString();

function statusText(settings: WebhookSettings): string {
  if (settings.secret_source === 'admin') return `On: secret set here${settings.secret_updated_at ? ` on ${when(settings.secret_updated_at)}` : ''}.`;
  if (settings.secret_source === 'settings') return "On: secret from the server's TBA_WEBHOOK_SECRET setting.";
  return 'Off: no secret is set, so webhook calls are refused. Alerts still come from comparing the event data.';
}

/**
 * The Blue Alliance's webhooks: whether a secret is in force (never the secret itself), the address
 * and verification key to enter on TBA's account page, and setting, replacing or removing the secret.
 */
export function TbaWebhookCard({ settings }: { settings: WebhookSettings }) {
  const [dialog, setDialog] = useState<'secret' | 'remove' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <SectionCard
        icon={Webhook}
        title="The Blue Alliance webhooks"
        subtitle="With webhooks, match scores, upcoming matches and awards arrive the moment TBA posts them. Add a webhook on your TBA account page with the address and secret below, then enter the verification key TBA sends here."
      >
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-fg-muted">Status</dt>
          <dd className="text-fg" data-testid="webhook-status">
            {statusText(settings)}
          </dd>
          <dt className="font-medium text-fg-muted">Webhook address</dt>
          <dd className="min-w-0 text-fg">
            {settings.webhook_url ? (
              <code className="rounded bg-surface-muted px-1.5 py-0.5 break-all">{settings.webhook_url}</code>
            ) : (
              'Set PUBLIC_SITE_URL on the server to show it here.'
            )}
          </dd>
          <dt className="font-medium text-fg-muted">Verification key</dt>
          <dd className="min-w-0 text-fg" data-testid="webhook-verification">
            {settings.verification_key ? (
              <>
                <code className="rounded bg-surface-muted px-1.5 py-0.5 break-all">{settings.verification_key}</code>
                {settings.received_at && <span className="ml-2 text-fg-muted">received {when(settings.received_at)}</span>}
              </>
            ) : (
              'None received yet.'
            )}
          </dd>
        </dl>
        {notice && <Banner tone="success">{notice}</Banner>}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setNotice(null);
              setDialog('secret');
            }}
          >
            {settings.secret_source === 'admin' ? 'Replace secret' : 'Set secret'}
          </Button>
          {settings.secret_source === 'admin' && (
            <Button
              variant="danger"
              onClick={() => {
                setNotice(null);
                setDialog('remove');
              }}
            >
              Remove secret
            </Button>
          )}
        </div>
      </SectionCard>
      {dialog === 'secret' && (
        <SecretDialog
          replacing={settings.configured}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice('The new secret is in force. Enter the same secret on The Blue Alliance; it sends a new verification key.');
          }}
        />
      )}
      {dialog === 'remove' && (
        <RemoveSecretDialog
          fallback={settings}
          onClose={() => setDialog(null)}
          onRemoved={(after) => {
            setDialog(null);
            setNotice(
              after.configured ? "Removed. The server's TBA_WEBHOOK_SECRET setting is in force again." : 'Removed. Webhook calls are now refused.',
            );
          }}
        />
      )}
    </>
  );
}

/** The secret is typed (or generated) here and sent once; it is never shown again after saving. */
function SecretDialog({ replacing, onClose, onSaved }: { replacing: boolean; onClose: () => void; onSaved: () => void }) {
  const save = useSaveWebhookSecret();
  const [secret, setSecret] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = webhookSecretProblem(secret);
    setError(problem ?? undefined);
    if (problem) return;
    save.mutate(secret.trim(), { onSuccess: onSaved });
  };

  return (
    <FormDialog
      title={replacing ? 'Replace webhook secret' : 'Set webhook secret'}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save secret"
      busyLabel="Saving..."
      busy={save.isPending}
      error={save.error ? (save.error instanceof ApiError ? save.error.message : 'The secret could not be saved. Please try again.') : null}
    >
      <TextField
        label="New secret"
        type={visible ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        error={error}
        hint="At least 16 characters. Enter the same secret on The Blue Alliance's webhook page; it is not shown here again."
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setSecret(generateWebhookSecret());
            setVisible(true);
          }}
        >
          Generate a strong secret
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? 'Hide' : 'Show'}
        </Button>
      </div>
    </FormDialog>
  );
}

function RemoveSecretDialog({
  fallback,
  onClose,
  onRemoved,
}: {
  fallback: WebhookSettings;
  onClose: () => void;
  onRemoved: (after: WebhookSettings) => void;
}) {
  const save = useSaveWebhookSecret();
  return (
    <ConfirmDialog
      title="Remove webhook secret"
      question="Remove the webhook secret set here?"
      note={
        fallback.secret_source === 'admin'
          ? 'If the server has a TBA_WEBHOOK_SECRET setting, that secret is used again; otherwise webhook calls are refused until a new secret is set.'
          : undefined
      }
      actions={[{ label: 'Remove', onClick: () => save.mutate(null, { onSuccess: onRemoved }) }]}
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
    />
  );
}
