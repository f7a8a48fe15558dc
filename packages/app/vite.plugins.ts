import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the server sends compressed: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|map)$/;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every text file of the build, so that the
 * server picks one by `Accept-Encoding` instead of compressing each response. A copy that would not be
 * smaller than the file is not written (tiny files); the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pawon-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      // A few at a time: the build runs on small machines too.
      const queue = [...names];
      const worker = async () => {
        for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
          const file = path.join(outDir, name);
          const data = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    },
  };
}

/**
 * react-router's production build assigns `displayName` to its components and creates them with
 * `React.forwardRef(…)` without a pure annotation, so the bundler keeps every one of them (NavLink, Form,
 * ScrollRestoration…) even when unused. Marking those calls pure and leaving out the names lets tree-shaking
 * drop what Pawon does not use (~2 KB gzip on every page). The code itself is unchanged; when a release
 * changes these patterns nothing is replaced and the bundle budget shows it.
 */
export function pruneReactRouter(): Plugin {
  return {
    name: 'pawon-prune-react-router',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      return code
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
        .replace(/^\w+\.displayName = "\w+";$/gm, '');
    },
  };
}

/**
 * styled-components adds stylis's vendor prefixer only under `<StyleSheetManager enableVendorPrefixes>`, which Pawon
 * never uses (every browser it supports takes the standard properties), yet the reference keeps the prefixer's tables
 * in every page (≈1 KB gzip). Dropping that one optional step lets tree-shaking leave them out. When a release changes
 * the pattern nothing is replaced and the bundle budget shows it; app/buildPlugins.test.ts checks the match.
 */
export const VENDOR_PREFIX_STEP = /(\w+)\.prefix&&(\w+)\.push\((\w+)\.prefixer\),/;
export function withoutVendorPrefixer(): Plugin {
  return {
    name: 'pawon-without-vendor-prefixer',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/.test(id)) return null;
      return code.replace(VENDOR_PREFIX_STEP, '');
    },
  };
}

/**
 * The message catalogues (src/i18n/catalogues/*.json, the areas' catalogues/<locale>/*.json and the error texts of the
 * contract's package, api-client/src/errors/<locale>.json), compiled by the build.
 */
const CATALOGUE =
  /[\\/](?:src[\\/]i18n[\\/]catalogues[\\/](?:\w+[\\/])?|api-client[\\/]src[\\/]errors[\\/])\w+\.json$/;

/**
 * Compiles the message catalogues' ICU messages (`Stok {name} tersedia {available, number}`) into Lingui's compiled
 * form at build time, so that the app ships no message parser (9 KB gzip). A message without a placeholder stays a
 * string. The dev server and the tests compile them too, so that what runs there is what ships (area.ts formats the
 * compiled messages before the runtime loads).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'pawon-compiled-catalogues',
    enforce: 'pre',
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const { compileMessage } = await import('@lingui/message-utils/compileMessage');
      const messages = JSON.parse(await fs.readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, /[{']/.test(text) ? compileMessage(text) : text]),
      );
      return JSON.stringify(compiled);
    },
  };
}

/** A signed-in screen's chunk: its module is a feature's, but for the sign-in and not-found pages. */
const SIGNED_IN_SCREEN = /[\\/]src[\\/]features[\\/](?!auth[\\/]|notFound[\\/])[^\\/]+[\\/]/;

/**
 * Shortens the preload lists of the signed-in screens. The entry names, for each lazy chunk it imports, the chunks to
 * fetch along with it (`__vite__mapDeps`), and the sign-in page loads the entry (its budget: bench/bundle). Every
 * signed-in screen renders inside the signed-in layout, which is loaded first (the guard loads both at once), so the
 * chunks the layout imports need not be named again in each screen's list: the browser has them or is fetching them.
 * `preloadFilter` is the build's `modulePreload.resolveDependencies` step: it runs after this plugin's
 * `generateBundle`, which finds the layout's chunk and what it imports.
 */
export function signedInPreloads(): {
  plugin: Plugin;
  preloadFilter: (file: string, deps: string[]) => string[];
} {
  let shell = new Set<string>();
  let screens = new Set<string>();
  return {
    plugin: {
      name: 'pawon-signed-in-preloads',
      enforce: 'pre',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((c) => c.type === 'chunk')
            .map((c) => [c.fileName, c]),
        );
        const layout = [...chunks.values()].find((c) =>
          /[\\/]app[\\/]layouts[\\/]AuthLayout\.tsx$/.test(c.facadeModuleId ?? ''),
        );
        shell = new Set();
        const visit = (file: string) => {
          if (shell.has(file)) return;
          shell.add(file);
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
        };
        if (layout) visit(layout.fileName);
        screens = new Set(
          [...chunks.values()]
            .filter((c) => c.isDynamicEntry && SIGNED_IN_SCREEN.test(c.facadeModuleId ?? ''))
            .map((c) => c.fileName),
        );
      },
    },
    preloadFilter: (file, deps) => (screens.has(file) ? deps.filter((dep) => !shell.has(dep)) : deps),
  };
}
