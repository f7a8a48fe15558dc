// Compiles the server for production: one ESM bundle (dist/main.js) of Pawon's own TypeScript, the contract
// module of @pawon/api-client included, with every npm dependency left to node_modules; and the sheet worker's
// plain JavaScript modules beside it (the worker is started by file name). `npm start` runs it with plain Node,
// so no TypeScript is compiled while the server runs.
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(server, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const temp = `${dist}.tmp-${process.pid}`;
fs.rmSync(temp, { recursive: true, force: true });

await build({
  // The server, and the command line of `pnpm backup` / `pnpm restore`.
  entryPoints: { main: path.join(server, 'src/main.ts'), cli: path.join(server, 'src/cli.ts') },
  outdir: temp,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  // The server's own npm dependencies stay in node_modules (native and wasm modules among them), found from
  // dist/ as from src/; the workspace packages are bundled, with what they import that the server does not have.
  plugins: [
    {
      name: 'external-server-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          const name = args.path.startsWith('@')
            ? args.path.split('/').slice(0, 2).join('/')
            : args.path.split('/')[0];
          const external =
            args.path.startsWith('node:') ||
            isBuiltin(args.path) ||
            (dependencies.has(name) && !name.startsWith('@pawon/'));
          return external ? { path: args.path, external: true } : undefined;
        });
      },
    },
  ],
  // Bundled CommonJS helpers may call require(): give the ESM bundle one.
  banner: {
    js: "import { createRequire as __pawonRequire } from 'node:module'; const require = __pawonRequire(import.meta.url);",
  },
});

// The sheet worker and its modules (sheetReader.ts starts it as `new URL('./sheetWorker.mjs', import.meta.url)`,
// which is dist/ once bundled).
const sheet = path.join(server, 'src/domains/platform');
for (const file of fs.readdirSync(sheet)) {
  if (file.endsWith('.mjs')) fs.copyFileSync(path.join(sheet, file), path.join(temp, file));
}
// Swapped in whole: a server still running keeps the files it loaded.
const old = `${dist}.old-${process.pid}`;
if (fs.existsSync(dist)) fs.renameSync(dist, old);
fs.renameSync(temp, dist);
fs.rmSync(old, { recursive: true, force: true });
