import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventTopic } from '@team7790/shared/live/topics';
import { eventKeyFromInput } from '@team7790/shared/scouting/scouting-table';
import { Download, UsersRound } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CheckboxField } from '../../components/ui/form-controls.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { appNow } from '../../lib/app-clock.ts';
import { coalescedRefetch } from '../../lib/live/coalesced-refetch.ts';
import { openEventStream } from '../../lib/live/event-stream.ts';
import { PollWhileNotLive } from '../../lib/live/poll-while-not-live.tsx';
import { useLiveTopics } from '../../lib/live/use-live-topics.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { crewQuery, downloadReportsCsv, leadKeys, leadKitQuery } from './api/lead-api.ts';
import { teamEventQuery } from './api/team-event-api.ts';
import { AssignmentsSection } from './assignments-section.tsx';
import { EventChooser, type EventChoice } from './components/event-chooser.tsx';
import { crewCounts, scoutCompletion, shownMatches, STATE_ORDER, type CrewMatch, type PositionState } from './crew-states.ts';
import { CrewTable, StateTag } from './crew-table.tsx';

const errorText = (error: unknown, what: string) =>
  error instanceof ApiError && error.status === 404
    ? error.message || `${what} was not found.`
    : error instanceof Error
      ? error.message
      : `Could not load ${what}.`;

/**
 * Keeps the crew view and the event's kit fresh (issue 31): a stored report reloads the crew view, a change of the
 * event's schedule or results reloads both; bursts are coalesced, and without the live stream they are polled.
 */
function useCrewLive(eventKey: string) {
  const queryClient = useQueryClient();
  const refetch = useMemo(() => {
    const crew = coalescedRefetch(() => queryClient.refetchQueries({ queryKey: leadKeys.crew(eventKey), exact: true }));
    const kit = coalescedRefetch(() => queryClient.refetchQueries({ queryKey: leadKeys.kit(eventKey), exact: true }));
    return {
      crew,
      all: () => {
        crew();
        kit();
      },
    };
  }, [queryClient, eventKey]);
  useEffect(
    () =>
      openEventStream({
        onStatus: () => undefined,
        onResync: refetch.all,
        onFirstLive: refetch.crew,
        onEvent: (event) => {
          if (event.type === 'scouting.report' && event.event_key === eventKey) refetch.crew();
        },
      }),
    [eventKey, refetch],
  );
  useLiveTopics(
    [eventTopic(eventKey)],
    (change) => {
      if (change.event_key === eventKey) refetch.all();
    },
    refetch.all,
  );
  return refetch.all;
}

function CrewCounts({ counts }: { counts: Record<PositionState, number> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {STATE_ORDER.map((state) => (
        <Card key={state} className="flex flex-col gap-1.5 px-4 py-3">
          <dt>
            <StateTag state={state} />
          </dt>
          <dd className="text-2xl font-bold text-fg tabular-nums" data-count={state}>
            {counts[state]}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** Each assigned scout's completion: reports in of the positions due, the least complete first, and what is to come. */
function ScoutsCompletion({ matches }: { matches: readonly CrewMatch[] }) {
  const scouts = scoutCompletion(matches);
  if (scouts.length === 0) return null;
  return (
    <section aria-labelledby="crew-scouts" className="flex flex-col gap-2">
      <h3 id="crew-scouts" className="text-lg font-semibold text-fg">
        Scouts
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {scouts.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-2.5" data-scout={s.name}>
            <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-fg">{s.name}</span>
            <span className="text-right text-sm text-fg-muted">
              <span className={s.done < s.due ? 'font-semibold text-danger' : 'font-semibold text-fg'}>
                {s.done} of {s.due} scouted
              </span>
              {s.done < s.due ? ` · ${s.due - s.done} missing` : ''}
              {` · ${s.toCome} to come`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CsvButton({ eventKey }: { eventKey: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = () => {
    setState({ busy: true, error: null });
    downloadReportsCsv(eventKey).then(
      () => setState({ busy: false, error: null }),
      (e: unknown) => setState({ busy: false, error: e instanceof Error ? e.message : 'Could not download the reports.' }),
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={download} disabled={state.busy}>
        <Download aria-hidden="true" className="size-4" />
        Download reports (CSV)
      </Button>
      {state.error && <Banner tone="error">{state.error}</Banner>}
    </div>
  );
}

/** One event's crew view: the counts, the matches (all or only problems), the assignments. */
function CrewEvent({ eventKey }: { eventKey: string }) {
  const crew = useQuery(crewQuery(eventKey));
  const kit = useQuery(leadKitQuery(eventKey));
  const [onlyProblems, setOnlyProblems] = useState(false);
  const refetchAll = useCrewLive(eventKey);
  const poll = useCallback(() => refetchAll(), [refetchAll]);

  if (crew.isPending || kit.isPending) return <PageSpinner label="Loading the crew view" />;
  if (kit.isError) return <Banner tone="error">{errorText(kit.error, `Event ${eventKey}`)}</Banner>;

  const matches = crew.data?.matches ?? [];
  const shown = shownMatches(matches, onlyProblems);
  return (
    <>
      <PollWhileNotLive active refetch={poll} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-fg">{kit.data.event_name}</h2>
          <p className="text-sm text-fg-muted">
            <Link to={`/scouting?event=${eventKey}`} className="text-accent-text underline-offset-4 hover:underline">
              Scouting table
            </Link>
            {' · '}
            <a href="#assignments" className="text-accent-text underline-offset-4 hover:underline">
              Assignments
            </a>
          </p>
        </div>
        <CsvButton eventKey={eventKey} />
      </div>
      {crew.isError ? (
        <Banner tone="error">{errorText(crew.error, 'The crew view')}</Banner>
      ) : (
        <section aria-labelledby="crew-matches" className="flex flex-col gap-4">
          <h2 id="crew-matches" className="sr-only">
            Matches
          </h2>
          <CrewCounts counts={crewCounts(matches)} />
          <ScoutsCompletion matches={matches} />
          <CheckboxField
            label="Only problems"
            note="(missing, no scout or flagged)"
            checked={onlyProblems}
            onChange={(e) => setOnlyProblems(e.target.checked)}
          />
          <p role="status" className="text-sm text-fg-muted">
            {matches.length === 0 ? 'The schedule has no matches yet.' : `Showing ${shown.length} of ${matches.length} matches.`}
          </p>
          {shown.length > 0 && <CrewTable matches={shown} />}
          {matches.length > 0 && shown.length === 0 && (
            <p className="rounded-2xl border border-dashed border-line p-6 text-center text-fg-muted">
              No position is missing, without a scout or flagged.
            </p>
          )}
        </section>
      )}
      <AssignmentsSection eventKey={eventKey} assignments={kit.data.assignments} schedule={kit.data.schedule} />
    </>
  );
}

/**
 * /scouting/crew?event=… (administrators, issue 31): per match, which positions are scouted, missing or flagged
 * against the official breakdown, live; who scouts which position; the reports as CSV.
 */
export default function CrewPage() {
  useDocumentTitle('Scouting Crew');
  const [params, setParams] = useSearchParams();
  const teamEvent = useQuery(teamEventQuery());
  const requested = params.get('event');
  const eventKey = (requested ? eventKeyFromInput(requested, appNow()) : null) ?? teamEvent.data?.eventKey ?? null;
  const [choosing, setChoosing] = useState(false);
  const choices: EventChoice[] = teamEvent.data?.eventKey
    ? [{ key: teamEvent.data.eventKey, name: teamEvent.data.eventName ?? teamEvent.data.eventKey, note: "Team 7790's event" }]
    : [];
  const choose = (key: string) => {
    setChoosing(false);
    setParams({ event: key });
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="page-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            <UsersRound aria-hidden="true" className="size-7 text-accent" />
            Scouting Crew
          </h1>
          <p className="text-sm text-fg-muted">
            Which positions of each match are scouted, missing or flagged against the official score, and who scouts them.
          </p>
        </div>
        <Button variant="ghost" aria-expanded={choosing || !eventKey} aria-controls="crew-event-chooser" onClick={() => setChoosing((c) => !c)}>
          Change event
        </Button>
      </header>
      {(choosing || (!eventKey && !teamEvent.isPending)) && (
        <Card id="crew-event-chooser" className="p-5">
          <EventChooser current={eventKey} choices={choices} onChoose={choose} />
        </Card>
      )}
      {eventKey ? <CrewEvent key={eventKey} eventKey={eventKey} /> : teamEvent.isPending && <PageSpinner label="Finding the team's event" />}
    </section>
  );
}
