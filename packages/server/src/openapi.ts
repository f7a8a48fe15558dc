import { isDeepStrictEqual } from 'node:util';
import {
  componentSchemas,
  contractFile,
  flattenSchema,
  operationsOf,
  readContract,
  schemaName,
  type Json,
  type Method,
  type Right,
} from '@pawon/api-client/contract';

export type { Right };

/** Who may call an operation, from its `security`, `x-menus` (or its tag's), `x-right` and `x-self`. */
export interface Access {
  public: boolean;
  menus: string[];
  right: Right;
  self: boolean;
  /** `x-no-token`: refused to an integration token whatever its scopes (so is every `x-self` operation). */
  noToken: boolean;
}

export interface Operation {
  operationId: string;
  method: Method;
  /** The path as written in the contract. */
  path: string;
  /** The path in Fastify's syntax (`:id`). */
  routePath: string;
  tags: string[];
  access: Access;
  body?: object;
  bodyRequired: boolean;
  contentTypes: string[];
  params?: object;
  querystring?: object;
  response: Record<string, object>;
  /** It takes an `Idempotency-Key` header (decision 038). */
  idempotent: boolean;
}

export const openapiPath = contractFile;

/** Rewrites `#/components/schemas/X` into `X#`, the id the schema is registered under in Fastify. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      const name = k === '$ref' ? schemaName(v) : undefined;
      out[k] = name ? `${name}#` : rewriteRefs(v);
    }
    return out;
  }
  return node;
}

export interface Contract {
  doc: Json;
  /** Component schemas, `allOf` flattened (validators here have no `unevaluatedProperties`). */
  schemas: Array<Json & { $id: string }>;
  operations: Operation[];
}

/**
 * A request body's schema, closed: the contract leaves an input schema open where its update schema extends it
 * (`XUpdate` = `XInput` + `IdVersion`), but every body refuses fields it does not name.
 */
function closedBody(body: Json, schemas: Record<string, Json>): Json {
  const name = schemaName(body.$ref);
  const target = name ? schemas[name] : body;
  if (!target || target.type !== 'object' || target.additionalProperties !== undefined) return body;
  return { ...target, additionalProperties: false };
}

export function loadContract(file = contractFile): Contract {
  const doc = readContract(file);
  const raw = componentSchemas(doc);
  const flat = Object.fromEntries(Object.entries(raw).map(([name, s]) => [name, flattenSchema(s, raw)]));
  const schemas = Object.entries(flat).map(([name, schema]) => ({
    $id: name,
    ...(rewriteRefs(schema) as Json),
  }));
  const operations = operationsOf(doc).map((op): Operation => {
    const bySource = (where: string) => {
      const list = op.parameters.filter((x) => x.in === where);
      if (list.length === 0) return undefined;
      return rewriteRefs({
        type: 'object',
        required: list.filter((x) => x.required).map((x) => x.name),
        properties: Object.fromEntries(list.map((x) => [x.name, x.schema])),
      }) as object;
    };
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      routePath: op.path.replace(/\{(\w+)\}/g, ':$1'),
      tags: op.tags,
      access: { public: op.public, menus: op.menus, right: op.right, self: op.self, noToken: op.noToken },
      body: op.body ? (rewriteRefs(closedBody(op.body, flat)) as object) : undefined,
      bodyRequired: op.bodyRequired,
      contentTypes: op.contentTypes,
      params: bySource('path'),
      querystring: bySource('query'),
      idempotent: op.parameters.some((x) => x.in === 'header' && x.name === 'Idempotency-Key'),
      response: Object.fromEntries(
        Object.entries(op.responses).map(([code, s]) => [code, rewriteRefs(s) as object]),
      ),
    };
  });
  return { doc, schemas, operations };
}

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/** A schema with its `$ref`s followed (five at most) to the shared schema they name (refs are `Name#`). */
function resolved(schema: Json | undefined, byId: Record<string, Json>): Json | undefined {
  let s = schema;
  for (let depth = 0; depth < 5 && typeof s?.$ref === 'string'; depth += 1)
    s = byId[s.$ref.replace(/#$/, '')];
  return s;
}

/** A schema without the words that only describe it (two properties that differ only there mean the same). */
const unannotated = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(unannotated)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node as Json)
            .filter(([k]) => !['description', 'title', 'example', 'examples'].includes(k))
            .map(([k, v]) => [k, unannotated(v)]),
        )
      : node;

/**
 * An `anyOf` of plain objects (through `$ref`) as one object for the answer serializer: every branch's properties,
 * required what all require. fast-json-stringify writes a union of objects by validating each value against the
 * branches in turn (a year's sales report: 1,000 rows × 2 branches, 15 ms of its answer); an object writes the
 * properties the value has, in the schema's order. Only where no property name means two different things (the
 * same schema in every branch that has it), and no branch is more than properties; else undefined (left as it is).
 */
function mergedObjects(anyOf: unknown[], byId: Record<string, Json>): Json | undefined {
  const branches = anyOf.map((b) => resolved(b as Json, byId));
  const plain = (b: Json | undefined): b is Json =>
    !!b &&
    b.type === 'object' &&
    typeof b.properties === 'object' &&
    Object.keys(b).every((k) =>
      ['$id', 'type', 'properties', 'required', 'additionalProperties', 'description', 'title'].includes(k),
    );
  // A branch that writes properties it does not name (additionalProperties) would lose them.
  if (branches.length < 2 || !branches.every((b) => plain(b) && !b.additionalProperties)) return undefined;
  const properties: Json = {};
  for (const b of branches as Json[]) {
    for (const [name, schema] of Object.entries(b.properties as Json)) {
      if (name in properties && !isDeepStrictEqual(unannotated(properties[name]), unannotated(schema)))
        return undefined;
      properties[name] = schema;
    }
  }
  const requiredBy = (b: Json) => new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
  const [first, ...others] = (branches as Json[]).map(requiredBy);
  const required = [...first!].filter((name) => others.every((r) => r.has(name)));
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The contract's schemas as the answer serializer reads them (decisions 066, 067): `anyOf: [X, {type: 'null'}]` where
 * X is a scalar (itself or through `$ref`) becomes X with `type: [X's type, 'null']`, where X is an object or an array
 * X with `nullable: true`, and a union of objects one object (`mergedObjects`). fast-json-stringify writes an `anyOf`
 * by validating the value against each branch, for every value: 60,000 validations for a production plan's material
 * needs, a fifth of its time. The JSON written is the same but for the order of a merged union's keys. `byId`: the
 * shared schemas by `$id` (refs are `Name#`).
 */
export function forSerializer(node: unknown, byId: Record<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((n) => forSerializer(n, byId));
  if (!node || typeof node !== 'object') return node;
  const { anyOf, ...rest } = node as Json;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: unknown) => !!s && typeof s === 'object' && (s as Json).type === 'null';
    const other = anyOf.find((s) => !isNull(s)) as Json | undefined;
    const scalar = anyOf.some(isNull) ? resolved(other, byId) : undefined;
    const plain =
      scalar && !('anyOf' in scalar || 'oneOf' in scalar || 'allOf' in scalar || '$ref' in scalar);
    if (plain && typeof scalar.type === 'string' && SCALARS.has(scalar.type)) {
      const { $id: _id, type, ...keywords } = scalar;
      return { ...keywords, ...(forSerializer(rest, byId) as Json), type: [type, 'null'] };
    }
    // An object or array, or null: the serializer's own `nullable` (null, else the schema), no validation.
    if (plain && (scalar.type === 'object' || scalar.type === 'array')) {
      const { $id: _id, ...keywords } = scalar;
      return forSerializer({ ...keywords, ...rest, nullable: true }, byId);
    }
  }
  const merged = Array.isArray(anyOf) ? mergedObjects(anyOf, byId) : undefined;
  if (merged) return forSerializer({ ...rest, ...merged }, byId);
  return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, forSerializer(v, byId)]));
}
