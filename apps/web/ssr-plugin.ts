import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { buildAfterApp } from './nested-build.ts';

/**
 * Builds src/entry-server.tsx for Node into dist/server/ after the app, so every web build carries the renderer
 * the server uses to draw a public page's first view (packages stay external, resolved from node_modules). The
 * server never serves that folder.
 */
export function serverRenderer(): Plugin {
  return buildAfterApp(
    'team7790-server-renderer',
    (outDir) => ({
      ssr: 'src/entry-server.tsx',
      outDir: path.join(outDir, 'server'),
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    }),
    [react()],
  );
}
