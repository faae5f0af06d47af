// `npm start`: builds the web app if it is not built yet and compiles the server from the current sources (about a
// second, so a start after `git pull` never runs an old server), then runs the one server process (API + web) with
// plain `node` on the compiled server, on PORT/HOST, with embedded PGlite under DATA_DIR unless DATABASE_URL is set.
// `node` is the one the install brought (the `node` package: npm's scripts find node_modules/.bin first), whatever
// Node the machine has. package.json runs this file with `exec`, so a SIGTERM to `npm start` (what a process
// supervisor sends) reaches this process, which passes it on to the server and exits when the server has.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// A WEB_DIST_DIR of one's own is used as it is; the default one is built when missing.
const web = Boolean(process.env.WEB_DIST_DIR) || existsSync('apps/web/dist/index.html');
if (!web) console.log('Building the web app (first start)...');
const build = spawnSync('npm', ['run', web ? 'build:server' : 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// V8's young generation capped at 2 MiB semi-spaces: about 55 MiB less resident memory on a small machine, at no
// measured cost in chat or live-score latency (docs/performance.md, "A server start"). The unit file runs the same.
const server = spawn(process.execPath, ['--max-semi-space-size=2', 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
