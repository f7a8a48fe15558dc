import type { BodyOf, DatasOf, OperationId } from '../lib/contract.js';
import { kindName, unauthorized } from '../lib/errors.js';
import { text } from '../lib/texts.js';
import type { Caller } from '../plugins/auth.js';
import type { Crud, ListQuery, Stored } from '../domains/platform/crud.js';
import { familyHandlers, type HandlerContext, type HandlerGroup, type Untyped } from './handler.js';

export interface CrudOperations<
  L extends OperationId,
  A extends OperationId,
  U extends OperationId,
  D extends OperationId,
> {
  list: L;
  add: A;
  update: U;
  delete: D;
}

/** The caller of a guarded operation (the auth hook has refused any request without one). */
export function actor(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * The four handlers of a plain resource (list, add, update, delete) from its CRUD service. The service's record,
 * input and list query are the contract's types of those operations (a mismatch is a compile error).
 */
export function crudHandlers<
  L extends OperationId,
  A extends OperationId,
  U extends OperationId,
  D extends OperationId,
>(
  crud: Crud<DatasOf<A> & Stored, BodyOf<A>, BodyOf<L> & ListQuery>,
  ops: CrudOperations<L, A, U, D>,
  /** After a delete is committed (remove the record's files). */
  onDeleted?: (row: DatasOf<A>, ctx: HandlerContext<OperationId>) => Promise<void>,
): HandlerGroup<L | A | U | D> {
  const what = kindName(crud.spec.name ?? crud.spec.entity);
  const list: Untyped = async ({ db, body }) => crud.list(db, (body ?? {}) as BodyOf<L> & ListQuery);
  const add: Untyped = async ({ tx, caller, body }) => ({
    message: text('done.added', { what }),
    datas: await tx((t) => crud.create(t, actor(caller), body as BodyOf<A>)),
  });
  const update: Untyped = async ({ tx, caller, body }) => ({
    message: text('done.updated', { what }),
    datas: await tx((t) => crud.update(t, actor(caller), body as BodyOf<A> & Stored)),
  });
  const remove: Untyped = async (ctx) => {
    const id = (ctx.params as { id?: number }).id ?? (ctx.body as { id: number }).id;
    const before = await ctx.tx((t) => crud.remove(t, actor(ctx.caller), id));
    await onDeleted?.(before, ctx);
    return { message: text('done.deleted', { what }), id };
  };
  return familyHandlers<L | A | U | D>([
    [ops.list, list],
    [ops.add, add],
    [ops.update, update],
    [ops.delete, remove],
  ]);
}
