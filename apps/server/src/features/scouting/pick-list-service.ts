import type { PickList, PickOrderBody, PickTeamChange } from '@team7790/shared/scouting/contracts';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import { badRequest, conflict, HttpError } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { CompetitionReads } from '../competition/reads.ts';
import type { Tx } from '../../db/rows.ts';
import { publishEvents } from '../live/event-log-repo.ts';
import type { EntryRow, PickListRepo } from './pick-list-repo.ts';

const STALE_ORDER = 'The pick list changed while you were reordering it. The latest list is shown; please try again.';

/**
 * The team's shared pick list per event. Each change locks the event's list, bumps its version and
 * publishes a `picklist.changed` event to every member in the same transaction (docs/decisions/0003).
 */
export class PickListService {
  constructor(
    private readonly repo: PickListRepo,
    private readonly competition: Pick<CompetitionReads, 'eventPage'>,
    private readonly now: () => Date,
  ) {}

  /** 404 for an unknown event (from the competition service). */
  async get(eventKey: string): Promise<PickList> {
    await this.eventTeams(eventKey);
    return this.repo.read(this.repo.db, eventKey);
  }

  async changeTeam(user: AuthUser, eventKey: string, team: number, change: PickTeamChange): Promise<PickList> {
    const teams = await this.eventTeams(eventKey);
    if (teams && !teams.has(teamKeyOf(team))) throw badRequest(`Team ${team} is not registered for ${eventKey}.`, 'team_not_at_event');
    return this.write(eventKey, async (tx, at) => {
      const current = await this.repo.entry(tx, eventKey, team);
      const next: EntryRow = current
        ? { ...current }
        : { eventKey, teamNumber: team, tier: null, position: 0, status: 'available', note: '', updatedBy: user.id, updatedAt: at };
      const fromTier = current?.tier ?? null;
      if (change.status !== undefined) next.status = change.status;
      if (change.note !== undefined) next.note = change.note;
      if (change.tier !== undefined && change.tier !== fromTier) {
        next.tier = change.tier;
        next.position = change.tier ? (await this.repo.tierTeams(tx, eventKey, change.tier)).length + 1 : 0;
      }
      next.updatedBy = user.id;
      next.updatedAt = at;
      if (next.tier === null && next.status === 'available' && next.note === '') await this.repo.remove(tx, eventKey, team);
      else await this.repo.save(tx, next);
      if (fromTier && next.tier !== fromTier) await this.repo.renumber(tx, eventKey, await this.repo.tierTeams(tx, eventKey, fromTier));
    });
  }

  /** A reorder names the version it was made on; if anyone changed the list since, it is refused (409). */
  async reorder(eventKey: string, body: PickOrderBody): Promise<PickList> {
    return this.write(eventKey, async (tx, _at, version) => {
      if (body.version !== version) throw conflict(STALE_ORDER);
      const current = await this.repo.tierTeams(tx, eventKey, body.tier);
      const same = current.length === body.teams.length && body.teams.every((t) => current.includes(t));
      if (!same) throw conflict(STALE_ORDER);
      await this.repo.renumber(tx, eventKey, body.teams);
    });
  }

  /** Clear All Picked: every team back to available; tiers and notes stay. */
  async clearStatuses(user: AuthUser, eventKey: string): Promise<PickList> {
    await this.eventTeams(eventKey);
    return this.write(eventKey, async (tx, at) => {
      await this.repo.clearStatuses(tx, eventKey, user.id, at);
    });
  }

  private async write(eventKey: string, change: (tx: Tx, at: Date, version: number) => Promise<void>): Promise<PickList> {
    return this.repo.db.transaction(async (tx) => {
      const at = this.now();
      const version = await this.repo.lock(tx, eventKey);
      await change(tx, at, version);
      const next = await this.repo.bump(tx, eventKey, at);
      await publishEvents(tx, [{ event: { type: 'picklist.changed', event_key: eventKey, version: next }, audience: null }]);
      return this.repo.read(tx, eventKey);
    });
  }

  /** The event's team keys, or null when the provider could not say (the list still works). */
  private async eventTeams(eventKey: string): Promise<Set<string> | null> {
    let page: EventPageResponse;
    try {
      page = await this.competition.eventPage(eventKey);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 502) return null;
      throw err;
    }
    return page.teams && page.teams.length > 0 ? new Set(page.teams.map((t) => t.key)) : null;
  }
}
