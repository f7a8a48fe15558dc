import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Right = 'view' | 'create' | 'update' | 'delete';

/** Who may call an operation, from its `x-public`, `x-menus`, `x-right` and `x-self`. */
export interface Access {
  public: boolean;
  menus: string[];
  right: Right;
  self: boolean;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as written in the contract. */
  path: string;
  /** The path in Fastify's syntax (`:id`). */
  routePath: string;
  access: Access;
  body?: object;
  bodyRequired: boolean;
  contentTypes: string[];
  params?: object;
  querystring?: object;
  response: Record<string, object>;
}

type Json = Record<string, unknown>;

export const openapiPath = path.resolve(import.meta.dirname, '../../../openapi.yaml');

const SCHEMA_REF = '#/components/schemas/';

/** Rewrites `#/components/schemas/X` into `X#`, the id the schema is registered under in Fastify. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) out[k] = `${v.slice(SCHEMA_REF.length)}#`;
      else out[k] = rewriteRefs(v);
    }
    return out;
  }
  return node;
}

function resolveLocal(doc: Json, node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string' && !current.$ref.startsWith(SCHEMA_REF)) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<Json>((acc, p) => acc[p] as Json, doc);
  }
  return current;
}

export interface Contract {
  doc: Json;
  schemas: Array<Json & { $id: string }>;
  operations: Operation[];
}

export function loadContract(file = openapiPath): Contract {
  const doc = parse(fs.readFileSync(file, 'utf8')) as Json;
  const components = (doc.components ?? {}) as Json;
  const schemas = Object.entries((components.schemas ?? {}) as Record<string, Json>).map(([name, schema]) => ({
    $id: name,
    ...(rewriteRefs(schema) as Json),
  }));
  const operations: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as Json;
      const parameters = ((op.parameters ?? []) as unknown[]).map((x) => resolveLocal(doc, x));
      const bySource = (where: string) => {
        const list = parameters.filter((x) => x.in === where);
        if (list.length === 0) return undefined;
        return rewriteRefs({
          type: 'object',
          required: list.filter((x) => x.required).map((x) => x.name),
          properties: Object.fromEntries(list.map((x) => [x.name, x.schema])),
        }) as object;
      };
      const requestBody = op.requestBody ? resolveLocal(doc, op.requestBody) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, Json>;
      const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const response: Record<string, object> = {};
      for (const [code, r] of Object.entries((op.responses ?? {}) as Json)) {
        const resolved = resolveLocal(doc, r);
        const json = (resolved.content as Record<string, Json> | undefined)?.['application/json'];
        if (json?.schema) response[code] = rewriteRefs(json.schema) as object;
      }
      const menus = op['x-menus'];
      const right = op['x-right'];
      if (!Array.isArray(menus) || typeof right !== 'string' || typeof op.operationId !== 'string') {
        throw new Error(`openapi.yaml: ${method.toUpperCase()} ${p} needs operationId, x-menus and x-right`);
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        path: p,
        routePath: p.replace(/\{(\w+)\}/g, ':$1'),
        access: {
          public: op['x-public'] === true,
          menus: menus as string[],
          right: right as Right,
          self: op['x-self'] === true,
        },
        body: bodySchema ? (rewriteRefs(bodySchema) as object) : undefined,
        bodyRequired: requestBody?.required === true,
        contentTypes: Object.keys(content),
        params: bySource('path'),
        querystring: bySource('query'),
        response,
      });
    }
  }
  return { doc, schemas, operations };
}
