import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { aroundSplit, MESSAGE_PAGE_SIZE } from '@team7790/shared/chat/limits';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagesPath } from './chat-api.ts';
import { chatKeys } from './query-keys.ts';

/**
 * Where a page of a chat starts: the newest messages (undefined), those before or after an id, or those around
 * one (a chat opened at a search result or a mention).
 */
export type PageParam = { before: number } | { after: number } | { around: number } | undefined;

/** A chat's loaded messages: pages[0] the newest page loaded, each page oldest first. */
export type HistoryPages = InfiniteData<ChatMessage[], PageParam>;

/**
 * What the server's answer to a page said about its edges, kept apart from the page (live messages join it),
 * by chat and page (the cache keeps copies of page parameters, so not by the parameter object).
 */
interface PageEdges {
  firstId: number | null;
  lastId: number | null;
  moreOlder: boolean;
  moreNewer: boolean;
}

const edges = new Map<string, PageEdges>();

const edgeKey = (chatKey: string, param: NonNullable<PageParam>) => `${chatKey} ${JSON.stringify(param)}`;

function recordEdges(chatKey: string, param: PageParam, page: ChatMessage[]): void {
  if (!param) return;
  const key = edgeKey(chatKey, param);
  const firstId = page[0]?.id ?? null;
  const lastId = page.at(-1)?.id ?? null;
  if ('around' in param) {
    const split = aroundSplit(MESSAGE_PAGE_SIZE);
    const upTo = page.filter((m) => m.id <= param.around).length;
    edges.set(key, { firstId, lastId, moreOlder: upTo >= split.older, moreNewer: page.length - upTo >= split.newer });
  } else if ('after' in param) {
    edges.set(key, { firstId, lastId, moreOlder: true, moreNewer: page.length >= MESSAGE_PAGE_SIZE });
  } else {
    edges.set(key, { firstId, lastId, moreOlder: page.length >= MESSAGE_PAGE_SIZE, moreNewer: true });
  }
}

function pageQuery(param: PageParam): string {
  const limit = `limit=${MESSAGE_PAGE_SIZE}`;
  if (!param) return limit;
  if ('before' in param) return `${limit}&before=${param.before}`;
  if ('after' in param) return `${limit}&after=${param.after}`;
  return `${limit}&around=${param.around}`;
}

/** One page of a chat's messages, oldest first, its edges noted for the next page either way. */
export async function fetchMessagePage(chatKey: string, param: PageParam, signal?: AbortSignal): Promise<ChatMessage[]> {
  const page = await apiRequest<ChatMessage[]>(`${messagesPath(chatKey)}?${pageQuery(param)}`, { signal });
  recordEdges(chatKey, param, page);
  return page;
}

/** The page older than one already loaded, or undefined at the chat's first message. */
export function olderParam(chatKey: string, page: ChatMessage[], param: PageParam): PageParam {
  const noted = param ? edges.get(edgeKey(chatKey, param)) : undefined;
  if (noted) return noted.moreOlder && noted.firstId !== null ? { before: noted.firstId } : undefined;
  return page.length >= MESSAGE_PAGE_SIZE ? { before: page[0]!.id } : undefined;
}

/**
 * The page newer than the newest one loaded, or undefined when that is the chat's newest (the first page of a
 * chat, or a page after which the server had no more).
 */
export function newerParam(chatKey: string, param: PageParam): PageParam {
  if (!param || 'before' in param) return undefined;
  const noted = edges.get(edgeKey(chatKey, param));
  return noted?.moreNewer && noted.lastId !== null ? { after: noted.lastId } : undefined;
}

/** The newest message id a loaded page that is not the chat's newest may show (later ones wait for the page between). */
export function windowEnd(chatKey: string, data: { pageParams: unknown[] } | undefined): number | null {
  const param = data?.pageParams[0] as PageParam;
  if (!param || newerParam(chatKey, param) === undefined) return null;
  return edges.get(edgeKey(chatKey, param))?.lastId ?? null;
}

/**
 * A chat's messages in pages. It opens at the newest page; a chat opened at a message (`openAt` puts the page
 * around it in the cache) loads older pages above and newer ones below as the reader scrolls.
 */
export const messagePagesQuery = (chatKey: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatKey ?? ''),
    enabled: chatKey !== null,
    queryFn: ({ pageParam, signal }) => fetchMessagePage(chatKey!, pageParam, signal),
    initialPageParam: undefined as PageParam,
    getNextPageParam: (page: ChatMessage[], _pages: ChatMessage[][], param: PageParam) => olderParam(chatKey!, page, param),
    getPreviousPageParam: (_page: ChatMessage[], _pages: ChatMessage[][], param: PageParam) => newerParam(chatKey!, param),
    staleTime: 60_000,
    retry: false,
  });

/** The page around a message, as the whole of a chat's loaded history. */
export async function fetchAround(chatKey: string, messageId: number): Promise<HistoryPages> {
  const param: PageParam = { around: messageId };
  const page = await fetchMessagePage(chatKey, param);
  return { pages: [page], pageParams: [param] };
}
