/**
 * Types of the contract's operations by operationId, from the generated `schema.d.ts`: what a call sends and what
 * it answers. The server's handlers and the app's calls both use them.
 */
import type { OperationId } from './operations.gen.js';
import type { operations } from './schema.js';

type Op<K extends OperationId> = operations[K];
type Or<T, U> = [T] extends [never] ? U : T;
type JsonContent<C> = C extends { content: { 'application/json': infer B } }
  ? B
  : C extends { content: { 'multipart/form-data': infer B } }
    ? B
    : never;

/** The request body of an operation; undefined when it takes none. */
export type BodyOf<K extends OperationId> = Or<JsonContent<NonNullable<Op<K>['requestBody']>>, undefined>;

/** The path parameters of an operation (`{ id: number }`); an empty object when it has none. */
export type ParamsOf<K extends OperationId> = Or<
  NonNullable<Op<K>['parameters']['path']>,
  Record<string, never>
>;

/** The query parameters of an operation (`{ category: 'used' }`); an empty object when it has none. */
export type QueryOf<K extends OperationId> = Or<
  NonNullable<Op<K>['parameters']['query']>,
  Record<string, never>
>;

/** The JSON body of an operation's 200 answer; never for a file answer. */
export type OkOf<K extends OperationId> = Op<K>['responses'] extends { 200: infer R }
  ? JsonContent<R>
  : never;

/** The 200 body without `status`. */
export type AnswerOf<K extends OperationId> = Omit<OkOf<K>, 'status'>;

/** The records an operation answers in `datas`. */
export type DatasOf<K extends OperationId> = OkOf<K> extends { datas: infer D } ? D : never;
