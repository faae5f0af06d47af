import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { column, execute, select, selectOne } from '../../db/rows.ts';

/** Stream tickets (only their hashes) and the sessions streams live by. */
export class TicketsRepo {
  constructor(readonly db: Database) {}

  async insert(ticketHash: string, userId: number, sessionId: number, expiresAt: Date): Promise<void> {
    await execute(
      this.db,
      sql`insert into live_stream_tickets (ticket_hash, user_id, session_id, expires_at) values (${ticketHash}, ${userId}, ${sessionId}, ${expiresAt})`,
    );
  }

  /** Uses a ticket up: answers whom it was issued to, if it had not expired at `now`. */
  async take(ticketHash: string, now: Date): Promise<{ user_id: number; session_id: number } | undefined> {
    return selectOne(
      this.db,
      { user_id: column.int, session_id: column.int },
      sql`delete from live_stream_tickets where ticket_hash = ${ticketHash} and expires_at > ${now} returning user_id, session_id`,
    );
  }

  /** Which of these sessions are live at `now`: not revoked, not expired, and a member's. */
  async liveSessions(sessionIds: number[], now: Date): Promise<Set<number>> {
    const found = await select(
      this.db,
      { id: column.int },
      sql`select s.id from sessions s join users u on u.id = s.user_id
          where s.id in (${sql.join(
            sessionIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and s.revoked_at is null and s.expires_at > ${now} and u.user_type = 'member'`,
    );
    return new Set(found.map((r) => r.id));
  }

  async pruneExpired(now: Date): Promise<void> {
    await execute(this.db, sql`delete from live_stream_tickets where expires_at < ${now}`);
  }
}
