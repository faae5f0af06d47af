import { sql } from 'drizzle-orm';
import { dmPartner } from '@team7790/shared/chat/chat-keys';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rows } from '../../db/rows.ts';
import type { ChatAccess } from './access.ts';
import { hydrateMessages, MESSAGE_COLUMNS, MESSAGE_FROM, type MessageRow } from './message-hydration.ts';

/** Full-text search (PostgreSQL, English stemming) over the chats the caller may read, newest first. */
export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
  ) {}

  async search(user: AuthUser, q: string, limit: number): Promise<{ message: ChatMessage; chat_name: string; snippet: string }[]> {
    const keys = await this.access.readableKeys(user.id);
    if (keys.length === 0) return [];
    const query = sql`websearch_to_tsquery('english', ${q})`;
    const found = await rows<MessageRow & { snippet: string; chat_name: string | null }>(
      this.db,
      sql`select ${MESSAGE_COLUMNS},
            ts_headline('english', m.content, ${query}, 'StartSel=«, StopSel=», MaxWords=30, MinWords=10') as snippet,
            coalesce(c.name, g.name) as chat_name
          from ${MESSAGE_FROM}
          left join chat_channels c on c.id = m.chat_key
          left join chat_groups g on g.id::text = m.chat_key
          where m.chat_key = any(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[]) and m.search_vector @@ ${query}
          order by m.id desc limit ${limit}`,
    );
    const partnerIds = [...new Set(found.map((r) => dmPartner(r.chat_key, user.id)).filter((id): id is number => id !== null))];
    const partners = partnerIds.length
      ? await rows<{ id: number; username: string }>(this.db, sql`select id, username from users where id in (${sql.join(partnerIds.map((id) => sql`${id}`), sql`, `)})`)
      : [];
    const partnerName = new Map(partners.map((p) => [p.id, p.username]));
    const out = [];
    for (const row of found) {
      const [message] = await hydrateMessages(this.db, row.chat_key, [row]);
      const partner = dmPartner(row.chat_key, user.id);
      const chatName = row.chat_name ?? (partner !== null ? (partnerName.get(partner) ?? 'deleted user') : row.chat_key);
      out.push({ message: message!, chat_name: chatName, snippet: row.snippet });
    }
    return out;
  }
}
