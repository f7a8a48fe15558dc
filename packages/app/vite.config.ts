import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Icon chunks keep stable names under the icon set's version: the icon registry maps 1,600 names to chunk
// paths, and hashes in those paths would add ~12 KB (gzip) of incompressible text to every page.
const requireFromUi = createRequire(new URL('../ui/package.json', import.meta.url));
const boxiconsVersion = (requireFromUi('boxicons/package.json') as { version: string }).version;

/** The SPA is served by the Pawon server under /build/; `pnpm dev` proxies /api to a running server. */
export default defineConfig({
  base: '/build/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env['PAWON_API'] ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget check (bench/bundle) reads the manifest to follow each route's imports.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          /^bx[sl]?-/.test(chunk.name)
            ? `assets/boxicons-${boxiconsVersion}/[name].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
