import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Settings } from '../../settings.ts';
import { DirectoryService } from '../messages/directory-service.ts';
import { GroupsService } from '../messages/groups-service.ts';
import { messagesRoutes } from '../messages/routes.ts';
import { LiveHub } from '../notifications/live-hub.ts';
import { notificationsRoutes } from '../notifications/routes.ts';
import { StreamTickets } from '../notifications/stream.ts';
import { UnreadService } from '../notifications/unread-service.ts';
import { ChatAccess } from './access.ts';
import { ChannelsService } from './channels-service.ts';
import { MessagesService } from './messages-service.ts';
import { PostingLimit } from './posting-limit.ts';
import { chatRoutes } from './routes.ts';
import { SearchService } from './search-service.ts';

/** Channels, direct and group messages, and their notifications and live stream, wired to one database. */
export async function registerChat(
  app: FastifyInstance,
  { database, settings, now }: { database: DatabaseHandle; settings: Settings; now: () => Date },
) {
  const db = database.db;
  const access = new ChatAccess(db);
  const messages = new MessagesService(db, access, now, PostingLimit.fromDatabase(db, settings, now));
  await app.register(chatRoutes, {
    channels: new ChannelsService(db, now),
    messages,
    search: new SearchService(db, access),
  });
  await app.register(messagesRoutes, { groups: new GroupsService(db, now), directory: new DirectoryService(db), messages });
  const tickets = new StreamTickets(db, now);
  const hub = new LiveHub(database, (ids) => tickets.liveSessions(ids), now);
  await app.register(notificationsRoutes, {
    unread: new UnreadService(db, access, now),
    tickets,
    hub,
    db,
  });
  return { hub };
}
