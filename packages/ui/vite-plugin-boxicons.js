// @ts-check
// Plain JavaScript: Vite loads its config's imports from workspace packages without compiling them.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('boxicons/package.json'));
const version = /** @type {{ version: string }} */ (require('boxicons/package.json')).version;
const svgDir = path.join(pkgDir, 'svg');
const DIRS = ['regular', 'solid', 'logos'];

/** Where the icons are served, under the app's base: versioned, so they can be cached for good. */
export const ICON_PATH = `assets/boxicons-${version}/`;

/**
 * Serves the Boxicons SVG files that `<Icon>` fetches by name: from node_modules while developing, and as
 * static files of the build. The bundle then carries no table of 1,600 icons; a page loads only the icons
 * it shows, each once, and from the browser's cache after that.
 * @returns {import('vite').Plugin}
 */
export function boxicons() {
  let base = '/';
  return {
    name: 'pawon-boxicons',
    config() {
      return { define: { 'import.meta.env.VITE_PAWON_ICON_PATH': JSON.stringify(ICON_PATH) } };
    },
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = `${base}${ICON_PATH}`;
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const [dir, file] = url.slice(prefix.length).split('/');
        const full =
          dir && file && DIRS.includes(dir) && /^bx[sl]?-[a-z0-9-]+\.svg$/.test(file)
            ? path.join(svgDir, dir, file)
            : '';
        if (!full || !fs.existsSync(full)) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(fs.readFileSync(full));
      });
    },
    generateBundle() {
      for (const dir of DIRS) {
        for (const file of fs.readdirSync(path.join(svgDir, dir))) {
          if (!file.endsWith('.svg')) continue;
          this.emitFile({
            type: 'asset',
            fileName: `${ICON_PATH}${dir}/${file}`,
            source: fs.readFileSync(path.join(svgDir, dir, file)),
          });
        }
      }
    },
  };
}
