import { parsePickedTeams, pickedTeamsStorageKey } from '@team7790/shared/scouting/scouting-table';
import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** Visitors' picks, on this device only, per event (spec 1: pickedTeams_{event}, a map of team to true). */
export function useLocalPicks(eventKey: string | null) {
  const [picked, setPicked] = useState<Record<string, true>>({});
  useEffect(() => {
    setPicked(eventKey ? parsePickedTeams(readStored(pickedTeamsStorageKey(eventKey))) : {});
  }, [eventKey]);

  const save = useCallback(
    (next: Record<string, true>) => {
      setPicked(next);
      if (eventKey) writeStored(pickedTeamsStorageKey(eventKey), Object.keys(next).length > 0 ? JSON.stringify(next) : null);
    },
    [eventKey],
  );

  return {
    isPicked: (team: number) => picked[String(team)] === true,
    setPicked: (team: number, value: boolean) => {
      const next = { ...picked };
      if (value) next[String(team)] = true;
      else delete next[String(team)];
      save(next);
    },
    clearAll: () => save({}),
    count: Object.keys(picked).length,
  };
}
