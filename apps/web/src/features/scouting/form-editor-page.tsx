import { useQuery } from '@tanstack/react-query';
import { normalizeRegionalYear } from '@team7790/shared/competition/keys';
import {
  FORM_MAX_FIELDS,
  SCOUTING_PHASES,
  PHASE_LABELS,
  type FieldKind,
  type ScoutingForm,
  type ScoutingPhase,
} from '@team7790/shared/scouting/form';
import { PencilRuler, Plus, Save, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/form-controls.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAppNow } from '../../lib/app-clock.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formQuery, useSaveForm } from './api/lead-api.ts';
import {
  checkDraft,
  draftOf,
  formProblems,
  isDirty,
  KIND_LABELS,
  moveField,
  newField,
  serverProblems,
  type FormDraft,
  type Problems,
} from './form-editor-draft.ts';
import { FieldCard } from './form-editor-field.tsx';

/** The seasons that have a form: 2025 (the first built in) to next year's. */
const FIRST_SEASON = 2025;

function AddField({ onAdd, disabled }: { onAdd: (kind: FieldKind, phase: ScoutingPhase) => void; disabled: boolean }) {
  const [kind, setKind] = useState<FieldKind>('counter');
  const [phase, setPhase] = useState<ScoutingPhase>('teleop');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-5">
      <SelectField label="New field kind" value={kind} onChange={(e) => setKind(e.target.value as FieldKind)} className="sm:w-48">
        {(Object.keys(KIND_LABELS) as FieldKind[]).map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <SelectField label="New field phase" value={phase} onChange={(e) => setPhase(e.target.value as ScoutingPhase)} className="sm:w-48">
        {SCOUTING_PHASES.map((p) => (
          <option key={p} value={p}>
            {PHASE_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" size="lg" onClick={() => onAdd(kind, phase)} disabled={disabled}>
        <Plus aria-hidden="true" className="size-4" />
        Add field
      </Button>
    </Card>
  );
}

/** The editor of one version of a season's form; saving makes the next version. */
function FormEditor({ form, justSaved, onSaved }: { form: ScoutingForm; justSaved: boolean; onSaved: (saved: ScoutingForm) => void }) {
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form));
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveForm(form.season);
  const dirty = isDirty(draft, form);
  const top = formProblems(problems);

  /** A change of one field's value clears the problem shown beside it; a change of the list clears them all (paths move). */
  const change = (next: FormDraft, path?: string) => {
    setDraft(next);
    setProblems((p) => {
      if (!path) return {};
      const rest = { ...p };
      for (const key of Object.keys(rest)) if (key === path || key.startsWith(`${path}.`)) delete rest[key];
      delete rest.form;
      return rest;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    save.mutate(checked.definition, { onSuccess: onSaved, onError: (err) => setProblems(serverProblems(err)) });
  };

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={`The ${form.season} form`} className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <TextField
          label="Form name"
          value={draft.name}
          onChange={(e) => change({ ...draft, name: e.target.value }, 'name')}
          error={problems.name}
          className="sm:max-w-md"
        />
        <p className="text-sm text-fg-muted">
          Version {form.version} of the {form.season} form, {form.fields.length} fields. Saving makes version {form.version + 1}; reports keep the
          version they were filled with.
        </p>
      </Card>
      <ol className="flex flex-col gap-4" aria-label="Fields">
        {draft.fields.map((d, i) => (
          <li key={d.key}>
            <FieldCard
              field={d.field}
              index={i}
              count={draft.fields.length}
              isNew={d.isNew}
              problems={problems}
              onChange={(field) => change({ ...draft, fields: draft.fields.map((x, j) => (j === i ? { ...x, field } : x)) }, `fields.${i}`)}
              onMove={(delta) => change({ ...draft, fields: moveField(draft.fields, i, delta) })}
              onRemove={() => change({ ...draft, fields: draft.fields.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ol>
      <AddField
        disabled={draft.fields.length >= FORM_MAX_FIELDS}
        onAdd={(kind, phase) =>
          change({
            ...draft,
            fields: [
              ...draft.fields,
              newField(
                kind,
                phase,
                draft.fields.map((f) => f.field.id),
              ),
            ],
          })
        }
      />
      {/* In sight while the form scrolls, except on a phone, where it would hide a third of the screen: it ends the form there. */}
      <div className="z-10 flex flex-col gap-3 rounded-2xl border border-line bg-surface/95 p-4 shadow-sm backdrop-blur sm:sticky sm:bottom-20 lg:bottom-4">
        {top.length > 0 && (
          <Banner tone="error">
            {top.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </Banner>
        )}
        {hasProblems && top.length === 0 && <Banner tone="error">The form was not saved: see the problems marked above.</Banner>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={save.isPending || !dirty}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Saving…' : 'Save form'}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setDraft(draftOf(form));
              setProblems({});
            }}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Undo changes
          </Button>
          <span className="text-sm text-fg-muted" role="status">
            {dirty ? 'Unsaved changes.' : justSaved ? `Saved as version ${form.version}.` : 'No changes.'}
          </span>
        </div>
      </div>
    </form>
  );
}

/**
 * /scouting/form?season=YYYY (administrators, issue 31): the season's match-scouting form, adjusted field by field;
 * saving makes a new version, and reports keep the version they were filled with.
 */
export default function FormEditorPage() {
  useDocumentTitle('Scouting Form');
  const [params, setParams] = useSearchParams();
  const now = useAppNow();
  const season = normalizeRegionalYear(params.get('season'), now);
  const seasons = Array.from({ length: Math.max(now.getFullYear() + 1, season) - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i);
  const form = useQuery(formQuery(season));
  const [saved, setSaved] = useState<{ season: number; version: number } | null>(null);

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="page-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            <PencilRuler aria-hidden="true" className="size-7 text-accent" />
            Scouting Form
          </h1>
          <p className="text-sm text-fg-muted">
            What scouts fill in for each robot, by phase. Field ids stay across versions, so the{' '}
            <Link to="/scouting" className="text-accent-text underline underline-offset-4">
              scouting table
            </Link>{' '}
            averages every version that has them.
          </p>
        </div>
        <SelectField
          label="Season"
          value={season}
          onChange={(e) => {
            setSaved(null);
            setParams({ season: e.target.value });
          }}
          className="w-36"
        >
          {(seasons.includes(season) ? seasons : [...seasons, season].sort((a, b) => a - b)).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
      </header>
      {saved?.season === season && <Banner tone="success">Saved as version {saved.version}. Reports keep the version they were filled with.</Banner>}
      {form.isPending && <PageSpinner label="Loading the form" />}
      {form.isError && (
        <Banner tone="error">
          {form.error instanceof ApiError && form.error.status === 404
            ? form.error.message
            : 'The form could not be loaded. Check your connection and try again.'}
        </Banner>
      )}
      {form.data && (
        <FormEditor
          key={`${form.data.season}-${form.data.version}`}
          form={form.data}
          justSaved={saved?.season === form.data.season && saved.version === form.data.version}
          onSaved={(f) => setSaved({ season: f.season, version: f.version })}
        />
      )}
    </section>
  );
}
