import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/index.js';

/** Runs a write in one transaction: everything or nothing. */
export function inTx<T>(req: FastifyRequest, work: (tx: Tx) => Promise<T>): Promise<T> {
  return req.server.db.transaction((tx) => work(tx));
}

export const ok = <T extends object>(body: T) => ({ status: 'success' as const, ...body });
