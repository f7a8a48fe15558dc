import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({
  root: '/work/main/packages/app',
  base: '/build/',
  plugins: [react()],
  resolve: { alias: [{ find: /^@pawon\/ui$/, replacement: '/tmp/pawon-shim/ui.ts' }] },
  build: {
    outDir: '/work/main/packages/app/dist', emptyOutDir: true, manifest: true, target: 'es2022', sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (/^bx[sl]?-/.test(chunk.name) ? 'assets/boxicons-2.1.4/[name].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
