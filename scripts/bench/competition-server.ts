// The server under test for scripts/bench/competition.ts: the real app (simulated season, embedded
// PGlite in memory) on a free loopback port, its competition cache warmed before it reports ready.
import { buildApp } from '../../apps/server/src/app.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { parseSettings } from '../../apps/server/src/settings.ts';

const start = new Date(process.env.BENCH_CLOCK_START ?? '2025-03-01T18:00:00Z');
const t0 = Date.now();
// The season clock runs in real time from the start instant, so live data keeps changing as in production.
const now = () => new Date(start.getTime() + (Date.now() - t0));

const settings = parseSettings({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/bench', TBA_API_KEY: '' });
const database = await openPglite(undefined);
const app = await buildApp({ settings, database, now, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

for (const url of (process.env.BENCH_WARM_URLS ?? '').split(',').filter(Boolean)) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`);
  if (!res.ok) throw new Error(`warm-up ${url}: HTTP ${res.status}`);
  await res.arrayBuffer();
}
await app.services.competition.idle();
process.send?.({ ready: true, port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
