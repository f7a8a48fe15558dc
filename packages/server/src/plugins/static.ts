import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorText, text } from '../lib/texts.js';

/** The compressed copies the app's build writes beside its files, by preference. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The encoding to send for an `Accept-Encoding` header among those `available`: brotli, else gzip, else none.
 * Honours `q=0` (refused) and `*` (anything not named).
 */
export function pickEncoding(
  header: string | string[] | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return ENCODINGS.find((e) => available.includes(e.name) && accepts(e.name))?.name ?? null;
}

/** Adds `Accept-Encoding` to `Vary` (a cache must not hand a brotli body to a client that cannot read it). */
export function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (!list.includes('accept-encoding') && !list.includes('*'))
    reply.header('vary', current ? `${String(current)}, Accept-Encoding` : 'Accept-Encoding');
}

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
