import { eventKeyFromInput } from '@team7790/shared/scouting/scouting-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { appNow, useAppNow } from '../../lib/app-clock.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { PageHeader } from './components/page-header.tsx';
import { usePageMeta } from './components/use-page-meta.ts';
import { EventPicker } from './scouting/event-picker.tsx';
import { ScoutingView } from './scouting/scouting-view.tsx';

export default function ScoutingPage() {
  usePageMeta('/scouting');
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const [inputError, setInputError] = useState<string>();
  const requested = params.get('event');
  const now = useAppNow();
  const eventKey = requested ? eventKeyFromInput(requested, now) : null;
  const isMember = auth.status === 'authenticated' && auth.user !== null && auth.user.user_type !== 'public';

  const load = (code: string) => {
    const key = eventKeyFromInput(code, appNow());
    if (!key) {
      setInputError(code.trim() ? 'Enter an event code such as 2025milac.' : 'Enter an event code.');
      return;
    }
    setInputError(undefined);
    setParams({ event: key });
  };

  return (
    <>
      <PageHeader title="Scouting">
        EPA, OPR, DPR and CCWM for every team at an event, with picks for alliance selection.
        {isMember ? ' Your pick list is shared live with the team.' : ''}
      </PageHeader>
      <div className="mt-8">
        <EventPicker
          current={eventKey}
          onLoad={load}
          error={inputError ?? (requested && !eventKey ? 'Enter an event code such as 2025milac.' : undefined)}
        />
      </div>
      {eventKey && auth.status !== 'loading' && <ScoutingView key={eventKey} eventKey={eventKey} isMember={isMember} />}
    </>
  );
}
