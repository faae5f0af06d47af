import { isSortChoice, sortRows, type SortChoice } from '@team7790/shared/scouting/scouting-table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { pickListQuery, usePickListMutations } from '../api/pick-list-api.ts';
import { EventInfoCard } from './event-info-card.tsx';
import { ScoutingControls } from './scouting-controls.tsx';
import { ScoutingTable } from './scouting-table.tsx';
import { SharedPickList } from './shared-pick-list.tsx';
import { useLocalPicks } from './use-local-picks.ts';
import { usePickListLive } from './use-pick-list-live.ts';
import { useScoutingData } from './use-scouting-data.ts';

/** One event's scouting: info card, controls, the table, and for members the shared pick list. */
export function ScoutingView({ eventKey, isMember }: { eventKey: string; isMember: boolean }) {
  const [params, setParams] = useSearchParams();
  const requestedSort = params.get('sort');
  const [availableOnly, setAvailableOnly] = useState(false);
  const { event, rows, epaState, oprState } = useScoutingData(eventKey);
  const local = useLocalPicks(isMember ? null : eventKey);
  const shared = useQuery(pickListQuery(eventKey, isMember));
  const live = usePickListLive(eventKey, isMember);
  const { changeTeam, clearStatuses } = usePickListMutations(eventKey);

  const epaMissing = epaState === 'missing';
  const chosen: SortChoice = isSortChoice(requestedSort) ? requestedSort : 'team';
  // Without EPA the table still works: an EPA sort falls back to OPR.
  const sort: SortChoice = epaMissing && chosen.startsWith('epa') ? 'opr' : chosen;
  const setSort = (next: SortChoice) =>
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
          />
          <p className="-mt-3 text-sm text-fg-muted" role="status">
            Showing {shown.length} of {rows.length} teams{pickedCount > 0 ? `, ${pickedCount} picked` : ''}.
            {!isMember && ' Picks are saved on this device.'}
          </p>
          <ScoutingTable
            rows={shown}
            isPicked={isPicked}
            onPick={onPick}
            statusOf={isMember ? (team) => (statusOf(team) === 'declined' ? 'Declined' : null) : undefined}
            pickingDisabled={isMember && !shared.data}
          />
        </>
      )}
    </div>
  );
}
