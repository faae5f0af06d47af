import { runServerProcess } from '../../apps/server/src/server-process.ts';

// The server process as main.ts runs it, with the benchmark's push service stand-in (on this machine, over HTTP,
// which the push endpoint policy refuses) let through, as the tests let theirs through. Only this script reads it.
const standIn = process.env.BENCH_PUSH_SERVICE_STAND_IN;
runServerProcess({ pushServiceStandIns: standIn ? [standIn] : [] }).catch((err) => {
  console.error(err);
  process.exit(1);
});
