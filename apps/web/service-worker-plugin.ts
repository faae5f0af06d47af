import type { Plugin } from 'vite';
import { buildAfterApp } from './nested-build.ts';

/**
 * Builds src/sw.ts into dist/sw.js after the app: a bundle of its own (one file, no shared chunks),
 * served from the site root so its scope is the whole site.
 */
export function serviceWorker(): Plugin {
  return buildAfterApp('team7790-service-worker', (outDir) => ({
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: { entry: 'src/sw.ts', formats: ['es'], fileName: () => 'sw.js' },
  }));
}
