// What a newcomer sees on the first `npm install` (the README's first command), on whatever Node the machine has from
// 20.19 on: no warning screen, and a product that runs on the Node the install brought (the `node` package), not on
// the machine's. `.ci/run` makes the real install on the machine's own Node and fails on any warning it prints.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  engines: { node: string };
  scripts: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

// A project holding only the repository's .npmrc, its engines and one local dependency that names a Node this one is
// outside of (as some of the real dependencies name a newer Node than a fresh machine's): installing it checks engines
// as the real install does, without the network.
const bare = mkdtempSync(path.join(tmpdir(), 'install-engines-'));
copyFileSync(path.join(root, '.npmrc'), path.join(bare, '.npmrc'));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

describe('the first npm install', () => {
  it('accepts the Node of a fresh machine (20.19 on) for npm itself', () => {
    expect(pkg.engines.node).toBe('>=20.19.0');
  });

  it('prints no warning when a dependency names a Node other than the one running npm', async () => {
    const dep = path.join(bare, 'newer-node-dependency');
    mkdirSync(dep, { recursive: true });
    writeFileSync(
      path.join(dep, 'package.json'),
      JSON.stringify({ name: 'newer-node-dependency', version: '1.0.0', engines: { node: `>${Number(process.versions.node.split('.')[0]) + 1}` } }),
    );
    writeFileSync(
      path.join(bare, 'package.json'),
      JSON.stringify({
        name: pkg.name,
        version: '0.0.0',
        engines: pkg.engines,
        dependencies: { 'newer-node-dependency': 'file:newer-node-dependency' },
      }),
    );
    const { stderr } = await run('npm', ['install', '--offline'], { cwd: bare });
    expect(stderr).not.toMatch(/warn|EBADENGINE/i);
  });

  it('brings the Node the product runs on, which npm start and npm test find first', async () => {
    const installed = lock.packages['node_modules/node']?.version;
    expect(Number(installed?.split('.')[0])).toBeGreaterThanOrEqual(24);
    // npm's scripts put node_modules/.bin first on their PATH: `node` there is the installed one.
    const { stdout } = await run('npm', ['exec', '--offline', '--', 'node', '--version'], { cwd: root });
    expect(stdout.trim()).toBe(`v${installed}`);
    expect(pkg.scripts.start).toBe('exec node scripts/start.mjs');
  });

  it('has every dependency that carries an install script reviewed in package.json', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls'], { cwd: root });
    expect(stdout).toContain('No packages with unreviewed install scripts.');
  });
});
