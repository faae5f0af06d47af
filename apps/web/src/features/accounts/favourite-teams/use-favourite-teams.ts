import { parseTeamNumbers, type TeamPreference } from '@team7790/shared/accounts/team-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { writeCachedPreferences } from './preferences-storage.ts';
import {
  newFavouriteBody,
  removeTeamPreference,
  saveTeamPreference,
  TEAM_PREFERENCES_QUERY_KEY,
  teamPreferencesQuery,
  type TeamPreferenceChange,
  type TeamPreferencesData,
} from '../api/team-preferences-api.ts';

/** Spec 1 section 8, settings wording. */
export const PREFERENCE_MESSAGES = {
  load: 'Failed to load preferences',
  add: 'Failed to add team(s)',
  save: 'Failed to save',
  remove: 'Failed to remove team',
} as const;

/**
 * Changes that come in bursts (every drag of the colour picker, every digit of the upcoming warning's number): the
 * last one of each is saved after this pause.
 */
const BURST_SAVE_DELAY_MS = 500;
const BURST_FIELDS = ['highlight_color', 'upcoming_warning'] as const;
/** Every save and removal of a favourite: the query client counts those under way (`isMutating`). */
const SAVES_KEY = ['preferences', 'teams', 'saves'] as const;

export interface FavouriteTeamsNotice {
  tone: 'error' | 'success';
  text: string;
}

export interface AddOutcome {
  /** Numbers the server refused or that failed; the input keeps them so they can be corrected. */
  failed: string[];
}

const listOf = (teams: readonly string[]) => (teams.length <= 1 ? (teams[0] ?? '') : `${teams.slice(0, -1).join(', ')} and ${teams.at(-1)}`);

/**
 * Favourite teams of the signed-in user, for the profile and settings pages. Toggles and
 * colours apply at once and are saved in the background; a failed save says so and reloads
 * what the server holds.
 */
export function useFavouriteTeams(userId: number) {
  const queryClient = useQueryClient();
  const query = useQuery(teamPreferencesQuery(userId));
  const [notice, setNotice] = useState<FavouriteTeamsNotice | null>(null);
  const [adding, setAdding] = useState(false);
  const burstTimers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; save: () => void }>());
  // A load of the list under way when a change is made (the refresh of the device's copy as the page opens, or the
  // reload after a failed save) answers with the server's list from before the change, and would put the old values
  // back on screen. It is stopped, and the list loaded again once no save is waiting or under way.
  const reloadAfterSaves = useRef(false);

  /** `settling`: saves still counted as under way because they are settling (their own `onSettled`). */
  const reloadIfSettled = useCallback(
    (settling = 0) => {
      if (!reloadAfterSaves.current || queryClient.isMutating({ mutationKey: SAVES_KEY }) > settling || burstTimers.current.size > 0) return;
      reloadAfterSaves.current = false;
      void queryClient.invalidateQueries({ queryKey: TEAM_PREFERENCES_QUERY_KEY });
    },
    [queryClient],
  );
  // Sent at once whatever the network says, as plain requests are: one that fails says so (no waiting offline).
  const saves = { mutationKey: SAVES_KEY, networkMode: 'always', onSettled: () => reloadIfSettled(1) } as const;
  const { mutateAsync: saveFavourite } = useMutation({ ...saves, mutationFn: saveTeamPreference });
  const { mutateAsync: removeFavourite } = useMutation({ ...saves, mutationFn: removeTeamPreference });

  const setTeams = useCallback(
    async (change: (teams: TeamPreference[]) => TeamPreference[]) => {
      if (queryClient.isFetching({ queryKey: TEAM_PREFERENCES_QUERY_KEY }) > 0) {
        reloadAfterSaves.current = true;
        // Awaited: a stopped load puts back the list it started from, which the change then applies to.
        await queryClient.cancelQueries({ queryKey: TEAM_PREFERENCES_QUERY_KEY });
      }
      const next = queryClient.setQueryData<TeamPreferencesData>(TEAM_PREFERENCES_QUERY_KEY, (old) => ({
        teams: change(old?.teams ?? []),
      }));
      if (next) writeCachedPreferences(userId, next.teams);
      // The save this change started is counted by now; with none (an addition, saved before it shows), load at once.
      reloadIfSettled();
    },
    [queryClient, userId, reloadIfSettled],
  );

  const reloadAfterFailure = useCallback(
    (text: string) => {
      setNotice({ tone: 'error', text });
      void queryClient.invalidateQueries({ queryKey: TEAM_PREFERENCES_QUERY_KEY });
    },
    [queryClient],
  );

  const persist = useCallback(
    (team: string, change: TeamPreferenceChange) => {
      saveFavourite({ team_number: team, ...change }).catch(() => reloadAfterFailure(PREFERENCE_MESSAGES.save));
    },
    [reloadAfterFailure, saveFavourite],
  );

  const update = useCallback(
    (team: string, change: TeamPreferenceChange) => {
      void setTeams((teams) => teams.map((t) => (t.team_number === team ? { ...t, ...change } : t)));
      const now: TeamPreferenceChange = { ...change };
      for (const field of BURST_FIELDS) delete now[field];
      if (Object.keys(now).length > 0) persist(team, now);
      const timers = burstTimers.current;
      for (const field of BURST_FIELDS) {
        if (change[field] === undefined) continue;
        const key = `${team}:${field}`;
        const pending = timers.get(key);
        if (pending) clearTimeout(pending.timer);
        const save = () => {
          timers.delete(key);
          persist(team, { [field]: change[field] });
        };
        timers.set(key, { timer: setTimeout(save, BURST_SAVE_DELAY_MS), save });
      }
    },
    [persist, setTeams],
  );

  // Leaving the page must not lose a change still waiting for its pause.
  useEffect(() => {
    const timers = burstTimers.current;
    return () => {
      for (const { timer, save } of [...timers.values()]) {
        clearTimeout(timer);
        save();
      }
    };
  }, []);

  const add = useCallback(
    async (input: string): Promise<AddOutcome> => {
      const numbers = parseTeamNumbers(input);
      if (numbers.length === 0) {
        // Nothing is added (spec 1), and the member is told why rather than left with a silent button.
        const typed = input.trim();
        setNotice({
          tone: 'error',
          text: typed ? `No team number in “${typed}”: enter numbers such as 33 or 2056.` : 'Enter team numbers such as 33 or 2056.',
        });
        return { failed: typed ? [typed] : [] };
      }
      const have = new Set((query.data?.teams ?? []).map((t) => t.team_number));
      const fresh = numbers.filter((n) => !have.has(n));
      if (fresh.length === 0) {
        setNotice({ tone: 'success', text: `${listOf(numbers)} ${numbers.length === 1 ? 'is' : 'are'} already among your favorites.` });
        return { failed: [] };
      }
      setAdding(true);
      setNotice(null);
      const added: TeamPreference[] = [];
      const failed: string[] = [];
      const reasons = new Set<string>();
      for (const team of fresh) {
        try {
          added.push(await saveFavourite(newFavouriteBody(team)));
        } catch (err) {
          failed.push(team);
          // The server's words for a refusal (unknown team, too many); ours for anything else.
          reasons.add(err instanceof ApiError && err.status === 400 ? err.message : PREFERENCE_MESSAGES.add);
        }
      }
      void setTeams((teams) => [...teams, ...added.filter((a) => !teams.some((t) => t.team_number === a.team_number))]);
      setAdding(false);
      if (failed.length > 0) setNotice({ tone: 'error', text: [...reasons].join(' ') });
      else setNotice({ tone: 'success', text: `Added ${listOf(added.map((a) => a.team_number))}.` });
      return { failed };
    },
    [query.data, setTeams, saveFavourite],
  );

  const remove = useCallback(
    async (team: string) => {
      const before = query.data?.teams ?? [];
      void setTeams((teams) => teams.filter((t) => t.team_number !== team));
      setNotice(null);
      try {
        await removeFavourite(team);
      } catch (err) {
        // Already gone is what was asked for.
        if (err instanceof ApiError && err.status === 404) return;
        void setTeams(() => before);
        setNotice({ tone: 'error', text: PREFERENCE_MESSAGES.remove });
      }
    },
    [query.data, setTeams, removeFavourite],
  );

  return {
    teams: query.data?.teams ?? [],
    loading: query.isPending,
    loadFailed: query.isError,
    adding,
    notice,
    dismissNotice: () => setNotice(null),
    add,
    update,
    remove,
  };
}
