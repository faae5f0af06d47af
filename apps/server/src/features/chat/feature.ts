import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { ChatAccess } from './access.ts';
import { ChatAlertSource } from './alert-source.ts';
import { ChannelsRepo } from './channels-repo.ts';
import { ChannelsService } from './channels-service.ts';
import { ChatsRepo } from './chats-repo.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { ConversationsRepo } from './conversations-repo.ts';
import { DirectoryService } from './directory-service.ts';
import { GroupsRepo } from './groups-repo.ts';
import { GroupsService } from './groups-service.ts';
import { MembersRepo } from './members-repo.ts';
import { MessagesRepo } from './messages-repo.ts';
import { MessagesService } from './messages-service.ts';
import { PostingLimit } from './posting-limit.ts';
import { ReadStateRepo } from './read-state-repo.ts';
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
  const chats = new ChatsRepo(db);
  const members = new MembersRepo(db);
  const readState = new ReadStateRepo(db);
  const stores = { messages: new MessagesRepo(db), members, groups: new GroupsRepo(db), readState };
  const access = new ChatAccess(chats);
  const messages = new MessagesService(stores, access, now, PostingLimit.fromDatabase(db, settings, now));
  const channels = new ChannelsService(new ChannelsRepo(db), chats, members, now);
  app.services.chat = new ChatAlertSource(access, new MessagesService(stores, access, now), readState);
  // Start-up: the general channel always exists.
  app.addHook('onReady', () => channels.ensureGeneral());
  await app.register(chatRoutes, { channels, messages, search: new SearchService(stores.messages, members, access) });
  await app.register(conversationRoutes, {
    groups: new GroupsService(stores.groups, chats, members, now),
    directory: new DirectoryService(members, new ConversationsRepo(db)),
    messages,
  });
  await app.register(readStateRoutes, { unread: new UnreadService(readState, access, now) });
}
