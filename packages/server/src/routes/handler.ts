import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/index.js';
import type { AnswerOf, BodyOf, OkOf, OperationId, ParamsOf, PublicOperationId } from '../lib/contract.js';
import type { Caller } from '../plugins/auth.js';
import type { UploadedFile } from '../lib/uploads.js';
import {
  claim,
  IDEMPOTENCY_HEADER,
  keepAnswer,
  keyOf,
  keyReused,
  requestHash,
  storedAnswer,
} from '../domains/platform/idempotency.js';
import { actingToken } from '../domains/platform/audit.js';
import { rememberWrite } from '../domains/access/sessions.js';
import { isReplicaFailure } from '../db/replica.js';
import { pgErrorOf } from '../lib/dbErrors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation takes an `Idempotency-Key` header (decision 038). */
    idempotent?: boolean;
    /** Its reads may go to the hot standby (`routes/reads.ts`, decision 064). */
    replicaRead?: boolean;
  }
}

/** What a handler of operation K gets: its body and path parameters typed from the contract, and the caller. */
export interface HandlerContext<K extends OperationId> {
  body: BodyOf<K>;
  params: ParamsOf<K>;
  /** The signed-in caller; null only on public operations. */
  caller: K extends PublicOperationId ? Caller | null : Caller;
  db: Db;
  config: Config;
  /** Files of a multipart body, by field name. */
  uploads: Record<string, UploadedFile>;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Runs `work` in one transaction: everything or nothing. */
  tx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * A handler answers the 200 body without `status` (added here), or the reply itself when it sends something
 * else (a file).
 */
export type Handler<K extends OperationId> = (
  ctx: HandlerContext<K>,
) => Promise<[OkOf<K>] extends [never] ? FastifyReply : AnswerOf<K>>;

/** One handler for every operation of the contract: a missing or misspelled one is a compile error. */
export type Handlers = { [K in OperationId]: Handler<K> };

/** Handlers for some operations (a route module), checked against the contract. */
export type HandlerGroup<K extends OperationId> = { [P in K]: Handler<P> };

/**
 * A handler written once for a family of operations (the CRUD kit, exports, imports, uploads, reports' files, the
 * two kinds of material), as each operation's. The compiler cannot follow `AnswerOf<K>` for a K not chosen yet, so
 * the answer is not checked here (a downcast: any handler of the context is one of these): every answer is
 * serialized by its operation's response schema, and the server suite checks every answer it sees against the
 * contract (plugins/conformance.ts).
 */
export const familyHandler = <K extends OperationId>(
  handler: (ctx: HandlerContext<K>) => Promise<unknown>,
): Handler<K> => handler as Handler<K>;

/** A handler of any context (`familyHandlers` takes those typed against another operation of the family). */
type AnyHandler = (ctx: never) => Promise<unknown>;
export type Untyped = (ctx: HandlerContext<OperationId>) => Promise<unknown>;

/** Handlers of a family by operation id (`crudHandlers`, the materials'), each as its operation's. */
export function familyHandlers<K extends OperationId>(
  handlers: ReadonlyArray<readonly [K, AnyHandler]>,
): HandlerGroup<K> {
  const group: Partial<HandlerGroup<K>> = {};
  for (const [id, handler] of handlers) group[id] = handler as Handler<K>;
  return group as HandlerGroup<K>;
}

/** Thrown inside a write whose key another request has just claimed (its insert waited for that one's commit). */
class AlreadyClaimed extends Error {}

/** Answers a stored answer of the same key, operation and body (422 for another operation or body). */
function replay(
  reply: FastifyReply,
  stored: { operation: string; requestHash: string; response: unknown },
  hash: string,
  operation: string,
) {
  if (stored.operation !== operation || stored.requestHash !== hash) throw keyReused();
  reply.header('Idempotent-Replayed', 'true');
  return stored.response;
}

/** Where a request's handler reads and writes, and whether it committed a transaction (to remember for the replica). */
interface Connection {
  /** The primary, or for a replica read the standby (decision 064). */
  db: Db;
  /** An idempotent write's transaction: the handler's `tx` runs in it. */
  inTx?: Tx;
  committed?: boolean;
}

/** A handler's context for a request: `tx` runs its work in a transaction of its own, or in `inTx`. */
function contextOf(req: FastifyRequest, reply: FastifyReply, on: Connection): HandlerContext<OperationId> {
  const { db, inTx } = on;
  const inOwnTx = async <T>(work: (tx: Tx) => Promise<T>) => {
    const done = await db.transaction((tx) => work(tx));
    on.committed = true;
    return done;
  };
  return {
    body: req.body,
    params: req.params ?? {},
    // The auth hook has already refused a guarded operation without a caller.
    caller: req.caller,
    db,
    config: req.server.config,
    uploads: req.uploads,
    req,
    reply,
    tx: <T>(work: (tx: Tx) => Promise<T>) => (inTx ? work(inTx) : inOwnTx(work)),
  } as HandlerContext<OperationId>;
}

/**
 * Whether the handler sent the answer itself (a file, a stream) instead of returning its body. Its `return reply`
 * never comes back as the reply: a Fastify reply is a thenable, so the handler's promise takes it on and resolves, with
 * undefined, once the response has ended, or once the client has gone (then perhaps before any header was written: a
 * photo's request cancelled as the page moved on). A body answer is always an object, so undefined means the handler
 * answered itself. Answering a body as well would be a second send (Fastify's "Reply was already sent", or an object
 * sent as an image: FST_ERR_REP_INVALID_PAYLOAD_TYPE).
 */
const sentByHandler = (reply: FastifyReply, answer: unknown) =>
  answer === undefined || reply.sent || reply.raw.headersSent;

/** Turns a typed handler into Fastify's: builds the context, adds `status: 'success'` to the answer. */
export function toRouteHandler(
  handler: (ctx: HandlerContext<OperationId>) => Promise<unknown>,
): RouteHandlerMethod {
  const run = async (req: FastifyRequest, reply: FastifyReply, on: Connection) => {
    const body = await handler(contextOf(req, reply, on));
    if (sentByHandler(reply, body)) return reply;
    return { status: 'success', ...(body as object) };
  };
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.routeOptions.config.idempotent ? keyOf(req.headers[IDEMPOTENCY_HEADER]) : undefined;
    if (key !== undefined && req.caller)
      return remembered(req, () => idempotent(req, reply, key, req.caller!.userId));
    if (req.server.replica && req.routeOptions.config.replicaRead) return fromReplica(req, reply);
    const on: Connection = { db: req.server.db };
    return remembered(req, () => run(req, reply, on), on);
  };
  // A request with an integration token: every audit row its writes make names the token (issue 41).
  return async (req, reply) => {
    const token = req.caller?.token;
    return token ? actingToken.run(token.id, () => answer(req, reply)) : answer(req, reply);
  };

  /**
   * A read that may go to the hot standby: there when it is fit and has replayed the caller's last write, else on the
   * primary; a read the standby fails (down, cut, cancelled) is answered from the primary, unless its answer has
   * started to go out (a streamed export).
   */
  async function fromReplica(req: FastifyRequest, reply: FastifyReply) {
    const replica = req.server.replica!;
    if ((await replica.route(req.caller?.writeLsn)) === 'replica') {
      try {
        return await run(req, reply, { db: replica.db });
      } catch (err) {
        if (!isReplicaFailure(err) || reply.sent || reply.raw.headersSent) throw err;
        replica.failed(err);
        req.log.warn({ code: pgErrorOf(err)?.code }, 'read replica failed; answered from the primary');
      }
    }
    return run(req, reply, { db: req.server.db });
  }

  /**
   * With a replica, a caller's write (any operation beyond viewing, or one that committed a transaction) is remembered
   * on its session once committed, for its next replica reads (decision 064). A failure to remember is logged: the
   * write stands, the caller's next read may just come from a replica a moment behind.
   */
  async function remembered<T>(req: FastifyRequest, work: () => Promise<T>, on?: Connection): Promise<T> {
    const caller = req.caller;
    if (!req.server.replica || !caller) return work();
    const writes = req.routeOptions.config.access?.right !== 'view';
    let succeeded = false;
    try {
      const done = await work();
      succeeded = true;
      return done;
    } finally {
      if ((succeeded && (writes || !on)) || on?.committed) {
        await rememberWrite(req.server.db, caller).catch((err: unknown) =>
          req.log.warn({ code: pgErrorOf(err)?.code }, 'could not remember the write for the read replica'),
        );
      }
    }
  }

  /**
   * A write with a key: answered from the key when it was done already; else done in one transaction with the key's
   * claim and answer, so that the key is kept exactly when the write is.
   */
  async function idempotent(req: FastifyRequest, reply: FastifyReply, key: string, userId: number) {
    const db = req.server.db;
    const operation = req.routeOptions.config.operationId ?? '';
    const hash = requestHash(operation, req.body);
    const done = await storedAnswer(db, userId, key);
    if (done) return replay(reply, done, hash, operation);
    try {
      return await db.transaction(async (tx) => {
        if (!(await claim(tx, userId, key, operation, hash))) throw new AlreadyClaimed();
        // The handler's writes run in the key's transaction.
        const body = await handler(contextOf(req, reply, { db, inTx: tx }));
        // A file cannot be kept for a replay: the write is rolled back with its key, and the failure, logged after
        // the answer went out, is a violation of the conformance check (plugins/conformance.ts).
        if (sentByHandler(reply, body))
          throw new Error(`${operation} takes an Idempotency-Key: it must answer a body, not send a file`);
        const answer = { status: 'success', ...(body as object) };
        await keepAnswer(tx, userId, key, answer);
        return answer;
      });
    } catch (err) {
      if (!(err instanceof AlreadyClaimed)) throw err;
      const stored = await storedAnswer(db, userId, key);
      if (!stored) throw err;
      return replay(reply, stored, hash, operation);
    }
  }
}
