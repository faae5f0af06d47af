import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@team7790/shared/site/public-pages';
import { buildTestApp, useTestWorld, type TestApp } from '../databases.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Team 7790 Baywatch Robotics</title>
    <meta name="description" content="Generic description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

// These tests only read (pages and the sitemap are made from settings and code), so they share one app.
describe('sitemap and page previews', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    t = await buildTestApp('pglite', { settings: { WEB_DIST_DIR: dist, PUBLIC_SITE_URL: 'https://baywatch.example/' } });
  });
  afterAll(() => t.close());

  it('lists every public page with absolute addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/robots', '/sponsors', '/schedule', '/ftc', '/scouting', '/become-a-sponsor', '/privacy-policy']) {
      expect(locs).toContain(`https://baywatch.example${page}`);
    }
    expect(locs).not.toContain('https://baywatch.example/dashboard');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('answers robots.txt with the private areas disallowed and the absolute sitemap address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/dashboard', '/messages', '/admin']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://baywatch.example/sitemap.xml');
  });

  describe('with no public address set', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    const bare = useTestWorld('pglite', { settings: { WEB_DIST_DIR: dist, PORT: '3000' } });

    it("uses the request's host when it names this machine: a laptop, or a LAN server reached by its own name or address", async () => {
      for (const host of ['localhost:5173', '127.0.0.1:8080', `${hostname()}:3000`]) {
        const res = await bare.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
      }
    });

    it('never echoes any other Host header, which anyone can send and a cache in front would keep (cache poisoning)', async () => {
      for (const host of ['evil.example', 'evil.example:8080', 'team7790.test', 'localhost.evil.example', 'bad host"<x>']) {
        for (const url of ['/robots.txt', '/sitemap.xml', '/', '/robots']) {
          const res = await bare.app.inject({ method: 'GET', url, headers: { host } });
          expect(res.statusCode, `${url} ${host}`).toBe(200);
          expect(res.body, `${url} ${host}`).not.toMatch(/evil|team7790\.test|bad host/);
          expect(res.body, `${url} ${host}`).toContain('http://localhost:3000/');
        }
      }
    });
  });

  it('answers an address the app has no page for with 404, still sending the app (which draws "Page not found")', async () => {
    for (const url of ['/no-such-page', '/robots/extra', '/admin/nope', '/dashboardx?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // The app's own pages, in any letter case and with a trailing slash as its router takes them, answer 200.
    for (const url of ['/dashboard', '/login', '/admin', '/admin/users', '/Settings', '/robots/', '/messages?chat=dm_1_2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // A missing file is not answered with the app, and the API keeps its JSON 404.
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json()).toMatchObject({ code: 'not_found' });
  });

  it("sends each public page's HTML with its own title, description and Open Graph tags", async () => {
    for (const meta of PUBLIC_PAGES) {
      const res = await t.app.inject({ method: 'GET', url: meta.path });
      expect(res.statusCode, meta.path).toBe(200);
      const html = res.body;
      expect(html).toContain(
        `<meta property="og:title" content="${meta.path === '/' ? 'Team 7790 Baywatch Robotics' : `${meta.title} · Team 7790 Baywatch Robotics`}" />`,
      );
      expect(html).toContain(`<meta property="og:url" content="https://baywatch.example${meta.path}" />`);
      expect(html).toContain('<meta property="og:image" content="https://baywatch.example/og-image.png" />');
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(html).not.toContain('Generic description.');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots' });
    expect(robots.body).toContain('<title>Robots · Team 7790 Baywatch Robotics</title>');
  });
});
