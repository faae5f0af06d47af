import { isSortChoice, isTableSort, sortRows, type TableSort } from '@team7790/shared/scouting/scouting-table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { coalescedRefetch } from '../../../lib/live/coalesced-refetch.ts';
import { pickListQuery, usePickListMutations } from '../api/pick-list-api.ts';
import { scoutingSummaryKey, scoutingSummaryQuery } from '../api/scouting-summary-api.ts';
import { EventInfoCard } from './event-info-card.tsx';
import { ScoutingControls } from './scouting-controls.tsx';
import { fieldColumns, scoutedSortOptions } from './scouted-columns.ts';
import { ScoutingTable } from './scouting-table.tsx';
import { SharedPickList } from './shared-pick-list.tsx';
import { useLocalPicks } from './use-local-picks.ts';
import { usePickListLive } from './use-pick-list-live.ts';
import { useScoutingData } from './use-scouting-data.ts';

/**
 * One event's scouting: info card, controls, the table, and for members the shared pick list and the team's own match
 * scouting beside the statistics, kept fresh by the live stream.
 */
export function ScoutingView({ eventKey, isMember }: { eventKey: string; isMember: boolean }) {
  const [params, setParams] = useSearchParams();
  const requestedSort = params.get('sort');
  const [availableOnly, setAvailableOnly] = useState(false);
  const [everyField, setEveryField] = useState(() => isMember && (requestedSort?.startsWith('field:') ?? false));
  const { event, rows: statRows, epaState, oprState } = useScoutingData(eventKey);
  const local = useLocalPicks(isMember ? null : eventKey);
  const shared = useQuery(pickListQuery(eventKey, isMember));
  const summary = useQuery(scoutingSummaryQuery(eventKey, isMember));
  const queryClient = useQueryClient();
  // A crew's reports come in bursts: one refetch at a time, and one more after it.
  const refetchSummary = useMemo(
    () => coalescedRefetch(() => queryClient.refetchQueries({ queryKey: scoutingSummaryKey(eventKey), exact: true })),
    [queryClient, eventKey],
  );
  const live = usePickListLive(eventKey, isMember, refetchSummary);
  const { changeTeam, clearStatuses } = usePickListMutations(eventKey);

  const columns = useMemo(() => fieldColumns(summary.data?.form), [summary.data?.form]);
  const rows = useMemo(() => {
    if (!summary.data) return statRows;
    const byTeam = new Map(summary.data.teams.map((t) => [t.team_number, t]));
    return statRows.map((r) => ({ ...r, scouted: byTeam.get(r.team) ?? null }));
  }, [statRows, summary.data]);

  const epaMissing = epaState === 'missing';
  const fieldIds = everyField ? columns.map((c) => c.field.id) : [];
  const chosen: TableSort = (isMember ? isTableSort(requestedSort, fieldIds) : isSortChoice(requestedSort)) ? (requestedSort as TableSort) : 'team';
  // Without EPA the table still works: an EPA sort falls back to OPR.
  const sort: TableSort = epaMissing && chosen.startsWith('epa') ? 'opr' : chosen;
  const setSort = (next: TableSort) =>
    setParams(
      (p) => {
        if (next === 'team') p.delete('sort');
        else p.set('sort', next);
        return p;
      },
      { replace: true },
    );

  const statusOf = (team: number) => shared.data?.entries.find((e) => e.team_number === team)?.status ?? 'available';
  const isPicked = isMember ? (team: number) => statusOf(team) !== 'available' : local.isPicked;
  const pickedCount = isMember ? (shared.data?.entries.filter((e) => e.status !== 'available').length ?? 0) : local.count;
  const onPick = isMember
    ? (team: number, picked: boolean) => changeTeam.mutateAsync({ team, change: { status: picked ? 'picked' : 'available' } })
    : local.setPicked;

  if (event.isPending) return <Spinner label="Loading event" className="mt-8" />;
  if (event.isError) {
    const error = event.error as ApiError;
    return (
      <Banner tone="error" className="mt-6">
        {error.status === 404 ? `Event ${eventKey} was not found. Check the code and try again.` : error.message}
      </Banner>
    );
  }

  const shown = sortRows(rows, sort).filter((r) => !availableOnly || !isPicked(r.team));
  const toggleEveryField = () => {
    // Hiding the fields drops a sort on one of them for the scouted total.
    if (everyField && sort.startsWith('field:')) setSort('scouted_total');
    setEveryField((v) => !v);
  };
  const scoutedTeams = summary.data ? rows.filter((r) => r.scouted).length : 0;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <EventInfoCard page={event.data} />
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-fg-muted">No teams registered for this event yet.</p>
      ) : (
        <>
          {epaMissing && (
            <Banner tone="info">
              EPA is not available for this event{oprState === 'ok' ? ', so the table is sorted and compared on OPR.' : '.'}
            </Banner>
          )}
          {epaState === 'stale' && (
            <Banner tone="info">EPA may be out of date: the statistics service could not be reached, so these are the last figures we have.</Banner>
          )}
          {isMember && shared.data && <SharedPickList eventKey={eventKey} list={shared.data} rows={rows} live={live} />}
          {isMember && shared.isError && <Banner tone="error">Could not load the team's pick list. Picks below will not be shared.</Banner>}
          <ScoutingControls
            sort={sort}
            onSort={setSort}
            availableOnly={availableOnly}
            onToggleAvailable={() => setAvailableOnly((v) => !v)}
            pickedCount={pickedCount}
            shared={isMember}
            onClearPicked={() => (isMember ? clearStatuses.mutate() : local.clearAll())}
            epaMissing={epaMissing}
            scouting={summary.data ? { ...scoutedSortOptions(columns, everyField), everyField, onToggleEveryField: toggleEveryField } : undefined}
          />
          <p className="-mt-3 text-sm text-fg-muted" role="status">
            Showing {shown.length} of {rows.length} teams{pickedCount > 0 ? `, ${pickedCount} picked` : ''}.
            {!isMember && ' Picks are saved on this device.'}
          </p>
          {isMember && summary.data && (
            <p className="-mt-4 text-sm text-fg-muted">
              Our scouting: {scoutedTeams} of {rows.length} teams scouted
              {summary.data.form ? ` on the ${summary.data.form.name} form` : ''}. New reports appear as they arrive.
            </p>
          )}
          {isMember && summary.isError && (
            <Banner tone="error">Could not load the team&apos;s scouting reports. The table shows the statistics only.</Banner>
          )}
          <ScoutingTable
            rows={shown}
            isPicked={isPicked}
            onPick={onPick}
            statusOf={isMember ? (team) => (statusOf(team) === 'declined' ? 'Declined' : null) : undefined}
            pickingDisabled={isMember && !shared.data}
            scouting={summary.data ? { columns, everyField } : undefined}
          />
        </>
      )}
    </div>
  );
}
