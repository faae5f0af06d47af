import type { Channel } from '@team7790/shared/chat/contracts';
import type { AlertChannelConfig } from '@team7790/shared/notifications/push';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareShare } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/form-controls.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { alertChannelChoicesQuery, useSaveAlertChannel } from '../api/alert-settings-api.ts';
import { parseTeamList } from '../alert-settings-rules.ts';

const NONE = '';

/** Which chat channel, if any, favourite-team alerts of the listed teams are also posted into. */
export function AlertChannelCard({ config }: { config: AlertChannelConfig }) {
  const channels = useQuery(alertChannelChoicesQuery());
  const save = useSaveAlertChannel();
  const [channelId, setChannelId] = useState(config.channel_id ?? NONE);
  const [teams, setTeams] = useState(config.teams.join(', '));
  const [teamsError, setTeamsError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const current = channels.data?.find((c) => c.id === config.channel_id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const parsed = parseTeamList(teams);
    if ('error' in parsed) {
      setTeamsError(parsed.error);
      return;
    }
    setTeamsError(undefined);
    save.mutate(
      { channel_id: channelId === NONE ? null : channelId, teams: parsed.teams },
      {
        onSuccess: (result) => {
          setTeams(result.teams.join(', '));
          setSaved(true);
        },
      },
    );
  };

  return (
    <SectionCard
      icon={MessageSquareShare}
      title="Team alerts in chat"
      subtitle="Alerts about these teams (schedule, upcoming matches, results, alliances, playoffs and awards) are also posted into the chosen channel, as messages from you. Members' own alerts are not affected."
      intro={
        <p className="mt-2 text-sm font-medium text-fg" data-testid="alert-channel-status">
          {config.channel_id === null
            ? 'Not posting into any channel.'
            : `Posting alerts for ${config.teams.join(', ')} into #${current?.name ?? config.channel_id}.`}
        </p>
      }
    >
      {channels.isError && <Banner tone="error">The channel list could not be loaded. Check your connection and try again.</Banner>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Channel" value={channelId} onChange={(e) => setChannelId(e.target.value)} disabled={!channels.data}>
            <option value={NONE}>None (do not post)</option>
            {channelOptions(channels.data ?? [], config.channel_id)}
          </SelectField>
          <TextField
            label="Teams"
            value={teams}
            onChange={(e) => setTeams(e.target.value)}
            hint="Team numbers, separated with commas or spaces"
            error={teamsError}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        {save.isError && (
          <Banner tone="error">{save.error instanceof ApiError ? save.error.message : 'The setting could not be saved. Please try again.'}</Banner>
        )}
        {saved && !save.isPending && <Banner tone="success">Saved. New alerts follow this setting.</Banner>}
        <div>
          <Button type="submit" disabled={save.isPending || !channels.data}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** The channels by name; a saved channel that no longer exists stays visible so the admin sees it. */
function channelOptions(channels: Channel[], savedId: string | null) {
  const options = channels.map((c) => (
    <option key={c.id} value={c.id}>
      # {c.name}
      {c.is_private ? ' (private)' : ''}
    </option>
  ));
  if (savedId && !channels.some((c) => c.id === savedId)) {
    options.push(
      <option key={savedId} value={savedId}>
        # {savedId} (not found)
      </option>,
    );
  }
  return options;
}
