import { and, asc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Station } from '@team7790/shared/scouting/match-scouting';
import type { Database } from '../../db/client.ts';
import type { Executor, Tx } from '../../db/rows.ts';
import { scoutingReports, scoutingReportVersions, users } from '../../db/schema/index.ts';
import type { FieldTimes, Values } from './report-merge.ts';

export type ReportRow = typeof scoutingReports.$inferSelect;
export type VersionRow = typeof scoutingReportVersions.$inferSelect;

/** A report with the names of its scout and of whoever delivered it first. */
export interface NamedReport extends Omit<ReportRow, 'values' | 'fieldTimes'> {
  values: Values;
  fieldTimes: FieldTimes;
  scoutName: string | null;
  delivererName: string | null;
}

export interface NamedVersion {
  submissionId: string;
  values: Values;
  submittedAt: Date;
  receivedAt: Date;
  deliveredBy: number | null;
  delivererName: string | null;
}

const scout = alias(users, 'scout');
const deliverer = alias(users, 'deliverer');

/** Reads and writes of match-scouting reports and their saves; every write runs in the caller's transaction. */
export class ReportRepo {
  constructor(readonly db: Database) {}

  async hasSubmission(db: Executor, submissionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: scoutingReportVersions.submissionId })
      .from(scoutingReportVersions)
      .where(eq(scoutingReportVersions.submissionId, submissionId));
    return row !== undefined;
  }

  /** Stores a new report; false when a report of that id exists (another delivery of it got there first). */
  async insertReport(tx: Tx, row: ReportRow): Promise<boolean> {
    const made = await tx.insert(scoutingReports).values(row).onConflictDoNothing().returning({ id: scoutingReports.id });
    return made.length > 0;
  }

  /** The report, locked until the transaction ends: the saves of one report are merged one at a time. */
  async lock(tx: Tx, id: string): Promise<ReportRow | undefined> {
    const [row] = await tx.select().from(scoutingReports).where(eq(scoutingReports.id, id)).for('update');
    return row;
  }

  /** Stores one save; false when that submission is stored already. */
  async insertVersion(tx: Tx, row: VersionRow): Promise<boolean> {
    const made = await tx.insert(scoutingReportVersions).values(row).onConflictDoNothing().returning({ id: scoutingReportVersions.submissionId });
    return made.length > 0;
  }

  /** The answers of one save of this report, or null when the report has no such save. */
  async versionValues(tx: Tx, reportId: string, submissionId: string): Promise<Values | null> {
    const [row] = await tx
      .select({ values: scoutingReportVersions.values })
      .from(scoutingReportVersions)
      .where(and(eq(scoutingReportVersions.reportId, reportId), eq(scoutingReportVersions.submissionId, submissionId)));
    return row ? (row.values as Values) : null;
  }

  async update(
    tx: Tx,
    id: string,
    changes: Pick<ReportRow, 'values' | 'fieldTimes' | 'submittedAt' | 'updatedAt' | 'lastSubmissionId'>,
  ): Promise<void> {
    await tx
      .update(scoutingReports)
      .set({ ...changes, versions: sql`${scoutingReports.versions} + 1` })
      .where(eq(scoutingReports.id, id));
  }

  async report(db: Executor, id: string): Promise<NamedReport | undefined> {
    return (await this.named(db, eq(scoutingReports.id, id)))[0];
  }

  /** The event's positions (match and station) that hold a report, whoever sent it: what a scout's phone marks scouted. */
  async scoutedPositions(db: Executor, eventKey: string): Promise<Array<{ match_key: string; station: Station }>> {
    return db
      .selectDistinct({ match_key: scoutingReports.matchKey, station: scoutingReports.station })
      .from(scoutingReports)
      .where(eq(scoutingReports.eventKey, eventKey))
      .orderBy(asc(scoutingReports.matchKey), asc(scoutingReports.station));
  }

  /** The event's reports; with `viewer`, only those they scouted or delivered (a save of). */
  async eventReports(db: Executor, eventKey: string, viewer: number | null = null): Promise<NamedReport[]> {
    const where = eq(scoutingReports.eventKey, eventKey);
    return this.named(db, viewer === null ? where : and(where, this.involving(viewer))!);
  }

  /** Whether the user scouted the report, delivered it or delivered a save of it. */
  async involves(db: Executor, id: string, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: scoutingReports.id })
      .from(scoutingReports)
      .where(and(eq(scoutingReports.id, id), this.involving(userId)));
    return row !== undefined;
  }

  /** Every save of the report in the order they were made on the devices. */
  async history(db: Executor, reportId: string): Promise<NamedVersion[]> {
    const rows = await db
      .select({ v: scoutingReportVersions, name: users.username })
      .from(scoutingReportVersions)
      .leftJoin(users, eq(users.id, scoutingReportVersions.deliveredBy))
      .where(eq(scoutingReportVersions.reportId, reportId))
      .orderBy(asc(scoutingReportVersions.submittedAt), asc(scoutingReportVersions.receivedAt));
    return rows.map(({ v, name }) => ({
      submissionId: v.submissionId,
      values: v.values as Values,
      submittedAt: v.submittedAt,
      receivedAt: v.receivedAt,
      deliveredBy: v.deliveredBy,
      delivererName: name,
    }));
  }

  private involving(userId: number): SQL {
    const deliveredASave = exists(
      this.db
        .select({ one: sql`1` })
        .from(scoutingReportVersions)
        .where(and(eq(scoutingReportVersions.reportId, scoutingReports.id), eq(scoutingReportVersions.deliveredBy, userId))),
    );
    return or(eq(scoutingReports.scoutedBy, userId), eq(scoutingReports.deliveredBy, userId), deliveredASave)!;
  }

  private async named(db: Executor, where: SQL): Promise<NamedReport[]> {
    const rows = await db
      .select({ r: scoutingReports, scoutName: scout.username, delivererName: deliverer.username })
      .from(scoutingReports)
      .leftJoin(scout, eq(scout.id, scoutingReports.scoutedBy))
      .leftJoin(deliverer, eq(deliverer.id, scoutingReports.deliveredBy))
      .where(where);
    return rows.map(({ r, scoutName, delivererName }) => ({
      ...r,
      station: r.station as Station,
      values: r.values as Values,
      fieldTimes: r.fieldTimes as FieldTimes,
      scoutName,
      delivererName,
    }));
  }
}
