// `npm start`: builds the web app and the server if they are not built yet, then runs the one server process
// (API + web) with plain `node` on the compiled server, on PORT/HOST, with embedded PGlite under DATA_DIR unless
// DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/server/dist/main.js')) {
  console.log('Building the web app and the server (first start)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
