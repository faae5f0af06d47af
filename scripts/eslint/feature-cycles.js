// A local ESLint rule: the server's features may import one another one way, never in a circle (chat -> live and
// live -> chat, or chat -> notifications -> live -> chat). import-x/no-cycle sees cycles between files; this one sees
// them between feature folders, which is where they hurt: two features in a circle can only be changed together.
// Every import counts, `import type` too: a feature that needs another's types depends on it.
// Tests (`*.test.ts`) are left out: a test may set up whatever it needs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const isSource = (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (isSource(entry.name)) yield full;
  }
}

/** The module names a file's AST imports or re-exports, with the node that names each. */
function* importSources(node) {
  if (!node || typeof node.type !== 'string') return;
  const source = node.source;
  if (
    source?.type === 'Literal' &&
    typeof source.value === 'string' &&
    ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(node.type)
  ) {
    yield source;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) for (const child of value) yield* importSources(child);
    else if (value && typeof value === 'object') yield* importSources(value);
  }
}

/** The feature (first folder under `featuresDir`) a path is in, or undefined. */
function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

function importedFeature(featuresDir, file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return featureOf(featuresDir, path.resolve(path.dirname(file), specifier));
}

/** feature -> (imported feature -> one file that imports it), read from the disk once per run. */
function readGraph(featuresDir) {
  const graph = new Map();
  for (const file of walk(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (!from) continue;
    const code = readFileSync(file, 'utf8');
    const { ast } = tseslint.parser.parseForESLint(code, { sourceType: 'module', ecmaVersion: 'latest', ecmaFeatures: { jsx: file.endsWith('x') } });
    for (const source of importSources(ast)) {
      const to = importedFeature(featuresDir, file, source.value);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(featuresDir, file));
    }
  }
  return graph;
}

/** The shortest chain of features from `start` to `goal`, or undefined. */
function chain(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const steps = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return undefined;
}

/** The rule for the features under `featuresDir` (an absolute path). */
export function featureCycles(featuresDir) {
  let graph;
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid feature folders that import each other in a circle.' },
      messages: {
        cycle:
          'Features import each other in a circle: {{circle}} ({{via}}). One import of the circle has to go: move what both need to db/, plugins/ or a feature both import, or pass it in as a dependency.',
      },
      schema: [],
    },
    create(context) {
      const file = context.physicalFilename;
      const own = featureOf(featuresDir, file);
      if (!own || !isSource(file)) return {};
      graph ??= readGraph(featuresDir);
      const check = (node) => {
        if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
        const other = importedFeature(featuresDir, file, node.source.value);
        if (!other || other === own) return;
        const back = chain(graph, other, own);
        if (!back) return;
        const via = back.slice(0, -1).map((feature, i) => `${graph.get(feature).get(back[i + 1])} -> ${back[i + 1]}`);
        context.report({ node: node.source, messageId: 'cycle', data: { circle: [own, ...back].join(' -> '), via: via.join('; ') } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}
