import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  },
});
