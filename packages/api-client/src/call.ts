import type { ApiClient } from './client.js';
import { toFormData } from './formData.js';
import { operations, type OperationId } from './operations.gen.js';
import type { BodyOf, OkOf, ParamsOf, QueryOf } from './operationTypes.js';

type PathInput<K extends OperationId> =
  ParamsOf<K> extends Record<string, never> ? { path?: never } : { path: ParamsOf<K> };
type QueryInput<K extends OperationId> =
  QueryOf<K> extends Record<string, never> ? { query?: never } : { query: QueryOf<K> };
type BodyInput<K extends OperationId> = BodyOf<K> extends undefined ? { body?: never } : { body: BodyOf<K> };

/** What a call of operation K sends: its body, path and query parameters, each required when the operation has them. */
export type CallInput<K extends OperationId> = PathInput<K> & QueryInput<K> & BodyInput<K>;

/**
 * Calls an operation by its operationId (method and path from the contract), for code that works on any
 * resource. A file upload goes as FormData. Rejects with an ApiError like every call of the client.
 */
export async function callOperation<K extends OperationId>(
  client: ApiClient,
  id: K,
  input: CallInput<K>,
): Promise<OkOf<K>> {
  const op = operations[id] as {
    method: 'get' | 'post' | 'put' | 'patch' | 'delete';
    path: string;
    form?: true;
  };
  const init: Record<string, unknown> = {};
  if (input.body !== undefined) init.body = input.body;
  if (input.path || input.query)
    init.params = {
      ...(input.path ? { path: input.path } : {}),
      ...(input.query ? { query: input.query } : {}),
    };
  if (op.form) init.bodySerializer = toFormData;
  const result = (await client.request(op.method, op.path as never, init as never)) as { data?: unknown };
  if (result.data === undefined) throw new Error('Jawaban server kosong.');
  return result.data as OkOf<K>;
}
