/**
 * Fetching 50-message pages from a 100,000-message channel over HTTP. Also records the Node CPU time
 * per page (server and client share this process; with PGlite the database runs in it too).
 *   node --import tsx scripts/bench/chat-history.ts            (embedded PGlite)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx scripts/bench/chat-history.ts   (a fresh database is created and dropped)
 * Options: MESSAGES (100000), REQUESTS (500). Loopback only; bounded run.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { parseSettings } from '../../apps/server/src/settings.ts';
import { freshPostgresDatabase, summary } from './chat-bench-kit.ts';

const MESSAGES = Number(process.env.MESSAGES ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 500);
const READERS = 20;

let database: DatabaseHandle;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const fresh = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
  database = await openPostgres(fresh.url);
  dropDatabase = fresh.drop;
} else {
  database = await openPglite(undefined);
}

const app = await buildApp({
  settings: parseSettings({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/bench', LOGIN_MAX_PER_ADDRESS: '100000' }),
  database,
  logger: false,
});
try {
  await app.services.accounts.ensureFirstAdmin('benchadmin', 'benchpass1');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchadmin', password: 'benchpass1' }),
  });
  const token = ((await login.json()) as { token: string }).token;

  console.log(`filling ${MESSAGES} messages with ${READERS} readers' marks and some replies and reactions…`);
  await database.query(
    `insert into users (username, password_hash, user_type) select 'reader_' || g, 'x', 'member' from generate_series(1, ${READERS}) g`,
  );
  await database.query(
    `insert into chat_messages (chat_key, sender_id, content, reply_to_id, created_at)
     select 'general', (select id from users where username = 'reader_' || (1 + g % ${READERS})),
            'Message number ' || g || ' about the robot drivetrain and autonomous routines',
            null, now() - make_interval(secs => ${MESSAGES} - g)
     from generate_series(1, ${MESSAGES}) g`,
  );
  await database.query(`update chat_messages set reply_to_id = id - 3 where id % 10 = 0 and id > 3`);
  await database.query(
    `insert into chat_reactions (message_id, user_id, kind) select m.id, u.id, 'heart' from chat_messages m
     join users u on u.username in ('reader_1', 'reader_2') where m.id % 7 = 0`,
  );
  // Each reader advanced their read position ~200 times across the history.
  await database.query(
    `insert into chat_read_marks (chat_key, user_id, up_to_id, read_at)
     select 'general', u.id, s.up_to, now() - make_interval(secs => ${MESSAGES} - s.up_to)
     from users u cross join lateral (select distinct (g * ${Math.floor(MESSAGES / 200)} + (u.id % 50))::int as up_to from generate_series(1, 199) g) s
     where u.username like 'reader_%'`,
  );
  await database.query(
    `insert into chat_read_state (chat_key, user_id, last_read_id, read_at)
     select 'general', user_id, max(up_to_id), max(read_at) from chat_read_marks group by user_id`,
  );
  await database.query('analyze');
  const [{ max }] = await database.query<{ max: number }>('select max(id) as max from chat_messages');

  const cpu: number[] = [];
  const fetchPage = async (before?: number) => {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const res = await fetch(`${base}/api/chat/messages/general?limit=50${before ? `&before=${before}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as unknown[];
    if (!res.ok || body.length !== 50) throw new Error(`bad page: ${res.status}`);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await fetchPage(); // warm-up
  cpu.length = 0;
  const newest: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    newest.push(await fetchPage());
    deep.push(await fetchPage(100 + Math.floor(Math.random() * (max - 100))));
  }
  console.log(
    JSON.stringify(
      {
        engine: database.engine,
        messages: MESSAGES,
        requests_each: REQUESTS,
        newest_page_ms: summary(newest),
        random_deep_page_ms: summary(deep),
        node_cpu_ms_per_page: summary(cpu),
        load_average: (await import('node:os'))
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' / '),
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  await dropDatabase();
}
