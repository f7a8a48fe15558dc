import { resources, type ResourceName } from '@pawon/api-client/resources';
import type { BodyOf, DatasOf, OperationId } from '../lib/contract.js';
import { kindName } from '../lib/errors.js';
import type { Crud, ListQuery, Stored } from '../domains/platform/crud.js';
import { crudHandlers } from './crud.js';
import { exportLayout } from '../domains/platform/exportLayout.js';
import type { ExportSpec } from '../domains/platform/spreadsheet.js';
import { exportHandler } from './files.js';
import type { HandlerContext, HandlerGroup } from './handler.js';

type Ops<N extends ResourceName> = (typeof resources)[N]['operations'];
type Id<N extends ResourceName, V extends string> = Ops<N>[V & keyof Ops<N>] & OperationId;

/** The contract's resources whose tag has the four operations of a plain resource (list, add, update, delete). */
export type PlainResource = {
  [N in ResourceName]: Ops<N> extends { list: string; add: string; update: string; delete: string }
    ? N
    : never;
}[ResourceName];

type CrudOf<N extends PlainResource> = Crud<
  DatasOf<Id<N, 'add'>> & Stored,
  BodyOf<Id<N, 'add'>>,
  BodyOf<Id<N, 'list'>> & ListQuery
>;

/**
 * Every handler of a plain resource from its CRUD service, its operations named by the contract's tag
 * (`@pawon/api-client/resources`, decision 027): list, add, update, delete and, where the tag has one, the export
 * (the service's `file` layout). The record, input and query types are the contract's (a mismatch does not compile).
 */
export function resourceHandlers<N extends PlainResource>(
  name: N,
  crud: CrudOf<N>,
  /** After a delete is committed (remove the record's files). */
  onDeleted?: (row: DatasOf<Id<N, 'add'>>, ctx: HandlerContext<OperationId>) => Promise<void>,
): HandlerGroup<Id<N, 'list' | 'add' | 'update' | 'delete' | 'export'>> {
  const ops = resources[name].operations as Partial<Record<string, OperationId>>;
  const id = <V extends 'list' | 'add' | 'update' | 'delete'>(verb: V) => ops[verb] as Id<N, V>;
  const handlers: Record<string, unknown> = crudHandlers(
    crud,
    { list: id('list'), add: id('add'), update: id('update'), delete: id('delete') },
    onDeleted,
  );
  if (ops.export) {
    const { file, entity } = crud.spec;
    if (!file) throw new Error(`${ops.export}: the ${name} service declares no export file.`);
    type Row = DatasOf<Id<N, 'add'>> & Stored;
    // Laid out from the contract at the first export, not at start-up (reading openapi.yaml again costs ≈ 0.2 s).
    let laid: ExportSpec<Row> | undefined;
    handlers[ops.export] = exportHandler(
      crud,
      Array.isArray(file)
        ? async () =>
            (laid ??= exportLayout<Row>(name, file, {
              name: entity,
              title: kindName(crud.spec.name ?? entity),
            }))
        : (file as ExportSpec<Row>),
    );
  }
  return handlers as HandlerGroup<Id<N, 'list' | 'add' | 'update' | 'delete' | 'export'>>;
}

type PlainIds<N extends PlainResource> = Id<N, 'list' | 'add' | 'update' | 'delete' | 'export'>;

/**
 * The handlers of every plain resource in a map of CRUD services by contract tag (`{ vendor: vendors, ongkir }`,
 * beside the services): a service added to the map is wired, nothing to add here.
 */
export function plainHandlers<S extends { [N in PlainResource]?: CrudOf<N> }>(
  services: S,
): HandlerGroup<{ [N in keyof S & PlainResource]: PlainIds<N> }[keyof S & PlainResource]> {
  return Object.assign(
    {},
    ...Object.entries(services).map(([name, crud]) => resourceHandlers(name as PlainResource, crud as never)),
  ) as never;
}
