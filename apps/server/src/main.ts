import { runServerProcess } from './server-process.ts';

runServerProcess().catch((err) => {
  console.error(err);
  process.exit(1);
});
