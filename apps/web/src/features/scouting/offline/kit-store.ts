import { useQuery } from '@tanstack/react-query';
import type { ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import { appNowMs } from '../../../lib/app-clock.ts';
import { fetchKit } from '../api/reports-api.ts';
import { scoutingDb, type KitRow, type ScoutingDb } from './scouting-db.ts';
import { useLiveQuery } from './use-live-query.ts';

/**
 * The event's kit (form, schedule, assignments) on the device, per member and event: fetched whenever the device is
 * online and kept, so the scout's page and the form open with no network from what was fetched last.
 */

/** How often an open page asks for the kit again, to follow schedule changes, replays and new assignments. */
export const KIT_REFRESH_MS = 60_000;

export const kitKey = (userId: number, eventKey: string) => `${userId}:${eventKey}`;

/**
 * Keeps a kit the server answered, under the member it answered for. A kit without a schedule (the server could not
 * reach the schedule's provider) keeps the schedule the device had, rather than leave the scout with no matches.
 */
export async function saveKit(kit: ScoutingKit, db: ScoutingDb = scoutingDb()): Promise<void> {
  const key = kitKey(kit.me.id, kit.event_key);
  await db.transaction('rw', db.kits, async () => {
    const kept = kit.schedule.length ? undefined : await db.kits.get(key);
    await db.kits.put({
      key,
      user_id: kit.me.id,
      event_key: kit.event_key,
      kit: kept?.kit.schedule.length ? { ...kit, schedule: kept.kit.schedule } : kit,
      saved_at: new Date(appNowMs()).toISOString(),
    });
  });
}

export function readKit(userId: number, eventKey: string, db: ScoutingDb = scoutingDb()): Promise<KitRow | undefined> {
  return db.kits.get(kitKey(userId, eventKey));
}

/** The kits kept for a member (events they can scout offline), most recently saved first. */
export function keptKits(userId: number, db: ScoutingDb = scoutingDb()): Promise<KitRow[]> {
  return db.kits
    .where('user_id')
    .equals(userId)
    .toArray()
    .then((rows) => rows.sort((a, b) => b.saved_at.localeCompare(a.saved_at)));
}

/** The kit kept on the device, live (it changes when a fetch brings a newer one). */
export function useStoredKit(userId: number | null, eventKey: string | null) {
  return useLiveQuery(() => (userId === null || eventKey === null ? Promise.resolve(undefined) : readKit(userId, eventKey)), [userId, eventKey]);
}

export interface ScoutingKitState {
  kit: ScoutingKit | null;
  /** When the kit in hand was saved on the device (ISO); null before any. */
  savedAt: string | null;
  /** Nothing kept yet and the first fetch still under way. */
  loading: boolean;
  /** The last fetch failed (offline, 404 for an event without a schedule…); the kept kit, if any, is still shown. */
  error: unknown;
  refresh(): void;
}

/** The kit of an event for the signed-in member: the device's copy at once, refreshed from the server when online. */
export function useScoutingKit(userId: number | null, eventKey: string | null): ScoutingKitState {
  const stored = useStoredKit(userId, eventKey);
  const query = useQuery({
    queryKey: ['scouting', 'kit', eventKey, userId],
    queryFn: async ({ signal }) => {
      const kit = await fetchKit(eventKey!, signal);
      await saveKit(kit);
      return kit;
    },
    enabled: eventKey !== null && userId !== null,
    refetchInterval: KIT_REFRESH_MS,
    retry: false,
  });
  const kit = stored.value?.kit ?? query.data ?? null;
  return {
    kit,
    savedAt: stored.value?.saved_at ?? null,
    loading: kit === null && (!stored.loaded || query.fetchStatus === 'fetching'),
    error: query.error,
    refresh: () => void query.refetch(),
  };
}
