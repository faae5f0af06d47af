import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { matchSummaries } from '../../../db/schema/index.ts';

export interface StoredSummary {
  version: string;
  summary: string;
  model: string;
  fallbackUsed: boolean;
  createdAt: Date;
}

/** The summary kept for each match. */
export class SummaryRepo {
  constructor(private readonly db: Database) {}

  async find(matchKey: string): Promise<StoredSummary | null> {
    const [row] = await this.db.select().from(matchSummaries).where(eq(matchSummaries.matchKey, matchKey));
    return row ?? null;
  }

  async save(matchKey: string, summary: StoredSummary): Promise<void> {
    await this.db
      .insert(matchSummaries)
      .values({ matchKey, ...summary })
      .onConflictDoUpdate({ target: matchSummaries.matchKey, set: summary });
  }
}
