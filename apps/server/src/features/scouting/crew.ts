import { officialFlags, type OfficialBreakdown } from '@team7790/shared/scouting/official-check';
import type { ScoutingForm } from '@team7790/shared/scouting/form';
import { STATIONS, type Assignment, type CrewResponse, type KitMatch } from '@team7790/shared/scouting/match-scouting';
import { assignmentCovers, stationTeam } from '@team7790/shared/scouting/scout-matches';
import type { AssignmentRepo } from './assignment-repo.ts';
import type { ScoutingEvents } from './event-schedule.ts';
import type { FormService } from './form-service.ts';
import type { NamedReport, ReportRepo } from './report-repo.ts';
import { scoutPersonOf } from './scouts.ts';

type CrewMatch = CrewResponse['matches'][number];

/**
 * One match of the crew view: per driver-station position, the team the schedule puts there, the scout assigned to it,
 * the reports in, and what the official breakdown disagrees with. A position is flagged when a report there disagrees,
 * scouted when it has a report, missing when the match was played without one, upcoming otherwise.
 */
export function crewMatch(
  match: KitMatch,
  form: ScoutingForm | null,
  breakdown: OfficialBreakdown | null,
  assignments: readonly Assignment[],
  reports: readonly NamedReport[],
): CrewMatch {
  const flags = form ? officialFlags(form, breakdown, reports) : null;
  return {
    key: match.key,
    name: match.name,
    time: match.time,
    played: match.played,
    positions: STATIONS.map((station) => {
      const here = reports.filter((r) => r.station === station);
      const assigned = assignments.find((a) => a.station === station && assignmentCovers(a, match));
      const stationFlags = flags?.[station] ?? [];
      return {
        station,
        team_number: stationTeam(match, station),
        assigned: assigned ? { id: assigned.user_id, name: assigned.user_name } : null,
        state: stationFlags.length > 0 ? 'flagged' : here.length > 0 ? 'scouted' : match.played ? 'missing' : 'upcoming',
        reports: here.map((r) => ({
          id: r.id,
          scouted_by: r.scoutedBy === null ? null : scoutPersonOf(r.scoutedBy, r.scoutName),
          team_number: r.teamNumber,
        })),
        flags: stationFlags,
      };
    }),
  };
}

/** The crew view (issue 31): per match of the schedule, which positions are scouted, missing or flagged. */
export class CrewService {
  constructor(
    private readonly events: Pick<ScoutingEvents, 'withBreakdowns'>,
    private readonly forms: Pick<FormService, 'current'>,
    private readonly assignments: AssignmentRepo,
    private readonly reports: ReportRepo,
  ) {}

  async crew(eventKey: string): Promise<CrewResponse> {
    const event = await this.events.withBreakdowns(eventKey);
    const [form, assignments, reports] = await Promise.all([
      this.forms.current(event.year),
      this.assignments.list(this.assignments.db, eventKey),
      this.reports.eventReports(this.reports.db, eventKey),
    ]);
    const byMatch = new Map<string, NamedReport[]>();
    for (const r of reports) byMatch.set(r.matchKey, [...(byMatch.get(r.matchKey) ?? []), r]);
    return {
      event_key: eventKey,
      matches: event.schedule.map((m) => crewMatch(m, form, event.breakdowns.get(m.key) ?? null, assignments, byMatch.get(m.key) ?? [])),
    };
  }
}
