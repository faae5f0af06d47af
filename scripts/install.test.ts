// What a newcomer sees on the first `npm install` (the README's first command): on a supported Node, no warning about
// engines or install scripts; on an unsupported one, one clear stop naming the Node that is needed.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  engines: { node: string };
};

// A project holding only the repository's .npmrc and an engines range: installing it checks engines as the real
// install does, without the network or the dependencies. The Node running the tests is a supported one (the suite
// needs it), so an unsupported Node is played by a range that this Node is outside of.
const bare = mkdtempSync(path.join(tmpdir(), 'install-engines-'));
copyFileSync(path.join(root, '.npmrc'), path.join(bare, '.npmrc'));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

const npmInstall = (engines: { node: string }) => {
  writeFileSync(path.join(bare, 'package.json'), JSON.stringify({ name: pkg.name, version: '0.0.0', engines }));
  return run('npm', ['install', '--offline'], { cwd: bare });
};

describe('the first npm install', () => {
  it('stops with one message naming the Node that is needed, on a Node the project does not support', async () => {
    const unsupported = { node: `<${process.versions.node.split('.')[0]}` };
    const failure = await npmInstall(unsupported).then(
      () => null,
      (error: { stderr: string; code: number }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure!.stderr).toContain('EBADENGINE');
    expect(failure!.stderr).toContain(unsupported.node);
    expect(failure!.stderr).toContain(process.version);
  });

  it('installs without a warning on a supported Node', async () => {
    const { stderr } = await npmInstall(pkg.engines);
    expect(stderr).not.toMatch(/warn/i);
  });

  it('has every dependency that carries an install script reviewed in package.json', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls'], { cwd: root });
    expect(stdout).toContain('No packages with unreviewed install scripts.');
  });
});
