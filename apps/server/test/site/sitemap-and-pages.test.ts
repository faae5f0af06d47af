import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@team7790/shared/site/public-pages';
import { buildTestApp, type TestApp } from '../databases.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Team 7790 Baywatch Robotics</title>
    <meta name="description" content="Generic description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

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

  it("uses the request's own host for the sitemap address when no public address is set", async () => {
    const bare = await buildTestApp('pglite');
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'team7790.test:8080' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Sitemap: http://team7790.test:8080/sitemap.xml');
    } finally {
      await bare.close();
    }
  });

  it("sends each public page's HTML with its own title, description and Open Graph tags", async () => {
    for (const meta of PUBLIC_PAGES) {
      const res = await t.app.inject({ method: 'GET', url: meta.path });
      expect(res.statusCode, meta.path).toBe(200);
      const html = res.body;
      expect(html).toContain(`<meta property="og:title" content="${meta.path === '/' ? 'Team 7790 Baywatch Robotics' : `${meta.title} · Team 7790 Baywatch Robotics`}" />`);
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
