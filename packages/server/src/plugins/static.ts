import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ENCODINGS, pickEncoding, varyOnEncoding, type Encoding } from '../lib/encoding.js';
import { errorText, text } from '../lib/texts.js';

export { pickEncoding, varyOnEncoding } from '../lib/encoding.js';

/**
 * Serves the built SPA under /build/: its files, then index.html for any other /build/* path. `/` goes to
 * /build/. Text files (JavaScript, CSS, SVG, HTML, JSON) are sent as the brotli or gzip copy the build wrote
 * beside them (`app.js.br`, `app.js.gz`), chosen by `Accept-Encoding` with `Vary: Accept-Encoding`: nothing is
 * compressed per request. Without a build (API-only runs and tests) only the redirect is kept.
 */
export async function registerStatic(app: FastifyInstance, distPath: string): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/build/'));
  if (!fs.existsSync(path.join(distPath, 'index.html'))) {
    app.get('/build/*', (_req, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send(text('app.notBuilt')),
    );
    return;
  }
  // `dist` is a link to one build (npm start swaps it when the sources change): keep serving the build that this
  // process started with, whose index.html it holds, until it restarts.
  const dist = fs.realpathSync(distPath);
  const index = path.join(dist, 'index.html');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/build/',
    wildcard: false,
    index: false,
    // `app.js.br` / `app.js.gz` beside `app.js`, picked by Accept-Encoding (Vary set by the plugin).
    preCompressed: true,
    // The compressed copies are not files of their own under /build/.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, file) {
      // Hashed assets never change; index.html must always be fresh.
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else res.header('Cache-Control', 'no-cache');
    },
  });

  // index.html and its compressed copies, read once.
  const html = fs.readFileSync(index);
  const htmlBy = new Map<Encoding, Buffer>();
  for (const { name, ext } of ENCODINGS) {
    if (fs.existsSync(index + ext)) htmlBy.set(name, fs.readFileSync(index + ext));
  }
  const sendIndex = (req: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    varyOnEncoding(reply);
    const encoding = pickEncoding(req.headers['accept-encoding'], [...htmlBy.keys()]);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(htmlBy.get(encoding));
  };
  app.get('/build/', sendIndex);
  app.get('/build/*', (req, reply) => {
    const rel = (req.params as { '*'?: string })['*'] ?? '';
    const file = path.join(dist, rel);
    const compressedCopy = /\.(br|gz)$/.test(rel);
    if (
      rel &&
      !compressedCopy &&
      file.startsWith(dist + path.sep) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(rel);
    }
    // Missing asset files are real 404s; any other path is a route of the SPA.
    if (rel.startsWith('assets/'))
      return reply
        .status(404)
        .send({ status: 'error', code: 'file.notFound', message: errorText('file.notFound') });
    return sendIndex(req, reply);
  });
}

/**
 * Storybook's pages run inline scripts and show each story in a frame of their own origin: only under /storybook/
 * are those allowed. The rest of the policy is the server's.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The design system's Storybook, built by `npm start` (scripts/pawon.mjs) into `dir` with a gzip copy beside each text
 * file, served at /storybook/ to anyone: it holds no data of the business, only the components and their stories.
 */
export async function registerStorybook(app: FastifyInstance, dir: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.get('/storybook/*', (_req, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send(text('storybook.notBuilt')),
    );
    return;
  }
  const root = fs.realpathSync(dir);
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('Content-Security-Policy', STORYBOOK_CSP);
      return payload;
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/storybook/',
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.gz'],
      setHeaders(res) {
        res.header('Cache-Control', 'no-cache');
      },
    });
    // The router ignores a trailing slash, so `/storybook` arrives here too; the pages' addresses are relative to the
    // folder, so the browser is sent there first.
    scope.get('/storybook/', (req, reply) => {
      const [pathname = '', query] = req.url.split(/\?(.*)/s);
      if (!pathname.endsWith('/')) return reply.redirect(`/storybook/${query ? `?${query}` : ''}`);
      return reply.sendFile('index.html');
    });
  });
}
