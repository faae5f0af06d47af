// `npm test`: makes this machine ready for every test, then runs them all: types, unit and API tests on both database
// engines, the build, and the browser tests. What it cannot run it says, loudly, at the start and at the end.
//
// - Installs Debian's Chromium (browser tests) and nginx (deployment tests) when they are missing and this is a Debian
//   machine where it may (root); elsewhere it says how. The browser tests drive Chromium's headless shell, also
//   installed; the full Chromium is for the few that need it.
// - Uses TEST_DATABASE_URL when set; otherwise finds the local PostgreSQL server (127.0.0.1:5432, user postgres),
//   starting the machine's cluster if it is installed but stopped. Each run makes and drops its own databases there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { dirname, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const skipped = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
}

function quiet(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot || !hasApt) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another install on the machine (its own updates, another run's) holds dpkg's lock for a while: wait for it.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  if (!aptUpdated) aptUpdated = run('apt-get', [...lock, 'update', '-qq'], { env });
  return run('apt-get', [...lock, 'install', '-y', '-qq', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

function need(what, path, packages, consequence) {
  if (existsSync(path)) return true;
  console.log(`Installing ${what} (${packages.join(' ')})...`);
  if (aptInstall(packages) && existsSync(path)) return true;
  skipped.push(`${consequence}: no ${what} at ${path} (install it with: apt-get install -y ${packages.join(' ')})`);
  return false;
}

const hasChromium = need('Chromium', chromium, ['chromium'], 'the browser tests');
// The browser tests drive Chromium's headless shell (a quarter quicker); without it they run in the full Chromium.
if (hasChromium) need("Chromium's headless shell", headlessShell, ['chromium-headless-shell'], 'the quicker browser for the browser tests');
need('nginx', '/usr/sbin/nginx', ['nginx-light'], 'the nginx deployment tests');

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function findPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (!(await portOpen('127.0.0.1', 5432)) && existsSync('/etc/postgresql') && existsSync('/usr/bin/pg_ctlcluster')) {
    for (const version of readdirSync('/etc/postgresql')) {
      console.log(`Starting the local PostgreSQL ${version} cluster...`);
      quiet('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    }
  }
  if (!(await portOpen('127.0.0.1', 5432))) return undefined;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (err) {
    console.log(`A PostgreSQL server answers at 127.0.0.1:5432 but not as ${url}: ${err.message}`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

const databaseUrl = await findPostgres();
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
else {
  skipped.push(
    'the PostgreSQL half of every database test, and the nginx, kill -9, PostgreSQL restart and backup tests: no PostgreSQL server ' +
      '(set TEST_DATABASE_URL=postgres://user@host:5432/db, or install one: apt-get install -y postgresql)',
  );
}
if (!existsSync('/usr/bin/pg_dump') || !existsSync('/usr/bin/pg_restore')) {
  skipped.push('the backup and restore test: no PostgreSQL client tools (apt-get install -y postgresql-client)');
}
const serverBinaries =
  existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
if (!serverBinaries)
  skipped.push('the PostgreSQL restart test: no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install -y postgresql)');

function say(lines) {
  if (lines.length === 0) return;
  const bar = '!'.repeat(100);
  console.log(`\n${bar}\nSKIPPED on this machine:\n${lines.map((l) => `  - ${l}`).join('\n')}\n${bar}\n`);
}

say(skipped);
console.log(databaseUrl ? `Database tests: PGlite and PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}` : 'Database tests: PGlite only');

const started = Date.now();
const vitestReport = '.tmp/test-report-vitest.json';
const playwrightReport = '.tmp/test-report-playwright.json';
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = playwrightReport;
// Two lanes at once: the unit and API tests wait on databases and timers as much as they compute, and so do the
// browser tests on their server, so on a 2-core machine the two together take little longer than the longer alone.
// Each lane stops at its first failure; the other runs to its end, so one run shows every failing part.
// The browser tests are the longer lane, so it holds only the build they need and them; the lint goes first in the
// unit lane and the types after the unit tests (measured in docs/performance.md).
// The lint fails the run, but its lane goes on: a style or boundary error hides no failing test.
//
// Everything runs on the Node the install brought (the `node` package; npm's scripts find it first on the PATH).
// TEST_OTHER_NODE (a node binary) runs the unit and API tests a second time, on it, after the types: for trying
// another Node line by hand; CI does not set it.
const otherNode = process.env.TEST_OTHER_NODE;
const otherVersion = otherNode ? spawnSync(otherNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : undefined;
if (otherNode && !otherVersion) {
  console.log(`TEST_OTHER_NODE=${otherNode} does not run`);
  process.exit(1);
}
const vitestOtherReport = '.tmp/test-report-vitest-other-node.json';
rmSync(vitestOtherReport, { force: true });
const lint = ['lint', 'npm', ['run', '--silent', 'lint'], { goOn: true }];
const types = ['types', 'npm', ['run', '--silent', 'typecheck']];
const vitestArgs = (report) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
const unitOnOther = otherNode && [
  `unit and API tests on Node ${otherVersion}`,
  otherNode,
  ['node_modules/vitest/vitest.mjs', ...vitestArgs(vitestOtherReport)],
  { env: { PATH: `${dirname(otherNode)}:${process.env.PATH}` } },
];
const lanes = [
  [lint, ['unit and API tests', 'npx', ['vitest', ...vitestArgs(vitestReport)], { goOn: true }], types, ...(unitOnOther ? [unitOnOther] : [])],
  ...(hasChromium
    ? [
        [
          ['build', 'npm', ['run', '--silent', 'build']],
          ['browser tests', 'npx', ['playwright', 'test', '--reporter=list,json']],
        ],
      ]
    : []),
];
if (otherNode) console.log(`The unit and API tests also on Node ${otherVersion} (${otherNode})`);
if (process.env.TEST_SERVER_NODE) console.log(`The browser tests' servers on ${process.env.TEST_SERVER_NODE}`);
// TEST_SERIAL=1 runs the lanes one after the other, with each step's output as it is (for a slow or puzzling run).
const serial = process.env.TEST_SERIAL === '1';
const failedSteps = [];

/** Runs one step, each line of its output tagged with the step's name (the lanes' lines interleave). */
function runTagged(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, CHROMIUM_PATH: chromium, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const tag = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      lines.on('line', (line) => process.stdout.write(`${tag}${line}\n`));
    }
    child.once('error', (err) => (console.log(`${tag}${err.message}`), resolve(false)));
    child.once('close', (code) => resolve(code === 0));
  });
}

async function runLane(steps) {
  for (const [name, command, args, { goOn = false, env = {} } = {}] of steps) {
    const stepStart = Date.now();
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const ok = serial ? run(command, args, { env: { ...process.env, CHROMIUM_PATH: chromium, ...env } }) : await runTagged(name, command, args, env);
    console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - stepStart) / 1000)} s`);
    if (!ok) {
      failedSteps.push(name);
      if (!goOn) return;
    }
  }
}

if (serial) for (const lane of lanes) await runLane(lane);
else await Promise.all(lanes.map(runLane));
const failed = failedSteps.join(' and ');
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
say(skipped);

// One closing count over both runners.
const count = { passed: 0, failed: 0, skipped: 0 };
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const unitRuns = [
  ['unit', readJson(vitestReport)],
  [`unit (Node ${otherVersion})`, readJson(vitestOtherReport)],
].filter(([, report]) => report);
for (const [, unit] of unitRuns) {
  count.passed += unit.numPassedTests;
  count.failed += unit.numFailedTests;
  count.skipped += unit.numPendingTests + unit.numTodoTests;
}
const browser = readJson(playwrightReport);
if (browser) {
  count.passed += browser.stats.expected + browser.stats.flaky;
  count.failed += browser.stats.unexpected;
  count.skipped += browser.stats.skipped;
}
// The failures again, last, a few lines each: a CI log is often read from its end only.
const failures = [];
const firstLines = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.includes('node_modules') && !line.includes('(<anonymous>)'))
    .slice(0, 16);
for (const [label, unit] of unitRuns) {
  for (const file of unit.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        failures.push([`${label}  ${relative(process.cwd(), file.name)} › ${t.fullName ?? t.title}`, firstLines(t.failureMessages?.[0])]);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push([`${label}  ${relative(process.cwd(), file.name)}`, firstLines(file.message)]);
    }
  }
}
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const last = t.results?.at(-1);
      failures.push([
        `browser  ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
        firstLines(last?.error?.message ?? last?.status),
      ]);
    }
  }
  for (const child of suite.suites ?? [])
    walk(
      child,
      [...titles, child.title].filter((title) => title && !title.endsWith('.ts')),
    );
};
for (const suite of browser?.suites ?? []) walk(suite, []);
if (failures.length) {
  console.log(`\nFailed tests (${failures.length}):`);
  for (const [name, lines] of failures) console.log(`\n- ${name}\n${lines.map((line) => `    ${line}`).join('\n')}`);
}
console.log(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
console.log(failed ? `npm test: ${failed} FAILED after ${minutes} min` : `npm test: everything passed in ${minutes} min`);
process.exit(failed ? 1 : 0);
