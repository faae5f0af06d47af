import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Our own code: the app's sources and the shared package. */
const OURS = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
/** What opens a public page: the entry, the app's start, and the public pages (spec 1 section 2). */
const FIRST_VIEW = /[\\/]src[\\/](main\.tsx|app[\\/]boot\.tsx|features[\\/](site|competition)[\\/][^\\/]+-page\.tsx)$/;

/** A chunk most of whose code is ours: a page, a tab, a feature's parts (a library is used in part, and not marked). */
function mostlyOurs(chunk: OutputChunk): boolean {
  let ours = 0;
  let all = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    all += module.renderedLength;
    if (OURS.test(id)) ours += module.renderedLength;
  }
  return ours * 2 >= all;
}

/** Which chunks are marked: those mostly of our own code, and whatever a public page's first view imports. */
function chunksToHint(chunks: OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hinted = new Set(chunks.filter(mostlyOurs).map((chunk) => chunk.fileName));
  const pending = chunks.filter((chunk) => chunk.facadeModuleId && FIRST_VIEW.test(chunk.facadeModuleId)).map((c) => c.fileName);
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    hinted.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return hinted;
}

/**
 * Marks the chunks a visit runs for eager compilation (V8's explicit compile hints, Chrome 136 and later): the
 * magic comment `//# allFunctionsCalledOnLoad` first in a file makes V8 compile all its functions on a background
 * thread while the file streams in, instead of one by one on the main thread as each is first called, which was a
 * third of a drawn page's main-thread work after its first paint (docs/performance.md). Other browsers read a
 * comment. Written into the files once they are final (after the minifier, which drops comments, and after Vite
 * puts its preload list first): the comment counts only before the code. A file's name still names its behaviour,
 * which a comment does not change.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      for (const file of chunksToHint(chunks)) {
        const full = path.join(options.dir!, file);
        const code = readFileSync(full, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(full, COMPILE_HINT + code);
      }
    },
  };
}
