import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { execute, type Tx } from '../../../db/rows.ts';

/** The bodies of webhook messages already handled (their hashes), kept for good, so a repeat is dropped however late. */
export class ReceiptsRepo {
  constructor(readonly db: Database) {}

  /** Records a body; answers false when it was recorded before. */
  async recordFirst(tx: Tx, bodyHash: string, messageType: string, at: Date): Promise<boolean> {
    const fresh = await execute(
      tx,
      sql`insert into tba_webhook_receipts (body_hash, message_type, received_at) values (${bodyHash}, ${messageType}, ${at})
          on conflict do nothing returning body_hash`,
    );
    return fresh > 0;
  }
}
