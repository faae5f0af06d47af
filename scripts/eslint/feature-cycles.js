// A local ESLint rule: the server's features may import one another one way, never in a circle (chat -> live and
// live -> chat, or chat -> notifications -> live -> chat). import-x/no-cycle sees cycles between files; this one sees
// them between feature folders, which is where they hurt: two features in a circle can only be changed together.
// Every import counts, `import type` too: a feature that needs another's types depends on it.
// A wire counts too, backwards: a feature that assigns into a value of another feature (`competition.estimates = …`,
// the value imported from it or declared with one of its types) makes that feature call it, an edge from the assigned
// feature to the assigning one that no import shows. Such a wire is declared as a port and made in app.ts instead.
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

/** Calls `visit` on every node of an AST. */
function eachNode(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) for (const child of value) eachNode(child, visit);
    else if (value && typeof value === 'object') eachNode(value, visit);
  }
}

/** The module names a file's AST imports or re-exports, with the node that names each. */
function importSources(ast) {
  const sources = [];
  eachNode(ast, (node) => {
    const source = node.source;
    if (
      source?.type === 'Literal' &&
      typeof source.value === 'string' &&
      ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(node.type)
    )
      sources.push(source);
  });
  return sources;
}

/** The feature of the first type named in a type annotation that was imported from another feature, or undefined. */
function featureInType(type, imported) {
  let found;
  eachNode(type, (node) => {
    if (found || node.type !== 'TSTypeReference') return;
    let name = node.typeName;
    while (name.type === 'TSQualifiedName') name = name.left;
    if (name.type === 'Identifier') found = imported.get(name.name);
  });
  return found;
}

/** The type a property of an object type annotation is given (`{ competition: CompetitionService }`, in an intersection too). */
function propertyType(annotation, key) {
  let found;
  eachNode(annotation, (node) => {
    if (!found && node.type === 'TSPropertySignature' && node.key.type === 'Identifier' && node.key.name === key) found = node.typeAnnotation;
  });
  return found;
}

/**
 * The wires of a file: assignments into a value of another feature. The value is named by an identifier (or
 * `this.<name>`) that was imported from that feature or declared with one of its types (a parameter, a destructured
 * option, a class's parameter property, a variable). Each wire makes the other feature call this one.
 */
function wiresOf(ast, featuresDir, file) {
  const imported = new Map();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration') continue;
    const feature = importedFeature(featuresDir, file, node.source.value);
    if (feature && feature !== featureOf(featuresDir, file)) for (const specifier of node.specifiers) imported.set(specifier.local.name, feature);
  }
  if (imported.size === 0) return [];
  const typed = new Map(imported);
  eachNode(ast, (node) => {
    if (node.type === 'Identifier' && node.typeAnnotation) {
      const feature = featureInType(node.typeAnnotation, imported);
      if (feature) typed.set(node.name, feature);
    }
    if (node.type === 'ObjectPattern' && node.typeAnnotation) {
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || property.value.type !== 'Identifier') continue;
        const type = propertyType(node.typeAnnotation, property.key.name);
        const feature = type && featureInType(type, imported);
        if (feature) typed.set(property.value.name, feature);
      }
    }
  });
  const wires = [];
  eachNode(ast, (node) => {
    if (node.type !== 'AssignmentExpression' || node.left.type !== 'MemberExpression') return;
    // The chain down to its root: `competition.x`, `options.competition.x`, `this.competition.x`.
    const chainOf = [];
    let at = node.left;
    while (at.type === 'MemberExpression') {
      chainOf.unshift(at);
      at = at.object;
    }
    const names = [at.type === 'Identifier' ? at.name : at.type === 'ThisExpression' ? 'this' : undefined, ...chainOf.map((m) => m.property.name)];
    // The first name in the chain (but the assigned property itself) that belongs to another feature.
    const index = names.slice(0, -1).findIndex((name) => name !== undefined && typed.has(name));
    if (index < 0) return;
    wires.push({ to: typed.get(names[index]), node, text: names.join('.') });
  });
  return wires;
}

/** Adds an edge: `from` depends on (calls into) `to`, as `file` shows. */
function addEdge(graph, from, to, file) {
  if (!to || to === from) return;
  if (!graph.has(from)) graph.set(from, new Map());
  if (!graph.get(from).has(to)) graph.get(from).set(to, file);
}

/** feature -> (feature it imports or is wired to call -> one file that shows it), read from the disk once per run. */
function readGraph(featuresDir) {
  const graph = new Map();
  for (const file of walk(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (!from) continue;
    const code = readFileSync(file, 'utf8');
    const { ast } = tseslint.parser.parseForESLint(code, { sourceType: 'module', ecmaVersion: 'latest', ecmaFeatures: { jsx: file.endsWith('x') } });
    const where = path.relative(featuresDir, file);
    for (const source of importSources(ast)) addEdge(graph, from, importedFeature(featuresDir, file, source.value), where);
    for (const wire of wiresOf(ast, featuresDir, file)) addEdge(graph, wire.to, from, `${where} assigns ${wire.text}`);
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
        wire: "A wire runs backwards: {{wire}} puts {{own}}'s code into {{other}}, so {{other}} calls {{own}}, while {{circle}}. Declare what {{other}} needs as a port in its options and wire it in app.ts.",
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
      // This file's own wires, read from its text as linted (it may not be on the disk yet): each closes a circle when
      // the feature it assigns into is one this feature reaches (it imports it, or a feature that leads to it).
      const checkWires = (program) => {
        for (const wire of wiresOf(program, featuresDir, file)) {
          const there =
            chain(graph, own, wire.to) ??
            (program.body.some((n) => n.type === 'ImportDeclaration' && importedFeature(featuresDir, file, n.source.value) === wire.to)
              ? [own, wire.to]
              : undefined);
          if (!there) continue;
          context.report({
            node: wire.node,
            messageId: 'wire',
            data: { wire: wire.text, own, other: wire.to, circle: `${there.join(' -> ')} (an import)` },
          });
        }
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check, Program: checkWires };
    },
  };
}
