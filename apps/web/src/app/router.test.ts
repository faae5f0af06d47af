import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from '@team7790/shared/site/app-pages';
import { routes } from './router.tsx';

/** Every path the routes draw a page for (not the catch-all), joined as the router joins them. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) || (route.path && route.children?.some((c) => c.index)) ? [here || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], here)];
  });
}

describe('the router and the server agree on which pages exist', () => {
  it('draws a page at exactly the paths the server answers 200 for (the rest are "Page not found", 404)', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...APP_PAGE_PATHS].sort());
  });
});
