import type { searchResolveResponse } from '@team7790/shared/site/search-resolve-contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** The search page for a text: where the box goes when the server cannot say better. */
export const searchPagePath = (text: string) => `/search?q=${encodeURIComponent(text)}`;

/**
 * Where the search box sends this text: the server applies the spec's four rules
 * (team, event key, season event code, search page). Null for blank text; the search
 * page if the server cannot be asked. A plain request, not a query: it runs once per submit, before navigating.
 */
export async function resolveSearchPath(rawText: string, request: typeof apiRequest = apiRequest): Promise<string | null> {
  const text = rawText.trim();
  if (!text) return null;
  try {
    const { path } = await request<z.infer<typeof searchResolveResponse>>(`/search/resolve?q=${encodeURIComponent(text)}`);
    // Only ever follow a path inside this site.
    return path.startsWith('/') && !path.startsWith('//') ? path : searchPagePath(text);
  } catch {
    return searchPagePath(text);
  }
}
