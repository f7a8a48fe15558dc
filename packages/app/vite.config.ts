import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { boxicons } from '@pawon/ui/vite';
import { lightTheme } from '../ui/src/theme/tokens';
import {
  compiledCatalogues,
  precompress,
  pruneReactRouter,
  signedInPreloads,
  withoutVendorPrefixer,
} from './vite.plugins';

// react-router ships a production build (no dev warnings or invariant texts) that its package exports do
// not point at: the build takes it by path, development keeps the default one.
const requireFromRouter = createRequire(
  createRequire(import.meta.url).resolve('react-router-dom/package.json'),
);
const routerDist = path.join(
  path.dirname(requireFromRouter.resolve('react-router/package.json')),
  'dist/production',
);

const FRAMEWORK =
  /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion\+(is-prop-valid|memoize)|jotai)@/;

/**
 * The small design-system pieces of the sign-in page (buttons, icons, fields, alerts) that nearly every screen
 * also uses: one file rather than a dozen of under 2 KB, which compress apart much worse (issue 17: -3.6 KB gzip
 * on /login).
 */
const BASE =
  /packages[\\/](ui[\\/]src[\\/](Alert[\\/]Alert|Button[\\/]Button|CenteredPanel[\\/]CenteredPanel|Field[\\/](Field|useField|FieldContext)|Icon[\\/](Icon|registry)|IconButton[\\/]IconButton|PasswordField[\\/]PasswordField|TextField[\\/]TextField|theme[\\/]mixins)(\.styles)?|app[\\/]src[\\/](lib[\\/]errors|app[\\/]layouts[\\/]ThemeToggle))\.tsx?$/;

/**
 * Small modules that the entry and nearly every lazy chunk share (Vite's preload helper, the stored session keys,
 * the loaded catalogue runtime): left alone, each became a chunk of its own (+1.5 KB gzip on /login, issue 18).
 */
const SHELL_SHARED =
  /vite[\\/]preload-helper|packages[\\/]app[\\/]src[\\/](lib[\\/]storage|i18n[\\/]current)\.ts$/;

/**
 * The filter controls (DateField, Select, FilterBar and their Radix parts) in one chunk: the screens that show one
 * show the others (a list's filters and form dialogs, a report's period). Left to the bundler, the stock valuation
 * (a date and a kind, no period) split them in two chunks that every list screen then loaded (+0.7 KB gzip on
 * /business-profile, over its budget); together, that screen alone loads the period filter it does not show.
 */
const FILTERS =
  /node_modules[\\/]\.pnpm[\\/]@radix-ui\+(number|react-select|react-toggle|react-toggle-group)@|packages[\\/]ui[\\/]src[\\/](DateField[\\/]DateField(\.styles)?|FilterBar[\\/]FilterBar(\.styles)?|Select[\\/]Select)\.tsx?$/;

/** The chunks the entry imports (the groups above and the bundler's runtime): loaded before anything lazy runs. */
const ENTRY_CHUNK = /\/(framework|base|rolldown-runtime)-[\w-]+\.js$/;

const preloads = signedInPreloads();

/**
 * Installable and offline (issue 20, decision 039): a web manifest and a service worker (Workbox, generateSW) that
 * precaches the build (index.html, the hashed chunks and CSS, icons, fonts) and answers every /build/* navigation
 * with index.html. It never touches /api/*: the server's answers are kept by the query cache (IndexedDB), never by
 * the worker. The app registers it from the signed-in layout's offline layer (`registerType: 'prompt'`: a new
 * version waits until the user says "Muat ulang"), so the sign-in page loads nothing of it.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The layer adds the manifest link itself once signed in (index.html, which /login loads, stays as it is).
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: true,
  manifest: {
    id: '/build/',
    name: 'Pawon',
    short_name: 'Pawon',
    description: 'Catatan pesanan, stok, dan produksi usaha makanan rumahan.',
    lang: 'id',
    start_url: '/build/',
    scope: '/build/',
    display: 'standalone',
    theme_color: lightTheme.color.primary,
    background_color: lightTheme.color.background,
    icons: [
      { src: 'icons/pawon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/pawon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/pawon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The build's own files; the `.br`/`.gz` copies are the same files, which the server picks by Accept-Encoding
    // (the worker's request asks for them like the page's would), so they are not precached twice.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest,json}'],
    // Boxicons' 1,600 SVGs are fetched one by one by name: the ones a screen shows are kept on first use (below).
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'assets/boxicons-*/**'],
    // The biggest chunk (the framework) is well under this; the default 2 MiB would still hold.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/build/index.html',
    navigateFallbackAllowlist: [/^\/build\//],
    navigateFallbackDenylist: [/^\/api\//],
    // Hashed names: the revision is in the URL.
    dontCacheBustURLsMatching: /\/assets\//,
    cleanupOutdatedCaches: true,
    // Only the icons, which never change under one version's folder. /api/* goes to the network only, always.
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/build/assets/boxicons-'),
        handler: 'CacheFirst',
        options: { cacheName: 'pawon-icons', expiration: { maxEntries: 300 } },
      },
    ],
  },
});

/** The SPA is served by the Pawon server under /build/; `pnpm dev` proxies /api to a running server. */
export default defineConfig(({ command }) => ({
  base: '/build/',
  // boxicons(): the icon SVGs as static files that <Icon> fetches by name (no icon table in the bundle).
  // precompress(): `.br` and `.gz` beside every text file, which the server picks by Accept-Encoding.
  // compiledCatalogues(): the message catalogues compiled at build time (no message parser in the bundle).
  plugins: [
    react(),
    boxicons(),
    pruneReactRouter(),
    withoutVendorPrefixer(),
    compiledCatalogues(),
    preloads.plugin,
    pwa,
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
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
    // Every browser Pawon supports preloads modules natively. A lazy chunk's preload list leaves out the chunks the
    // entry itself imports (framework, base, the runtime): they are loaded before any lazy import can run, and each
    // route's list of them sat in the entry, which the sign-in page loads (its budget: bench/bundle).
    modulePreload: {
      polyfill: false,
      // A signed-in screen's list also leaves out what the signed-in layout imports (signedInPreloads).
      resolveDependencies: (file: string, deps: string[]) =>
        preloads.preloadFilter(
          file,
          deps.filter((dep) => !ENTRY_CHUNK.test(dep)),
        ),
    },
    rolldownOptions: {
      // The plugin timing report is for whoever profiles the build (`npm start -- --verbose`), not every start.
      ...(process.env['PAWON_BUILD_QUIET'] ? { checks: { bundlerTimings: false } } : {}),
      output: {
        // A lazy chunk is named by its hash alone (`c3OSCaQT0.js`; the manifest maps it back to its source, which is
        // what bench/bundle reads): the entry, which the sign-in page loads, holds every signed-in screen's preload
        // list, so each chunk's name is paid for on /login (-0.7 KB gzip there, -2 KB on the largest screens). The
        // groups keep their names: the preload filter above tells them by name.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk: { name: string }) =>
          /^(framework|base|filters|rolldown-runtime)$/.test(chunk.name)
            ? 'assets/[name]-[hash:7].js'
            : 'assets/c[hash:8].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // What every page runs (React, the router, styles, state, the API client) in one file: one request
          // and one compression context instead of four small shared chunks.
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) || SHELL_SHARED.test(id) },
            { name: 'base', test: BASE, includeDependenciesRecursively: false },
            { name: 'filters', test: FILTERS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
