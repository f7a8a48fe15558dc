import type { FastifyServerOptions } from 'fastify';
import { isDatabaseError, safeDbFields } from './dbErrors.js';

/**
 * What the server logs of requests and errors. A database error's message quotes its query and parameters
 * (password hashes, emails, tokens) and a PostgreSQL error's detail quotes the row: neither is ever logged,
 * only the SQLSTATE, constraint, table and column. Requests are logged without their query string.
 */

const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

export function serializeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  const type = e.constructor?.name ?? 'Error';
  if (isDatabaseError(err)) return { type, db: safeDbFields(err), stack: framesOf(e.stack) };
  return {
    type,
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: e.stack,
  };
}

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
}

export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return { id: req.id, method: req.method, url: req.url?.split('?')[0], remoteAddress: req.ip };
}

export const logSerializers = { err: serializeError, req: serializeRequest };

/** Fastify's logger option with Pawon's serializers, whatever was asked for (`true`, options, or none). */
export function withSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : (logger as Record<string, unknown>);
  // Fastify types its serializers' answers narrowly (an error must have a message); ours leave the message out on purpose.
  return {
    ...options,
    serializers: { ...(options.serializers as object | undefined), ...logSerializers },
  } as unknown as FastifyServerOptions['logger'];
}
