#!/usr/bin/env node
// No import circles in the TypeScript sources (issue 18; docs/decisions/027-one-declaration-per-resource.md).
// Run by `pnpm lint`. Every import the bundle keeps counts, a lazy `import('./x')` too: a feature that imports
// its own route (whose lazy import loads the feature) is a circle. `import type` does not count: it is erased
// before anything runs or is bundled. madge reads each package with its own tsconfig; the four in one process
// (about 12 s of CPU, most of it parsing).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['app', 'ui', 'server', 'api-client'];

const found = await Promise.all(
  PACKAGES.map(async (name) => {
    const dir = path.join(root, 'packages', name);
    const graph = await madge(path.join(dir, 'src'), {
      baseDir: path.join(dir, 'src'),
      fileExtensions: ['ts', 'tsx', 'mjs'],
      tsConfig: path.join(dir, 'tsconfig.json'),
      excludeRegExp: [/\.d\.ts$/],
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    });
    return graph.circular().map((circle) => `packages/${name}/src: ${[...circle, circle[0]].join(' → ')}`);
  }),
);
const circles = found.flat().length;
for (const line of found.flat()) console.error(line);
if (circles > 0) {
  console.error(`✖ ${circles} import circle(s): move what both sides need to a module that imports neither.`);
  process.exit(1);
}
console.log(`✔ No import circle in packages/{${PACKAGES.join(',')}}/src`);
