import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { ChatAccess } from './access.ts';
import { ChatAlertSource } from './alert-source.ts';
import { ChannelsService } from './channels-service.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { DirectoryService } from './directory-service.ts';
import { GroupsService } from './groups-service.ts';
import { MessagesService } from './messages-service.ts';
import { PostingLimit } from './posting-limit.ts';
import { readStateRoutes } from './read-state-routes.ts';
import { chatRoutes } from './routes.ts';
import { SearchService } from './search-service.ts';
import { UnreadService } from './unread-service.ts';

declare module '../../feature.ts' {
  interface Services {
    /** Chat as the alert engine reads it (handed to the notifications feature). */
    chat: ChatAlertSource;
  }
}

/**
 * Channels, direct and group chats, their messages, read state, unread counts, mutes and search: every
 * /api/chat route but the live stream's. Changes go out through the live feature's event log.
 */
export async function chatFeature(app: FastifyInstance, { database, settings, now }: FeatureContext): Promise<void> {
  const db = database.db;
  const access = new ChatAccess(db);
  const messages = new MessagesService(db, access, now, PostingLimit.fromDatabase(db, settings, now));
  const channels = new ChannelsService(db, now);
  app.services.chat = new ChatAlertSource(db, access, new MessagesService(db, access, now));
  // Start-up: the general channel always exists.
  app.addHook('onReady', () => channels.ensureGeneral());
  await app.register(chatRoutes, { channels, messages, search: new SearchService(db, access) });
  await app.register(conversationRoutes, { groups: new GroupsService(db, now), directory: new DirectoryService(db), messages });
  await app.register(readStateRoutes, { unread: new UnreadService(db, access, now) });
}
