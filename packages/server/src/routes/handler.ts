import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/index.js';
import type { AnswerOf, BodyOf, OkOf, OperationId, ParamsOf, PublicOperationId } from '../lib/contract.js';
import type { Caller } from '../plugins/auth.js';
import type { UploadedFile } from '../lib/uploads.js';

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

/** Turns a typed handler into Fastify's: builds the context, adds `status: 'success'` to the answer. */
export function toRouteHandler(
  handler: (ctx: HandlerContext<OperationId>) => Promise<unknown>,
): RouteHandlerMethod {
  return async (req, reply) => {
    const db = req.server.db;
    const ctx = {
      body: req.body,
      params: req.params ?? {},
      // The auth hook has already refused a guarded operation without a caller.
      caller: req.caller,
      db,
      config: req.server.config,
      uploads: req.uploads,
      req,
      reply,
      tx: <T>(work: (tx: Tx) => Promise<T>) => db.transaction((tx) => work(tx)),
    } as HandlerContext<OperationId>;
    const answer = await handler(ctx);
    if (answer === reply) return reply;
    return { status: 'success', ...(answer as object) };
  };
}
