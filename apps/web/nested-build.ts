import { build, type BuildEnvironmentOptions, type Plugin, type PluginOption } from 'vite';

/**
 * A plugin that runs a second, separate Vite build once the app's files are written: its own entry and options,
 * no config file, no public folder, given the folder the app was written to.
 */
export function buildAfterApp(name: string, options: (outDir: string) => BuildEnvironmentOptions, plugins: PluginOption[] = []): Plugin {
  let root = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(written) {
      await build({ root, configFile: false, logLevel: 'warn', publicDir: false, plugins, build: options(written.dir!) });
    },
  };
}
