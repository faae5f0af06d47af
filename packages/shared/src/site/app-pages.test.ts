import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages.ts';

describe('isAppPage', () => {
  it('knows the pages, in any letter case and with a trailing slash, as the router matches them', () => {
    for (const path of ['/', '/robots', '/Robots', '/robots/', '/admin', '/admin/', '/admin/users', '/event'])
      expect(isAppPage(path), path).toBe(true);
  });

  it('knows nothing else', () => {
    for (const path of ['/nope', '/robots/extra', '/admin/nope', '/dashboardx', '/api', '/event/2025milac'])
      expect(isAppPage(path), path).toBe(false);
  });
});
