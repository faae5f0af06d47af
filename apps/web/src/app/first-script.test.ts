import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What a drawn page's first script may not carry. The app's start (boot.tsx) and the competition pages a visitor lands
 * on validate nothing on their first screen, so the schema library (zod, 21 KB compressed, and every contract schema
 * built when its module starts) is loaded only by the features that parse (forms, the members' area). One value import
 * of a constant from a schema module (a search limit, the season rule) brought all of it into every page.
 *
 * esbuild bundles each entry as Vite does (dynamic imports are where the app splits); a failure names the import path
 * by which the schema library came in.
 */
const web = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

const ENTRIES = ['app/boot.tsx', 'features/competition/event-page.tsx', 'features/competition/team-page.tsx', 'features/competition/match-page.tsx'];

/** Any of zod's modules (the build reaches them through apps/web/src/lib/zod.ts; here they are imported directly). */
const isSchemaLibrary = (path: string) => /node_modules\/zod\//.test(path);

/** The modules whose code lands in the entry's chunk and the chunks it imports statically, after tree-shaking. */
async function firstScript(entry: string): Promise<{ shipped: string[]; inputs: Metafile['inputs']; root: string }> {
  const result = await build({
    entryPoints: [web(entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'unused',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
  });
  const { inputs, outputs } = result.metafile;
  const root = Object.keys(inputs).find((input) => input.endsWith(`apps/web/src/${entry}`))!;
  const start = Object.keys(outputs).find((output) => outputs[output]!.entryPoint === root)!;
  const chunks = new Set([start]);
  for (const chunk of chunks) {
    for (const { path, kind } of outputs[chunk]!.imports) if (kind === 'import-statement' && path in outputs) chunks.add(path);
  }
  const shipped = [...chunks].flatMap((chunk) =>
    Object.entries(outputs[chunk]!.inputs)
      .filter(([, use]) => use.bytesInOutput > 0)
      .map(([input]) => input),
  );
  return { shipped, inputs, root };
}

/** How the entry reaches `target` by static imports (to name the culprit when the test fails). */
function pathTo(inputs: Metafile['inputs'], root: string, target: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [root];
  const seen = new Set(queue);
  while (queue.length) {
    const at = queue.shift()!;
    if (at === target) {
      const path = [at];
      for (let step = at; cameFrom.has(step);) path.unshift((step = cameFrom.get(step)!));
      return path;
    }
    for (const { path, kind } of inputs[at]?.imports ?? []) {
      if (kind === 'dynamic-import' || seen.has(path)) continue;
      seen.add(path);
      cameFrom.set(path, at);
      queue.push(path);
    }
  }
  return [];
}

describe("a drawn page's first script", () => {
  it.each(ENTRIES)('%s carries no schema library', async (entry) => {
    const { shipped, inputs, root } = await firstScript(entry);
    // The measure is real: React's code is in it.
    expect(shipped.some((input) => input.includes('node_modules/react/'))).toBe(true);
    const schemaModules = shipped.filter(isSchemaLibrary);
    expect(schemaModules[0] ? pathTo(inputs, root, schemaModules[0]).join(' -> ') : null).toBeNull();
  });
});
