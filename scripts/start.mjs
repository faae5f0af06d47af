// `npm start`: builds the web app if it is not built yet, then runs the one server process
// (API + web) on PORT/HOST, with embedded PGlite under DATA_DIR unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
