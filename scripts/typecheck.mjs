// `npm run typecheck`: the server, the web app and the browser tests, each checked by TypeScript 7 (the compiler
// written in Go, installed as `typescript-7`: 14.7 s against 5.9's 53.8 s on an idle machine, docs/performance.md).
// TypeScript 5.9 stays installed as `typescript` for typescript-eslint, which reads 5.x's JavaScript interface; both
// packages name their command `tsc`, so this calls 7's by its path rather than through node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url));
for (const project of ['apps/server', 'apps/web', 'e2e']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
