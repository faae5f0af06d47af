import { useQuery } from '@tanstack/react-query';
import { type KitMatch, type Station } from '@team7790/shared/scouting/match-scouting';
import { scoutMatches, type ScoutMatch } from '@team7790/shared/scouting/scout-matches';
import { eventKeyFromInput } from '@team7790/shared/scouting/scouting-table';
import { ClipboardList } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { appNow } from '../../lib/app-clock.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { teamEventQuery } from './api/team-event-api.ts';
import { AnyMatchPicker } from './components/any-match-picker.tsx';
import { ConnectionStatus } from './components/connection-status.tsx';
import { DraftsSection } from './components/drafts-section.tsx';
import { EventChooser, type EventChoice } from './components/event-chooser.tsx';
import { matchProgress, nextToScout, progressKey, type MatchProgress } from './components/match-progress.ts';
import { MyMatches } from './components/my-matches.tsx';
import { NextMatchCard } from './components/next-match-card.tsx';
import { OutboxSection } from './components/outbox-section.tsx';
import { discardDraft, draftsOf, openEditDraft, openNewDraft, type Draft } from './offline/drafts.ts';
import { keptKits, useScoutingKit } from './offline/kit-store.ts';
import { lastScoutedEvent, rememberScoutedEvent } from './offline/last-event.ts';
import { discardRefused, resendRefused, useOutbox, useOutboxSync, type OutboxReport } from './offline/outbox.ts';
import { useLiveQuery } from './offline/use-live-query.ts';
import { QrSlot } from './qr/qr-slot.tsx';
import { reportPath, type ScoutPageNotice } from './report-path.ts';
import { useOnline } from '../../lib/use-online.ts';

function kitErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return error.message || 'This event has no scouting kit.';
  if (error instanceof ApiError && error.isUnavailable) return 'Could not reach the server.';
  return error instanceof Error ? error.message : 'Could not load the event.';
}

/**
 * A scout's page (issue 31): which event, the connection and the outbox, "My next match" with a big Start, the other
 * assigned matches, any match of the schedule, and every report still waiting to be sent. It works from the device's
 * store, so it opens with no network once the event's kit was fetched.
 */
export default function ScoutPage() {
  useDocumentTitle('Scout');
  const auth = useAuth();
  // The members' area lets only members in; id 0 is the fallback user of a sign-in whose profile was never read.
  const scoutId = auth.user && auth.user.id > 0 ? auth.user.id : null;
  const navigate = useNavigate();
  const location = useLocation();
  const noticeState = location.state as ScoutPageNotice | null;
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const [lastEvent] = useState(lastScoutedEvent);
  const teamEvent = useQuery(teamEventQuery());
  const requested = params.get('event');
  const eventKey = (requested ? eventKeyFromInput(requested, appNow()) : null) ?? lastEvent ?? teamEvent.data?.eventKey ?? null;
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (eventKey) rememberScoutedEvent(eventKey);
  }, [eventKey]);
  // The form's code is fetched with this page, so it opens offline too.
  useEffect(() => void import('./report-page.tsx'), []);

  const { kit, savedAt, loading, error: kitError } = useScoutingKit(scoutId, eventKey);
  const sync = useOutboxSync(scoutId);
  const outbox = useOutbox(scoutId);
  const drafts = useLiveQuery(() => (scoutId === null ? Promise.resolve([]) : draftsOf(scoutId)), [scoutId]);
  const kept = useLiveQuery(() => (scoutId === null ? Promise.resolve([]) : keptKits(scoutId)), [scoutId]);

  const progress = useMemo(() => matchProgress(outbox.reports, drafts.value ?? [], kit?.scouted), [outbox.reports, drafts.value, kit?.scouted]);
  const assigned = useMemo(() => (kit && scoutId !== null ? scoutMatches(kit, scoutId).matches : []), [kit, scoutId]);
  // The next match still to scout: unplayed, and scouted by no phone (this one's outbox, or the server's reports).
  const next = nextToScout(assigned, progress);
  const others = assigned.filter((m) => m !== next);
  const waiting = outbox.reports.filter((r) => r.state === 'waiting' || r.state === 'sending').length;
  // The form's notice follows its save: waiting on this device, then sent (it once kept saying "waiting" after a sync).
  const noticeSent = noticeState ? outbox.rows.some((r) => r.submission_id === noticeState.submission && r.state === 'sent') : false;
  const notice = noticeState ? (noticeSent ? noticeState.sent : noticeState.saved) : null;

  const choices = useMemo(() => {
    const list: EventChoice[] = [];
    const team = teamEvent.data;
    if (team?.eventKey) list.push({ key: team.eventKey, name: team.eventName ?? team.eventKey, note: "Team 7790's event" });
    for (const row of kept.value ?? [])
      if (!list.some((c) => c.key === row.event_key)) list.push({ key: row.event_key, name: row.kit.event_name, note: 'Kept on this device' });
    return list;
  }, [teamEvent.data, kept.value]);

  const act = async (work: () => Promise<string | void>) => {
    setBusy(true);
    setActionError(null);
    try {
      const draftId = await work();
      if (draftId) await navigate(reportPath(draftId));
    } catch (err) {
      setActionError(err instanceof Error ? err.message : 'Could not open the report.');
    } finally {
      setBusy(false);
    }
  };
  const openAt = (matchKey: string, station: Station, done: MatchProgress | undefined) =>
    act(async () => {
      if (done?.kind === 'draft') return done.draft.id;
      if (done?.kind === 'saved') return openEditDraft(done.report.latest);
      if (!kit || scoutId === null) return;
      return openNewDraft({ userId: scoutId, kit, matchKey, station });
    });
  const openMatch = (m: ScoutMatch, done: MatchProgress | undefined) => openAt(m.match_key, m.station, done);
  const pickMatch = (m: KitMatch, station: Station) => openAt(m.key, station, progress.get(progressKey(m.key, station)));
  const editReport = (report: OutboxReport) => act(() => openEditDraft(report.latest));
  const chooseEvent = (key: string) => {
    rememberScoutedEvent(key);
    setParams({ event: key });
    setChoosing(false);
  };

  if (scoutId === null) {
    return (
      <Banner tone="info">Connect to the internet once and open this page: your scouting kit is then kept on this device for use offline.</Banner>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-fg">
            <ClipboardList aria-hidden="true" className="size-6 text-accent" />
            Scout
          </h1>
          <p className="text-fg-muted" data-testid="scout-event">
            {kit ? kit.event_name : (eventKey ?? 'No event chosen')}
            {savedAt && !online && <span className="text-sm"> · kept on this device</span>}
          </p>
        </div>
        <button
          type="button"
          className="min-h-12 rounded-lg px-3 font-semibold text-accent-text underline-offset-4 hover:underline"
          aria-expanded={choosing}
          aria-controls="scout-event-chooser"
          onClick={() => setChoosing((c) => !c)}
        >
          Change event
        </button>
      </header>

      {(choosing || !eventKey) && (
        <Card id="scout-event-chooser" className="p-5">
          <EventChooser current={eventKey} choices={choices} onChoose={chooseEvent} />
        </Card>
      )}

      {!requested && !choosing && teamEvent.data?.eventKey && eventKey && teamEvent.data.eventKey !== eventKey && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-info-line bg-info-soft px-4 py-2 text-sm font-medium text-info">
          <span>Team 7790 is at {teamEvent.data.eventName ?? teamEvent.data.eventKey}.</span>
          <button
            type="button"
            className="min-h-12 font-semibold underline underline-offset-4"
            onClick={() => chooseEvent(teamEvent.data!.eventKey!)}
          >
            Scout {teamEvent.data.eventName ?? teamEvent.data.eventKey}
          </button>
        </div>
      )}

      <ConnectionStatus online={online} status={sync.status} waiting={waiting} onSendNow={sync.syncNow} />
      {notice && <Banner tone="success">{notice}</Banner>}
      {actionError && <Banner tone="error">{actionError}</Banner>}

      {eventKey && loading && <PageSpinner label="Loading the event" />}
      {eventKey && !loading && !kit && (
        <Banner tone={online ? 'error' : 'info'}>
          {online
            ? `${kitErrorText(kitError)} The event's form and schedule are needed to scout it.`
            : "This event's form and schedule are not on this device yet. Open this page once online to keep them."}
        </Banner>
      )}

      {kit && (
        <>
          {next ? (
            <NextMatchCard
              match={next}
              progress={progress.get(progressKey(next.match_key, next.station))}
              busy={busy}
              onStart={() => void openMatch(next, progress.get(progressKey(next.match_key, next.station)))}
            />
          ) : (
            <Card className="p-5">
              <h2 className="text-lg font-bold text-fg">My next match</h2>
              <p className="mt-1 text-fg-muted">
                {assigned.length
                  ? 'Every match assigned to you is played or scouted.'
                  : 'You have no assigned matches at this event. You can still scout any match below.'}
              </p>
            </Card>
          )}
          {drafts.value && drafts.value.length > 0 && (
            <DraftsSection
              drafts={drafts.value}
              schedule={kit.schedule}
              onContinue={(d: Draft) => void navigate(reportPath(d.id))}
              onDiscard={(d: Draft) => discardDraft(d.id)}
            />
          )}
          {others.length > 0 && <MyMatches matches={others} progress={progress} busy={busy} onOpen={(m, done) => void openMatch(m, done)} />}
          <AnyMatchPicker schedule={kit.schedule} progress={progress} busy={busy} onPick={(m, s) => void pickMatch(m, s)} />
        </>
      )}
      {!kit && drafts.value && drafts.value.length > 0 && (
        <DraftsSection
          drafts={drafts.value}
          schedule={undefined}
          onContinue={(d: Draft) => void navigate(reportPath(d.id))}
          onDiscard={(d: Draft) => discardDraft(d.id)}
        />
      )}

      <OutboxSection
        reports={outbox.reports}
        schedule={kit?.schedule}
        scoutId={scoutId}
        onEdit={(r) => void editReport(r)}
        onResend={(r) => void Promise.all(r.saves.filter((s) => s.state === 'refused').map((s) => resendRefused(s.submission_id)))}
        onDiscard={async (r) => {
          await Promise.all(r.saves.filter((s) => s.state === 'refused').map((s) => discardRefused(s.submission_id)));
        }}
      >
        {/* QR transfer (no network at all): "Show as QR codes" and "Scan reports". */}
        <QrSlot ownerId={scoutId} eventKey={eventKey} kit={kit} />
      </OutboxSection>
    </div>
  );
}
