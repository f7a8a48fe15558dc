import type { AddressPolicy } from './domains/webhooks/addressPolicy.js';
import { registerWebhooks } from './plugins/webhooks.js';
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteHandlerMethod,
} from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import helmet from '@fastify/helmet';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { ReadReplica } from './db/replica.js';
import { replicaReads } from './routes/reads.js';
import { forSerializer, loadContract, type Contract } from './openapi.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerBodyHandling } from './plugins/body.js';
import { registerAuth } from './plugins/auth.js';
import { registerBackups } from './plugins/backups.js';
import { registerStandingOrders } from './plugins/standingOrders.js';
import { registerStatic, registerStorybook } from './plugins/static.js';
import { handlers as allHandlers } from './routes/index.js';
import { withSerializers } from './lib/logging.js';
import { limitsOf } from './plugins/limits.js';
import { registerMaintenance } from './plugins/maintenance.js';
import { registerNoStore } from './plugins/noStore.js';
import { createValidatorCompiler } from './plugins/validation.js';
import { registerOwnedFields } from './plugins/owned.js';
import { conformance, fileSink, type ViolationSink } from './plugins/conformance.js';
import { errorText } from './lib/texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The hot standby some reads go to (`PAWON_READ_URL`, decision 064); null without one. */
    replica: ReadReplica | null;
    config: Config;
    /** The contract this instance serves and validates against (`/api/openapi.json` answers it). */
    contract: Contract;
  }
}

export interface AppOptions {
  db: Db;
  /** The database's hot standby, when it has one (`Database.replica`). */
  replica?: ReadReplica | undefined;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  contract?: Contract;
  handlers?: Record<string, RouteHandlerMethod>;
  /**
   * Checks every answer against the contract, and watches the log for Fastify's reports of a reply used wrongly, and
   * hands each violation here (the server suite); without it, the config's `conformanceLog` file receives them (the
   * e2e runs), and without that nothing is checked.
   */
  conformance?: ViolationSink;
  /** Tests only: where webhooks may be sent (their receiver on this machine); never from a setting. */
  webhookPolicy?: AddressPolicy;
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

/**
 * Fastify's trustProxy from the setting: a hop count trusts that many addresses from the socket's end of
 * X-Forwarded-For (Fastify itself trusts nothing for a number); a list trusts those proxies only.
 */
export function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * Fastify's answer serializers, each distinct schema compiled once, when a route first answers with it. Fastify
 * compiles one per route and status at start-up, and each compile registers every shared schema of the contract
 * again (about 8 ms each): of the contract's ~740 answers only ~50 differ (every error answer is ErrorBody). Even
 * those took ≈5 s of CPU at every start (a CPU profile of the 1M bench), most of it paid again by each test file
 * that builds the app for a few routes; compiled on first use, a start pays for none and a route for its own.
 */
function sharedSerializers(externalSchemas?: unknown, options?: object) {
  const compile = SerializerSelector()(externalSchemas, options);
  const compiled = new Map<string, ReturnType<typeof compile>>();
  const serializerOf = (route: Parameters<typeof compile>[0]) => {
    const key = JSON.stringify(route.schema);
    let serializer = compiled.get(key);
    if (!serializer) compiled.set(key, (serializer = compile(route)));
    return serializer;
  };
  return (route: Parameters<typeof compile>[0]) => {
    let serializer: ReturnType<typeof compile> | undefined;
    return (data: unknown) => (serializer ??= serializerOf(route))(data);
  };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const contract = opts.contract ?? loadContract();
  const handlers = opts.handlers ?? allHandlers;
  checkHandlers(contract, handlers);
  const sink =
    opts.conformance ?? (opts.config.conformanceLog ? fileSink(opts.config.conformanceLog) : undefined);
  const check = sink ? conformance(contract, sink) : undefined;

  const serverOptions: FastifyServerOptions = {
    logger: withSerializers(check ? check.logger(opts.logger ?? false) : (opts.logger ?? false)),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies' X-Forwarded-For is believed (a hop count or their addresses), never the client's.
    trustProxy: trustProxyOption(opts.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
    // Errors the router raises before any route (a broken %-escape in the path) get the contract's body too.
    frameworkErrors: (error, _req, reply: FastifyReply) =>
      void reply.status(400).send({
        status: 'error',
        code: 'request.unreadable',
        ...(error.code === 'FST_ERR_BAD_URL'
          ? { params: { rule: 'address' }, message: errorText('request.unreadable', { rule: 'address' }) }
          : { message: errorText('request.unreadable') }),
      }),
  };
  const app: FastifyInstance = Fastify(serverOptions);
  app.setValidatorCompiler(createValidatorCompiler(contract.schemas));
  app.decorate('db', opts.db);
  app.decorate('replica', opts.replica ?? null);
  app.decorate('config', opts.config);
  app.decorate('contract', contract);

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
  // Before the body and the session are read: a restore in progress answers 503 at once.
  registerBackups(app);
  registerStandingOrders(app);
  registerWebhooks(app, opts.webhookPolicy);
  await registerBodyHandling(app);
  registerAuth(app);
  registerNoStore(app);
  registerMaintenance(app);
  registerOwnedFields(app, contract);

  // The shared schemas serve the answers only (requests are validated by their own compiler, above).
  const byId = Object.fromEntries(contract.schemas.map((s) => [s.$id, s]));
  for (const schema of contract.schemas) app.addSchema(forSerializer(schema, byId) as typeof schema);
  const schemas = new Map<string, object>(contract.schemas.map((s) => [s.$id, s]));
  for (const op of contract.operations) {
    const limits = limitsOf(op, schemas, { maxUploadBytes: opts.config.backup.maxUploadBytes });
    app.route({
      method: op.method,
      url: op.routePath,
      bodyLimit: limits.bodyBytes,
      config: {
        operationId: op.operationId,
        access: op.access,
        limits,
        idempotent: op.idempotent,
        replicaRead: replicaReads.has(op.operationId as never),
      },
      schema: {
        ...(op.body ? { body: op.body } : {}),
        ...(op.params ? { params: op.params } : {}),
        ...(op.querystring ? { querystring: op.querystring } : {}),
        response: forSerializer(op.response, byId) as typeof op.response,
      },
      handler: handlers[op.operationId]!,
    });
  }
  await registerStatic(app, opts.config.appDist);
  await registerStorybook(app, opts.config.storybookDist);
  // Last of the onSend hooks: it sees each answer as it leaves.
  check?.register(app);
  return app;
}
