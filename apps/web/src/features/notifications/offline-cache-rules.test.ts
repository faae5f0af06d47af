import { describe, expect, it } from 'vitest';
import { assetPathsToKeep, cacheStrategy, firstAnswersOf, markSaved, shellAssets, shellOf } from './offline-cache-rules.ts';

const origin = 'https://team7790.example';
const req = (url: string, extra: Partial<{ method: string; mode: string; hasAuthorization: boolean }> = {}) => ({
  method: 'GET',
  url: `${origin}${url}`,
  hasAuthorization: false,
  ...extra,
});

describe('offline cache rules', () => {
  it('saves the shell, hashed assets and public competition answers, and no other API answer', () => {
    expect(cacheStrategy(req('/event?event=2026mihsi', { mode: 'navigate' }), origin)).toBe('shell');
    expect(cacheStrategy(req('/assets/index-abc123.js'), origin)).toBe('asset');
    expect(cacheStrategy(req('/icons/icon-192.png'), origin)).toBe('asset');
    expect(cacheStrategy(req('/api/competition/events/2026mihsi'), origin)).toBe('competition-data');
    expect(cacheStrategy(req('/api/competition/events/2026mihsi', { hasAuthorization: true }), origin)).toBe('competition-data');
    expect(cacheStrategy(req('/api/profile', { hasAuthorization: true }), origin)).toBe('none');
    expect(cacheStrategy(req('/api/chat/messages/general'), origin)).toBe('none');
    expect(cacheStrategy(req('/api/competition/events/2026mihsi', { method: 'POST' }), origin)).toBe('none');
    expect(cacheStrategy({ ...req('/x'), url: 'https://other.example/api/competition/x' }, origin)).toBe('none');
  });

  it("finds the shell's scripts and styles in index.html", () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-A1.js"></script><link rel="stylesheet" href="/assets/index-B2.css"><link rel="icon" href="/favicon.svg">';
    expect(shellAssets(html)).toEqual(['/assets/index-A1.js', '/assets/index-B2.css']);
  });

  it("keeps the site's own hashed files among the addresses a page loaded, once each", () => {
    expect(
      assetPathsToKeep(
        [
          `${origin}/assets/scout-page-C3.js`,
          '/assets/member-area-D4.js',
          `${origin}/assets/scout-page-C3.js`,
          `${origin}/api/profile`,
          'https://other.example/assets/x.js',
          `${origin}/assets/x.js?v=1`,
          42,
        ],
        origin,
      ),
    ).toEqual(['/assets/scout-page-C3.js', '/assets/member-area-D4.js']);
  });

  it('marks a saved answer as stale and saved, leaving other bodies alone', () => {
    expect(JSON.parse(markSaved('{"stale":false,"fetchedAt":"2026-03-01T00:00:00Z","teams":[]}'))).toEqual({
      stale: true,
      savedCopy: true,
      fetchedAt: '2026-03-01T00:00:00Z',
      teams: [],
    });
    expect(markSaved('[1,2]')).toBe('[1,2]');
    expect(markSaved('not json')).toBe('not json');
  });
});

describe('the offline shell kept from a page', () => {
  it('drops the page the server drew, its first answers and its chunks, and keeps the rest', () => {
    const page = [
      '<html><head><script type="module" src="/assets/index.js"></script>',
      '    <meta name="page-chunks" content="/assets/event-page.js" />',
      '  </head>',
      '  <body>',
      '    <div id="root" data-drawn-at="1740852000000"><div class="a"><h1>2025 Lake City</h1></div><div>more</div></div>',
      '    <script type="application/json" id="first-answers">{"page":"/event","answers":{}}</script>',
      '  </body></html>',
    ].join('\n');
    const shell = shellOf(page);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('Lake City');
    expect(shell).not.toContain('first-answers');
    expect(shell).not.toContain('event-page.js');
    expect(shell).toContain('/assets/index.js');
    expect(shell).toMatch(/<\/body><\/html>$/);
  });
  it('leaves a plain shell as it is', () => {
    const plain = '<html><head></head><body>\n    <div id="root"></div>\n  </body></html>';
    expect(shellOf(plain)).toBe('<html><head></head><body>\n    <div id="root"></div>\n  </body></html>');
  });
});

describe('the answers a page came with', () => {
  it('are kept as the competition API answers they are, and nothing else', () => {
    const html = `<div id="root"></div><script type="application/json" id="first-answers">{"page":"/match?match=x","answers":{"/competition/matches/x":{"a":"\\u003c/b>"},"/ai/match-summary/x":{"summary":"s"}}}</script>`;
    expect(firstAnswersOf(html)).toEqual([{ path: '/api/competition/matches/x', body: '{"a":"</b>"}' }]);
    expect(firstAnswersOf('<div id="root"></div>')).toEqual([]);
    expect(firstAnswersOf('<script type="application/json" id="first-answers">{broken</script>')).toEqual([]);
  });
});
