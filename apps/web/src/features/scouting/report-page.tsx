import { PHASE_LABELS, SCOUTING_PHASES, type FieldValue, type ReportValues } from '@team7790/shared/scouting/form';
import { stationLabel } from '@team7790/shared/scouting/match-scouting';
import { stationTeam } from '@team7790/shared/scouting/scout-matches';
import { clsx } from 'clsx';
import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { appNowMs } from '../../lib/app-clock.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { matchNameOf, matchTimeText } from './components/match-text.ts';
import { FieldControl, focusField } from './components/report-fields.tsx';
import { allianceFill, isRed } from './components/station-badge.tsx';
import { discardDraft, fitDraftToForm, saveDraftValues, submitDraft } from './offline/drafts.ts';
import { useStoredKit } from './offline/kit-store.ts';
import { scoutingDb } from './offline/scouting-db.ts';
import { useLiveQuery } from './offline/use-live-query.ts';
import { notStartedText, phasesBelowText } from './report-checks.ts';
import type { ScoutPageNotice } from './report-path.ts';

/**
 * The form of one report (/scout/report?id=…): the match, the alliance colour, the station and the team from the
 * schedule at the top, the fields by phase, Submit at the bottom within reach of a thumb. Every answer is saved on the
 * device as it changes; Submit checks the answers and queues the save, then returns to /scout.
 */
export default function ReportPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const auth = useAuth();
  const scoutId = auth.user && auth.user.id > 0 ? auth.user.id : null;
  const navigate = useNavigate();
  const draft = useLiveQuery(() => (id ? scoutingDb().drafts.get(id) : Promise.resolve(undefined)), [id]);
  const row = draft.value && draft.value.user_id === scoutId ? draft.value : undefined;
  const stored = useStoredKit(row?.user_id ?? null, row?.event_key ?? null);
  const kit = stored.value?.kit ?? null;
  const form = kit?.form ?? null;

  const [values, setValues] = useState<ReportValues | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // Submit before the match's start asks first (the text of the question while it is open).
  const [asking, setAsking] = useState<string | null>(null);
  // The furthest phase the scout has scrolled to (an index into the phases with fields): those below are named by Submit.
  const [reached, setReached] = useState(0);
  // Submitted or discarded: the draft is gone and the page is on its way back to /scout.
  const [leaving, setLeaving] = useState(false);
  const loadedFor = useRef<string | null>(null);
  const writes = useRef<Promise<void>>(Promise.resolve());

  // The answers start from the saved draft once (later echoes of our own saves are not read back).
  useEffect(() => {
    if (!row || !form || loadedFor.current === row.id) return;
    loadedFor.current = row.id;
    setValues(fitDraftToForm(row, form));
  }, [row, form]);

  const match = kit?.schedule.find((m) => m.key === row?.match_key);
  const matchName = row ? matchNameOf(row.match_key, kit?.schedule) : '';
  const team = (match && row ? stationTeam(match, row.station) : null) ?? row?.team_number ?? null;
  useDocumentTitle(row ? `${matchName} · ${stationLabel(row.station)}` : 'Scouting report');

  const grouped = useMemo(
    () => SCOUTING_PHASES.map((phase) => ({ phase, fields: form?.fields.filter((f) => f.phase === phase) ?? [] })).filter((g) => g.fields.length),
    [form],
  );
  const formRef = useRef<HTMLFormElement | null>(null);
  const ready = Boolean(values);
  // A phase is reached once its section comes into view; an edit of a saved report was filled to the end before.
  useEffect(() => {
    const root = formRef.current;
    if (!ready || !root) return;
    if (row?.base_submission_id) {
      setReached(grouped.length - 1);
      return;
    }
    const sections = Array.from(root.querySelectorAll<HTMLElement>('section[data-phase-index]'));
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.phaseIndex));
      if (seen.length) setReached((r) => Math.max(r, ...seen));
    });
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [ready, grouped, row?.base_submission_id]);

  if (!id) return <Missing text="No report was named." />;
  if (!draft.loaded || (row && !stored.loaded) || (leaving && !row)) return <PageSpinner label="Opening the report" />;
  if (!row) return <Missing text="This report is not open on this device: it may have been submitted already." />;
  if (!form) return <Missing text="The form of this event is not on this device. Open the scout page once online to keep it." />;
  if (!values) return <PageSpinner label="Opening the report" />;

  const change = (fieldId: string, value: FieldValue) => {
    const next = { ...values, [fieldId]: value };
    setValues(next);
    if (problems[fieldId]) setProblems(({ [fieldId]: _gone, ...rest }) => rest);
    // One write after another, so the last answer is the one kept.
    writes.current = writes.current.then(() => saveDraftValues(row.id, next)).catch(() => undefined);
  };

  const submit = async () => {
    if (submitting || scoutId === null) return;
    setSubmitting(true);
    setLeaving(true);
    try {
      await writes.current;
      const outcome = await submitDraft({ ...row, values }, form, scoutId, kit);
      if (!outcome.ok) {
        setLeaving(false);
        setProblems(Object.fromEntries(outcome.problems.map((p) => [p.field, p.error])));
        setSummary(outcome.problems.map((p) => p.error));
        const first = form.fields.find((f) => outcome.problems.some((p) => p.field === f.id));
        if (first) focusField(first);
        return;
      }
      const subject = `${matchName}, ${stationLabel(row.station)}, team ${outcome.submission.team_number}`;
      const notice: ScoutPageNotice = {
        saved: `${subject}: saved on this device. It is sent as soon as there is a connection.`,
        sent: `${subject}: sent.`,
        submission: outcome.submission.submission_id,
      };
      await navigate(`/scout?event=${encodeURIComponent(row.event_key)}`, { replace: true, state: notice });
    } catch (err) {
      setLeaving(false);
      setSummary([`The report could not be saved on this device: ${err instanceof Error ? err.message : String(err)}`]);
    } finally {
      setSubmitting(false);
    }
  };

  const askFirst = () => {
    const early = notStartedText(match, appNowMs());
    if (early) setAsking(early);
    else void submit();
  };
  const below = phasesBelowText(
    grouped.map((g) => g.phase),
    reached,
  );

  const time = matchTimeText(match?.time ?? null);
  const editing = row.base_submission_id !== null || Boolean((row as { replaces_submission_id?: string | null }).replaces_submission_id);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Link
        to={`/scout?event=${encodeURIComponent(row.event_key)}`}
        className="inline-flex min-h-12 items-center gap-2 self-start font-semibold text-accent-text"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to scouting
      </Link>
      <header className={clsx('flex flex-col gap-1 rounded-2xl px-5 py-4 shadow-sm', allianceFill(row.station))}>
        <h1 className="text-2xl font-bold">{matchName}</h1>
        <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="text-lg font-bold" data-testid="report-alliance">
            {isRed(row.station) ? 'Red' : 'Blue'} alliance · Station {row.station.slice(-1)}
          </span>
          <span className="text-lg">
            Team{' '}
            <span className="text-3xl font-black tabular-nums" data-testid="report-team">
              {team}
            </span>
          </span>
        </p>
        {(time || editing) && (
          <p className="text-sm">
            {time}
            {time && editing ? ' · ' : ''}
            {editing ? 'Editing a saved report' : ''}
          </p>
        )}
      </header>

      <p className="text-sm text-fg-muted">Answers are saved on this device as you go.</p>

      <form
        ref={formRef}
        noValidate
        aria-label={`Report for ${matchName}, ${stationLabel(row.station)}`}
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          askFirst();
        }}
      >
        {grouped.map(({ phase, fields }, index) => (
          <section
            key={phase}
            data-phase-index={index}
            aria-labelledby={`phase-${phase}`}
            className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
          >
            <h2 id={`phase-${phase}`} className="mb-4 text-xl font-bold text-fg">
              {PHASE_LABELS[phase]}
            </h2>
            <div className="flex flex-col gap-6">
              {fields.map((field) => (
                <FieldControl
                  key={field.id}
                  field={field}
                  value={values[field.id] ?? null}
                  error={problems[field.id]}
                  onChange={(v) => change(field.id, v)}
                />
              ))}
            </div>
          </section>
        ))}

        {summary.length > 0 && (
          <Banner tone="error">
            <p>Check these answers before submitting:</p>
            <ul className="mt-1 list-disc pl-5">
              {summary.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Banner>
        )}

        <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 -mx-1 flex flex-col gap-2 rounded-2xl border border-line bg-surface/95 p-2 shadow-lg backdrop-blur lg:bottom-4">
          {below && (
            <p id="report-below" className="px-2 text-sm font-medium text-fg">
              {below}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            aria-busy={submitting}
            aria-describedby={below ? 'report-below' : undefined}
            className={buttonClasses('primary', 'lg', 'h-14 w-full text-lg')}
          >
            <Send aria-hidden="true" className="size-5" />
            {submitting ? 'Saving…' : 'Submit report'}
          </button>
        </div>
        <Button variant="danger" className="h-12 self-center" onClick={() => setDiscarding(true)}>
          {editing ? 'Discard changes' : 'Discard report'}
        </Button>
      </form>

      {asking && (
        <Dialog
          title="Submit before the match?"
          size="sm"
          onClose={() => setAsking(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(null)}>
                Keep scouting
              </Button>
              <Button
                onClick={() => {
                  setAsking(null);
                  void submit();
                }}
              >
                Submit anyway
              </Button>
            </>
          }
        >
          <p className="text-sm">{asking}</p>
          <p className="mt-2 text-sm">A report is for what the robot did in the match. Submit it now anyway?</p>
        </Dialog>
      )}

      {discarding && (
        <ConfirmDialog
          title={editing ? 'Discard changes' : 'Discard report'}
          question={
            editing ? 'Discard these changes? The saved report stays as it was.' : 'Discard this report? Its answers are removed from this device.'
          }
          subject={`${matchName}, ${stationLabel(row.station)}, team ${team}`}
          actions={[
            {
              label: 'Discard',
              onClick: () => {
                setDiscarding(false);
                setLeaving(true);
                void discardDraft(row.id).then(() => navigate(`/scout?event=${encodeURIComponent(row.event_key)}`, { replace: true }));
              },
            },
          ]}
          onClose={() => setDiscarding(false)}
        />
      )}
    </div>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">Scouting report</h1>
      <Banner tone="info">{text}</Banner>
      <Link to="/scout" className={buttonClasses('secondary', 'lg', 'h-12 self-start')}>
        Back to scouting
      </Link>
    </div>
  );
}
