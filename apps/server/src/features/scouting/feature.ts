import type { FastifyInstance } from 'fastify';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import type { FeatureContext } from '../../feature.ts';
import type { CompetitionReads } from '../competition/reads.ts';
import type { ScoutingForCompetition } from '../competition/service.ts';
import { AssignmentRepo } from './assignment-repo.ts';
import { AssignmentService } from './assignment-service.ts';
import { CrewService } from './crew.ts';
import { ScoutingEvents } from './event-schedule.ts';
import { formRoutes } from './form-routes.ts';
import { FormService } from './form-service.ts';
import { KitService } from './kit.ts';
import { PickListRepo } from './pick-list-repo.ts';
import { PickListService } from './pick-list-service.ts';
import { ReportReads } from './report-reads.ts';
import { ReportRepo } from './report-repo.ts';
import { reportRoutes } from './report-routes.ts';
import { ReportService } from './report-service.ts';
import { scoutingRoutes } from './routes.ts';

declare module '../../feature.ts' {
  interface Services {
    /** What competition asks of scouting (its port, wired in app.ts): members' predictions blend these estimates in. */
    scouting: ScoutingForCompetition;
  }
}

/**
 * Scouting: the shared pick lists, and match scouting (issue 31): the season's forms, the scouts' assignments, the
 * reports phones send, and what the team reads back. Changes reach every member through the live event stream.
 */
export async function scoutingFeature(
  app: FastifyInstance,
  { database, competition, now }: FeatureContext & { competition: Pick<CompetitionReads, 'eventPage' | 'liveEventState'> },
): Promise<void> {
  const db = database.db;
  const events = new ScoutingEvents(competition);
  const forms = new FormService(db);
  const assignmentRepo = new AssignmentRepo(db);
  const assignments = new AssignmentService(assignmentRepo, events);
  const reportRepo = new ReportRepo(db);
  await app.register(scoutingRoutes, { pickLists: new PickListService(new PickListRepo(db), competition, now) });
  await app.register(formRoutes, { forms, assignments, kits: new KitService(events, forms, assignments, reportRepo, now) });
  const reads = new ReportReads(reportRepo, forms);
  // Predictions (issue 32) blend in each team's mean points per scouted match, for members.
  app.services.scouting = {
    async estimates(eventKey) {
      const summary = await reads.summary(eventKey);
      return new Map(summary.teams.map((t) => [teamKeyOf(t.team_number), { points: t.phases.total, matches: t.matches }]));
    },
  };
  await app.register(reportRoutes, {
    reports: new ReportService(reportRepo, forms, events, now),
    reads,
    crew: new CrewService(events, forms, assignmentRepo, reportRepo),
  });
}
