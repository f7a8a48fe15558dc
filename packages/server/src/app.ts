import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type RouteHandlerMethod } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { loadContract, type Contract } from './openapi.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerBodyHandling } from './plugins/body.js';
import { registerAuth } from './plugins/auth.js';
import { registerStatic } from './plugins/static.js';
import { handlers as allHandlers } from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  contract?: Contract;
  handlers?: Record<string, RouteHandlerMethod>;
}

/** Checks that the contract and the handlers match one to one; the server must not boot otherwise. */
export function checkHandlers(contract: Contract, handlers: Record<string, unknown>): void {
  const ids = new Set(contract.operations.map((o) => o.operationId));
  const missing = [...ids].filter((id) => !handlers[id]);
  const extra = Object.keys(handlers).filter((id) => !ids.has(id));
  if (missing.length || extra.length) {
    throw new Error(
      [
        missing.length ? `operations without a handler: ${missing.join(', ')}` : '',
        extra.length ? `handlers without an operation: ${extra.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const contract = opts.contract ?? loadContract();
  const handlers = opts.handlers ?? allHandlers;
  checkHandlers(contract, handlers);

  const serverOptions: FastifyServerOptions = {
    logger: opts.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.PAWON_TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors the router raises before any route (a broken %-escape in the path) get the contract's body too.
    frameworkErrors: (error, _req, reply: FastifyReply) =>
      void reply.status(400).send({ status: 'error', message: error.code === 'FST_ERR_BAD_URL' ? 'Alamat tidak valid.' : 'Permintaan tidak dapat dibaca.' }),
    ajv: {
      // Unknown fields are refused (422), not silently dropped: a typo must not pass for an empty value.
      customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false },
      // Uploads are `format: binary` in the contract; the multipart reader checks the file itself.
      plugins: [((ajv: { addFormat(name: string, format: true): unknown }) => ajv.addFormat('binary', true)) as never],
    },
  };
  const app = Fastify(serverOptions) as unknown as FastifyInstance;
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerErrorHandler(app);
  await registerBodyHandling(app);
  registerAuth(app);

  for (const schema of contract.schemas) app.addSchema(schema);
  for (const op of contract.operations) {
    app.route({
      method: op.method,
      url: op.routePath,
      config: { operationId: op.operationId, access: op.access },
      schema: {
        ...(op.body ? { body: op.body } : {}),
        ...(op.params ? { params: op.params } : {}),
        ...(op.querystring ? { querystring: op.querystring } : {}),
        response: op.response,
      },
      handler: handlers[op.operationId]!,
    });
  }
  await registerStatic(app, opts.config.appDist);
  return app;
}
