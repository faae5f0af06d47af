// `npm run dev`: the API with reload on change (tsx watch) on :3000 and Vite's dev server on :5173,
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '/nonexistent' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@team7790/web'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
