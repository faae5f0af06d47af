import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';
import { serviceWorker } from './service-worker-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), serviceWorker()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
