import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const svgDir = path.join(path.dirname(require.resolve('boxicons/package.json')), 'svg');

/**
 * Unit tests run in jsdom with no server: answer the icon fetches of `<Icon>` from the boxicons files on
 * disk, as the `boxicons()` Vite plugin does in the browser. Other requests go to the real fetch.
 */
export function serveIconsFromDisk(): void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const m = /\/(regular|solid|logos)\/(bx[sl]?-[a-z0-9-]+)\.svg$/.exec(url);
    if (!m) return realFetch(input, init);
    const file = path.join(svgDir, m[1]!, `${m[2]!}.svg`);
    return fs.existsSync(file)
      ? new Response(fs.readFileSync(file, 'utf8'), {
          status: 200,
          headers: { 'Content-Type': 'image/svg+xml' },
        })
      : new Response('Not found', { status: 404 });
  }) as typeof fetch;
}
