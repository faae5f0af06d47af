/** Query keys of everything chat keeps in the query cache (a module of its own: the cache helpers read it too). */
export const chatKeys = {
  all: ['chat'] as const,
  channels: ['chat', 'channels'] as const,
  channelMembers: (id: string) => ['chat', 'channel-members', id] as const,
  messages: (key: string) => ['chat', 'messages', key] as const,
  notifications: ['chat', 'notifications'] as const,
  users: ['chat', 'users'] as const,
  recent: ['chat', 'recent'] as const,
  groups: ['chat', 'groups'] as const,
  thread: (id: number) => ['chat', 'thread', id] as const,
  search: (q: string) => ['chat', 'search', q] as const,
};
