import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnPageHtml, pageChunks } from '../../src/features/site/drawn-pages.ts';
import { buildTestApp, type TestApp } from '../databases.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Team 7790 Baywatch Robotics</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-a.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime-a.js'], dynamicImports: ['_app-a.js'] },
  '_runtime-a.js': { file: 'assets/runtime-a.js' },
  // The app the entry imports once the page has painted.
  '_app-a.js': { file: 'assets/app-a.js', imports: ['_runtime-a.js', '_react-a.js'], dynamicImports: ['src/features/competition/event-page.tsx'] },
  '_react-a.js': { file: 'assets/react-a.js' },
  '_tabs-a.js': { file: 'assets/tabs-a.js', imports: ['_runtime-a.js', '_icons-a.js'] },
  '_icons-a.js': { file: 'assets/icons-a.js' },
  'src/features/competition/event-page.tsx': { file: 'assets/event-page-a.js', isDynamicEntry: true, imports: ['_tabs-a.js', '_runtime-a.js'] },
  'src/features/competition/team-page.tsx': {
    file: 'assets/team-page-a.js',
    isDynamicEntry: true,
    imports: ['_tabs-a.js'],
    css: ['assets/team-a.css'],
  },
};

/** A stand-in for the web build's renderer: draws the event's name from the answers it is given. */
const RENDERER = `export async function renderPage(url, answers, offset, at) {
  if (url.includes('boom')) throw new Error('drawing failed');
  const event = answers['/competition/events/2025milac'];
  const html = '<main><h1>' + (event ? event.event.name : 'no answer') + '</h1><p>$& stays</p><time>' + at + '</time></main>';
  return { html, texts: event ? { ['window|' + event.event.key]: [at, at + 1] } : {} };
}`;

describe('the chunks a page needs beyond the entry', () => {
  it('names the app first, then follows the page’s imports recursively, and leaves out what the entry loads', () => {
    expect(pageChunks(MANIFEST, 'src/features/competition/event-page.tsx')).toEqual({
      scripts: ['/assets/app-a.js', '/assets/react-a.js', '/assets/event-page-a.js', '/assets/tabs-a.js', '/assets/icons-a.js'],
      styles: [],
    });
    expect(pageChunks(MANIFEST, 'src/features/competition/team-page.tsx').styles).toEqual(['/assets/team-a.css']);
    expect(pageChunks(MANIFEST, 'src/nowhere.tsx')).toEqual({ scripts: ['/assets/app-a.js', '/assets/react-a.js'], styles: [] });
  });
});

describe('a competition page’s HTML', () => {
  it('names the chunks, keeps the drawing as drawn, and cannot be broken out of by an answer', () => {
    const html = drawnPageHtml(
      TEMPLATE,
      { scripts: ['/assets/event-page-a.js', '/assets/runtime-a.js'], styles: [] },
      '/event?event=x',
      [{ path: '/competition/events/x', json: '{"name":"</script><script>alert(1)</script>"}' }],
      { html: '<h1>$& and $1</h1>', texts: { 'time|1741000000|</script>': '10:40 AM' }, at: 1_741_000_000_000 },
    );
    expect(html).toContain('<meta name="page-chunks" content="/assets/event-page-a.js" />');
    // The drawing's instant rides on the root: the browser hydrates the page with it.
    expect(html).toContain('<div id="root" data-drawn-at="1741000000000"><h1>$& and $1</h1></div>');
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)![1]!;
    // The texts the drawing worked out ride with the answers, for the browser's first render to reuse.
    expect(JSON.parse(block)).toEqual({
      page: '/event?event=x',
      answers: { '/competition/events/x': { name: '</script><script>alert(1)</script>' } },
      texts: { 'time|1741000000|</script>': '10:40 AM' },
    });
  });
});

describe('competition pages served with their first answers and the server’s drawing', () => {
  let t: TestApp;
  let dist = '';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, '.vite'));
    await mkdir(path.join(dist, 'server'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(dist, 'server', 'entry-server.js'), RENDERER);
    t = await buildTestApp('pglite', { settings: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const firstAnswers = (html: string) => {
    const block = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html);
    return block ? (JSON.parse(block[1]!) as { page: string; answers: Record<string, unknown>; texts?: Record<string, unknown> }) : null;
  };

  it('sends the event page with the API’s own answers, drawn, and its chunks named', async () => {
    const api = await t.app.inject({ url: '/api/competition/events/2025milac' });
    const epa = await t.app.inject({ url: '/api/competition/events/2025milac/epa' });
    const res = await t.app.inject({ url: '/event?event=milac' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const sent = firstAnswers(res.body)!;
    expect(sent.page).toBe('/event?event=milac');
    expect(sent.answers).toEqual({ '/competition/events/2025milac': api.json(), '/competition/events/2025milac/epa': epa.json() });
    const name = (api.json() as { event: { name: string } }).event.name;
    // The root carries the instant the drawing took as now, which the browser hydrates the page with.
    const [, at, drawnWith] =
      /<div id="root" data-drawn-at="(\d+)"><main><h1>[^<]*<\/h1><p>[^<]*<\/p><time>(\d+)<\/time><\/main><\/div>/.exec(res.body) ?? [];
    expect(at).toBe(drawnWith);
    // What the drawing worked out comes with it.
    expect(sent.texts).toEqual({ 'window|2025milac': [Number(at), Number(at) + 1] });
    expect(res.body).toContain(`<main><h1>${name}</h1><p>$& stays</p>`);
    expect(res.body).toContain(
      '<meta name="page-chunks" content="/assets/app-a.js /assets/react-a.js /assets/event-page-a.js /assets/tabs-a.js /assets/icons-a.js" />',
    );
  });

  it('sends the answers it has, and leaves out those the API refuses', async () => {
    const res = await t.app.inject({ url: '/match?match=2025milac_qm999' });
    // The match does not exist: the page is drawn all the same, answered as a missing page.
    expect(res.statusCode).toBe(404);
    expect(firstAnswers(res.body)).toBeNull();
    expect(res.body).toMatch(/<div id="root" data-drawn-at="\d+"><main><h1>no answer<\/h1>/);
    const team = firstAnswers((await t.app.inject({ url: '/team?team=frc254' })).body)!;
    expect(Object.keys(team.answers)).toEqual(['/competition/teams/254']);
  });

  it('still sends the page when drawing it fails, and keeps the renderer and manifest private', async () => {
    const res = await t.app.inject({ url: '/event?event=2025milac&boom=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(firstAnswers(res.body)).not.toBeNull();
    for (const file of ['/server/entry-server.js', '/.vite/manifest.json']) {
      expect((await t.app.inject({ url: file })).statusCode).toBe(404);
    }
  });

  it('sends the page compressed as the browser accepts, the same page in every encoding', async () => {
    const plain = await t.app.inject({ url: '/team?team=7790' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({ url: '/team?team=7790', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await t.app.inject({ url: '/team?team=7790', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});
