import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { alertChannelQuery, tbaWebhookQuery } from './api/alert-settings-api.ts';
import { AlertChannelCard } from './components/alert-channel-card.tsx';
import { TbaWebhookCard } from './components/tba-webhook-card.tsx';

/** /admin/alerts: the chat channel favourite-team alerts are posted into, and The Blue Alliance's webhooks. */
export default function AlertSettingsPage() {
  useDocumentTitle('Alert Settings');
  const channel = useQuery(alertChannelQuery());
  const webhook = useQuery(tbaWebhookQuery());

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          Alert Settings
        </h1>
        <p className="text-sm text-fg-muted">Where favorite-team alerts are posted, and how The Blue Alliance sends them here.</p>
      </header>
      {(channel.isPending || webhook.isPending) && <PageSpinner label="Loading alert settings" />}
      {(channel.isError || webhook.isError) && (
        <Banner tone="error">The alert settings could not be loaded. Check your connection and try again.</Banner>
      )}
      {channel.data && <AlertChannelCard config={channel.data} />}
      {webhook.data && <TbaWebhookCard settings={webhook.data} />}
    </section>
  );
}
