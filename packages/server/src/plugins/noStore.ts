import type { FastifyInstance } from 'fastify';

/**
 * API answers (tokens, the caller, lists of people) must never sit in a browser or proxy cache. Photo files
 * set their own Cache-Control and keep it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
