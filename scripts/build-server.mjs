// `npm run build:server`: the server compiled into one ES module, apps/server/dist/main.js, that plain `node` runs,
// with its database migrations beside it. esbuild bundles the server's sources and the shared package (TypeScript
// sources, which Node does not run from node_modules) and leaves every other package to node_modules, as installed:
// no compiler is loaded at start, and the packages' own files keep their paths (the PGlite engine finds its data).
//
// Each file is written under a temporary name and renamed into place, so a server starting from the folder while a
// build runs (a test beside a build) reads the old file or the new, never half of one.
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const out = path.join(server, 'dist');

/** Bare imports stay imports, except the shared workspace package, which is compiled in. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@team7790/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The Node the install brings and the product runs on (the `node` package of devDependencies).
  target: 'node26',
  write: false,
  outfile: path.join(out, 'main.js'),
  sourcemap: 'linked',
  // Stack traces keep the sources' names; the code is small enough that minifying would save nothing that matters.
  keepNames: true,
  legalComments: 'none',
  // The compiled server is the production server: React draws pages with its production build (its development
  // build, which the sources run under, is several times slower and larger), unless NODE_ENV says otherwise.
  banner: { js: "process.env.NODE_ENV ??= 'production';" },
  logLevel: 'warning',
  plugins: [packagesStayExternal],
});

mkdirSync(out, { recursive: true });
const tag = `.${process.pid}.tmp`;
function writeInPlace(file, contents) {
  writeFileSync(file + tag, contents);
  renameSync(file + tag, file);
}
for (const file of result.outputFiles) writeInPlace(file.path, file.contents);

// The migrations: read by drizzle's migrator from `migrations/` next to the module (src/db/client.ts).
const from = path.join(server, 'src/db/migrations');
const to = path.join(out, 'migrations');
function copyTree(src, dst) {
  mkdirSync(dst, { recursive: true });
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    const s = path.join(src, entry.name);
    const d = path.join(dst, entry.name);
    if (entry.isDirectory()) copyTree(s, d);
    else {
      copyFileSync(s, d + tag);
      renameSync(d + tag, d);
    }
  }
}
copyTree(from, to);
// A migration removed from the sources leaves the built folder too.
function prune(src, dst) {
  const kept = new Set(readdirSync(src));
  for (const entry of readdirSync(dst, { withFileTypes: true })) {
    if (!kept.has(entry.name)) rmSync(path.join(dst, entry.name), { recursive: true, force: true });
    else if (entry.isDirectory()) prune(path.join(src, entry.name), path.join(dst, entry.name));
  }
}
prune(from, to);

const bytes = result.outputFiles.find((f) => f.path.endsWith('main.js')).contents.length;
console.log(`server built: apps/server/dist/main.js (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms`);
