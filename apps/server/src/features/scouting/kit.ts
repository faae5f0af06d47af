import type { ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import type { Clock } from '../../clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AssignmentService } from './assignment-service.ts';
import type { ScoutingEvents } from './event-schedule.ts';
import { noForm, type FormService } from './form-service.ts';
import type { ReportRepo } from './report-repo.ts';

/**
 * Everything a scout's phone keeps to work offline (issue 31): the event's current form, its schedule, every
 * assignment, who asked and which positions are scouted already (by any phone). An unknown event is a 404; with the provider down and nothing cached, the kit still comes,
 * with an empty schedule.
 */
export class KitService {
  constructor(
    private readonly events: Pick<ScoutingEvents, 'schedule'>,
    private readonly forms: Pick<FormService, 'current'>,
    private readonly assignments: Pick<AssignmentService, 'list'>,
    private readonly reports: Pick<ReportRepo, 'db' | 'scoutedPositions'>,
    private readonly now: Clock,
  ) {}

  async kit(user: AuthUser, eventKey: string): Promise<ScoutingKit> {
    const event = await this.events.schedule(eventKey);
    const [form, assignments, scouted] = await Promise.all([
      this.forms.current(event.year),
      this.assignments.list(eventKey),
      this.reports.scoutedPositions(this.reports.db, eventKey),
    ]);
    if (!form) throw noForm(event.year);
    return {
      event_key: eventKey,
      event_name: event.name,
      form,
      schedule: event.schedule,
      assignments,
      me: { id: user.id, name: user.username },
      scouted,
      fetched_at: this.now().toISOString(),
    };
  }
}
