import { useQuery } from '@tanstack/react-query';
import type { ScoutingRow } from '@team7790/shared/scouting/scouting-table';
import { competitionQueries } from '../../../lib/competition-queries.ts';

/**
 * The event (info card and team list), EPA and OPR for the scouting table, fetched in parallel, in the cache entries
 * the event page reads too. EPA or OPR failing leaves their columns empty (spec 1: OPR failure gives empty data);
 * the table stays.
 */
export function useScoutingData(eventKey: string | null) {
  const enabled = eventKey !== null;
  const event = useQuery({ ...competitionQueries.event(eventKey ?? ''), enabled });
  const epa = useQuery({ ...competitionQueries.eventEpa(eventKey ?? ''), enabled });
  const oprs = useQuery({ ...competitionQueries.eventOprs(eventKey ?? ''), enabled });

  const rows: ScoutingRow[] = (event.data?.teams ?? []).map((team) => {
    const e = epa.data?.teams[team.key];
    const o = oprs.data?.teams[team.key];
    return {
      team: team.team_number,
      nickname: team.nickname ?? `Team ${team.team_number}`,
      epa: e?.total ?? null,
      epa_auto: e?.auto ?? null,
      epa_teleop: e?.teleop ?? null,
      epa_endgame: e?.endgame ?? null,
      opr: o?.opr ?? null,
      dpr: o?.dpr ?? null,
      ccwm: o?.ccwm ?? null,
    };
  });

  const epaState: 'loading' | 'ok' | 'stale' | 'missing' =
    epa.isPending && enabled ? 'loading' : epa.isError || !epa.data?.available ? 'missing' : epa.data.stale ? 'stale' : 'ok';
  const oprState: 'loading' | 'ok' | 'missing' = oprs.isPending && enabled ? 'loading' : oprs.isError || !oprs.data?.available ? 'missing' : 'ok';

  return { event, rows, epaState, oprState };
}
