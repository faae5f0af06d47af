import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { PickEntry, PickList, PickTier } from '@team7790/shared/scouting/contracts';
import { pickListCsv } from '@team7790/shared/scouting/pick-list-csv';
import type { ScoutingRow } from '@team7790/shared/scouting/scouting-table';
import { clsx } from 'clsx';
import { Ban, Download, ListPlus, Radio } from 'lucide-react';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import type { StreamStatus } from '../../../lib/live/event-stream.ts';
import { usePickListMutations } from '../api/pick-list-api.ts';
import { PickListRow } from './pick-list-row.tsx';

const tierOf = (list: PickList, tier: PickTier) => list.entries.filter((e) => e.tier === tier).sort((a, b) => a.position - b.position);

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The team's pick list for this event, shared by every member and live: drag (or the arrow buttons,
 * or the keyboard on the handle) to reorder, a do-not-pick tier, status during alliance selection,
 * a note per team, and a CSV export.
 */
export function SharedPickList({ eventKey, list, rows, live }: { eventKey: string; list: PickList; rows: ScoutingRow[]; live: StreamStatus }) {
  const { changeTeam, reorder } = usePickListMutations(eventKey);
  const [adding, setAdding] = useState('');
  const selectId = useId();
  const ranked = tierOf(list, 'ranked');
  const avoid = tierOf(list, 'do_not_pick');
  const listed = new Set([...ranked, ...avoid].map((e) => e.team_number));
  const addable = rows.filter((r) => !listed.has(r.team)).sort((a, b) => a.team - b.team);
  const nickname = (team: number) => rows.find((r) => r.team === team)?.nickname ?? '';
  const busy = reorder.isPending;
  const failure = (changeTeam.error ?? reorder.error) as ApiError | null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const saveOrder = (teams: number[]) => reorder.mutate({ tier: 'ranked', version: list.version, teams });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = ranked.map((e) => e.team_number);
    saveOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  const move = (index: number, delta: -1 | 1) =>
    saveOrder(
      arrayMove(
        ranked.map((e) => e.team_number),
        index,
        index + delta,
      ),
    );
  const add = (tier: PickTier) => {
    const team = Number(adding);
    if (!team) return;
    changeTeam.mutate({ team, change: { tier } });
    setAdding('');
  };
  const rowProps = (entry: PickEntry, index: number, count: number) => ({
    entry,
    nickname: nickname(entry.team_number),
    index,
    count,
    busy,
    onMove: (delta: -1 | 1) => move(index, delta),
    onStatus: (status: PickEntry['status']) => changeTeam.mutate({ team: entry.team_number, change: { status } }),
    onNote: (note: string) => changeTeam.mutate({ team: entry.team_number, change: { note } }),
    onTier: (tier: PickTier | null) => changeTeam.mutate({ team: entry.team_number, change: { tier } }),
  });

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="pick-list-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="pick-list-title" className="text-xl font-bold text-fg">
              Team pick list
            </h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-fg-muted">
              <Radio aria-hidden="true" className={clsx('size-4', live === 'live' ? 'text-success' : 'text-fg-muted')} />
              <span role="status">
                {live === 'live' ? 'Shared with the team, live' : live === 'connecting' ? 'Connecting…' : 'Reconnecting… changes still save'}
              </span>
            </p>
          </div>
          <Button variant="secondary" onClick={() => download(`pick-list-${eventKey}.csv`, pickListCsv(list.entries, rows))}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
        </div>

        {failure && (
          <Banner tone="error" className="mt-4">
            {failure.message}
          </Banner>
        )}

        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-fg">
              Add a team
            </label>
            <select
              id={selectId}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
            >
              <option value="">Choose a team…</option>
              {addable.map((r) => (
                <option key={r.team} value={r.team}>
                  {r.team} {r.nickname}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2 min-[420px]:flex-row">
            <Button disabled={!adding} onClick={() => add('ranked')}>
              <ListPlus aria-hidden="true" className="size-4" />
              Add to pick list
            </Button>
            <Button variant="secondary" disabled={!adding} onClick={() => add('do_not_pick')}>
              <Ban aria-hidden="true" className="size-4" />
              Do not pick
            </Button>
          </div>
        </div>

        <h3 className="mt-6 text-sm font-bold tracking-wide text-fg-muted uppercase">Pick order</h3>
        {ranked.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">No teams on the pick list yet. Add teams above, then drag them into order.</p>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={ranked.map((e) => e.team_number)} strategy={verticalListSortingStrategy}>
              <ol aria-label="Pick order" className="mt-2 space-y-2">
                {ranked.map((entry, i) => (
                  <PickListRow key={entry.team_number} {...rowProps(entry, i, ranked.length)} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}

        <h3 className="mt-6 text-sm font-bold tracking-wide text-fg-muted uppercase">Do not pick</h3>
        {avoid.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">No teams marked do not pick.</p>
        ) : (
          <ul aria-label="Do not pick" className="mt-2 space-y-2">
            {avoid.map((entry, i) => (
              <PickListRow key={entry.team_number} {...rowProps(entry, i, avoid.length)} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
