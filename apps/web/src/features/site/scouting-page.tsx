import { eventKeyFromInput } from '@team7790/shared/scouting/scouting-table';
import { ClipboardList, PencilRuler, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
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
  const isAdmin = isMember && auth.user?.is_admin === true;

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
        {isMember ? ' Your pick list is shared live with the team, and our own match scouting sits beside the statistics.' : ''}
      </PageHeader>
      {isMember && (
        <nav aria-label="Match scouting" className="mt-5 flex flex-wrap gap-2">
          <Link to={eventKey ? `/scout?event=${eventKey}` : '/scout'} className={buttonClasses('primary', 'md')}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Scout a match
          </Link>
          {isAdmin && (
            <>
              <Link to={eventKey ? `/scouting/crew?event=${eventKey}` : '/scouting/crew'} className={buttonClasses('secondary', 'md')}>
                <UsersRound aria-hidden="true" className="size-4" />
                Crew view
              </Link>
              <Link to={eventKey ? `/scouting/form?season=${eventKey.slice(0, 4)}` : '/scouting/form'} className={buttonClasses('secondary', 'md')}>
                <PencilRuler aria-hidden="true" className="size-4" />
                Edit form
              </Link>
            </>
          )}
        </nav>
      )}
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
