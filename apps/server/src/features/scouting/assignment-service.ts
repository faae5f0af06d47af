import { stationLabel, type Assignment, type AssignmentBody } from '@team7790/shared/scouting/match-scouting';
import { HttpError, invalidField, notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AssignmentRepo } from './assignment-repo.ts';
import type { ScoutingEvents } from './event-schedule.ts';
import { isMemberAccount } from './scouts.ts';

const blockText = (a: { first_match: number; last_match: number | null }) =>
  a.last_match === null ? `matches ${a.first_match} to the end` : `matches ${a.first_match} to ${a.last_match}`;

/** Two blocks of qualification numbers share a match (an open end runs to the end of the event). */
const overlaps = (a: Pick<Assignment, 'first_match' | 'last_match'>, b: Pick<Assignment, 'first_match' | 'last_match'>) =>
  a.first_match <= (b.last_match ?? Infinity) && b.first_match <= (a.last_match ?? Infinity);

/**
 * Who scouts which driver-station position (issue 31): an administrator gives a scout one position for a block of
 * matches. A position has one scout per match, and a scout one position: a block overlapping another of the same
 * station, or another of the same scout, is refused (409).
 */
export class AssignmentService {
  constructor(
    private readonly repo: AssignmentRepo,
    private readonly events: Pick<ScoutingEvents, 'schedule'>,
  ) {}

  list(eventKey: string): Promise<Assignment[]> {
    return this.repo.list(this.repo.db, eventKey);
  }

  async add(user: AuthUser, eventKey: string, body: AssignmentBody): Promise<Assignment[]> {
    await this.events.schedule(eventKey);
    if (!(await isMemberAccount(this.repo.db, body.user_id))) {
      throw invalidField('user_id', 'user_id: The scout must be a member account.');
    }
    return this.repo.db.transaction(async (tx) => {
      await this.repo.lock(tx, eventKey);
      const current = await this.repo.list(tx, eventKey);
      const clash = current.find((a) => a.station === body.station && overlaps(a, body));
      if (clash) {
        throw new HttpError(
          409,
          `${stationLabel(body.station)} is already assigned to ${clash.user_name} for ${blockText(clash)}.`,
          'assignment_overlap',
        );
      }
      // One scout watches one robot at a time: a second position over the same matches could never be scouted.
      const busy = current.find((a) => a.user_id === body.user_id && overlaps(a, body));
      if (busy) {
        throw new HttpError(
          409,
          `${busy.user_name} already scouts ${stationLabel(busy.station)} for ${blockText(busy)}.`,
          'scout_double_booked',
          {},
          'user_id',
        );
      }
      await this.repo.add(tx, eventKey, body, user.id);
      return this.repo.list(tx, eventKey);
    });
  }

  async remove(eventKey: string, id: number): Promise<Assignment[]> {
    return this.repo.db.transaction(async (tx) => {
      await this.repo.lock(tx, eventKey);
      if (!(await this.repo.remove(tx, eventKey, id))) throw notFound('That assignment was not found.');
      return this.repo.list(tx, eventKey);
    });
  }
}
