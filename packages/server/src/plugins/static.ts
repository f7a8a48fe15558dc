import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA under /build/: its files, then index.html for any other /build/* path.
 * `/` goes to /build/. Without a build (API-only runs and tests) only the redirect is kept.
 */
export async function registerStatic(app: FastifyInstance, dist: string): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/build/'));
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/build/*', (_req, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Aplikasi belum dibangun. Jalankan `npm start` dari akar repositori.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/build/',
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      // Hashed assets never change; index.html must always be fresh.
      if (file.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else res.header('Cache-Control', 'no-cache');
    },
  });
  const html = fs.readFileSync(index);
  const sendIndex = (_req: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  app.get('/build/', sendIndex);
  app.get('/build/*', (req, reply) => {
    const rel = (req.params as { '*'?: string })['*'] ?? '';
    const file = path.join(dist, rel);
    if (rel && file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    // Missing asset files are real 404s; any other path is a route of the SPA.
    if (rel.startsWith('assets/')) return reply.status(404).send({ status: 'error', message: 'Berkas tidak ditemukan.' });
    return sendIndex(req, reply);
  });
}
