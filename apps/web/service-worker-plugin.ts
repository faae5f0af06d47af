import { build, type Plugin } from 'vite';

/**
 * Builds src/sw.ts into dist/sw.js after the app: a bundle of its own (one file, no shared chunks),
 * served from the site root so its scope is the whole site.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'team7790-service-worker',
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
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/sw.ts', formats: ['es'], fileName: () => 'sw.js' },
        },
      });
    },
  };
}
