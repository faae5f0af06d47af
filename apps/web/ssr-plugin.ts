import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the server looks for the page renderer, inside the web build's folder (never served to browsers). */
export const SERVER_RENDERER_DIR = 'server';

/**
 * Builds src/entry-server.tsx for Node into dist/server/ after the app, so every web build carries the renderer
 * the server uses to draw a public page's first view (packages stay external, resolved from node_modules).
 */
export function serverRenderer(): Plugin {
  let root = '';
  return {
    name: 'team7790-server-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(options.dir!, SERVER_RENDERER_DIR),
          emptyOutDir: false,
          target: 'node20',
          minify: false,
          rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
}
