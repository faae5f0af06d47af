import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { serviceWorker } from './service-worker-plugin.ts';
import { serverRenderer } from './ssr-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), compileHints(), precompress(), serviceWorker(), serverRenderer()],
  // Every bare 'zod' import (the shared contracts' too) gets zod made jitless first (src/lib/zod.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }] },
  // The manifest tells the server which chunks each page needs, to hint them in the page's HTML.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Icons and small helpers are shared by the pages in ever-different sets, which made dozens of chunks of a
        // few hundred bytes: a page waited on a dozen requests. Those small ones go into the chunks that use them.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
