/**
 * Reads `openapi.yaml` for the tools that need it as data (the server, which validates and authorises from it,
 * and the generator of this package). Node only: never imported by the app.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Json = Record<string, unknown>;
export type Right = 'view' | 'create' | 'update' | 'delete';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The repository's `openapi.yaml`, found upwards from this module (its source, or a server bundle that holds it). */
function findContract(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'openapi.yaml');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error('openapi.yaml tidak ditemukan.');
  }
}

export const contractFile = findContract();
export const SCHEMA_REF = '#/components/schemas/';

/**
 * The contract as data; YAML merge keys (`<<: *change`) are resolved. Parsing the YAML takes ≈0.5 s, paid by every
 * server start and every test file: the result is kept as JSON in the repository's `node_modules/.cache/pawon`
 * (the deploying user's folder, like other tools' caches; not a shared temporary folder, whose file another user
 * could plant), named by the text's hash, and read from there while the text is the same.
 */
export function readContract(file = contractFile): Json {
  const text = fs.readFileSync(file, 'utf8');
  // Our own file: its many aliases (one per operation) are no attack.
  const parseText = () => parse(text, { merge: true, maxAliasCount: -1 }) as Json;
  if (file !== contractFile) return parseText(); // another copy (a test's, a released one): not cached
  const cache = path.join(path.dirname(file), 'node_modules', '.cache', 'pawon');
  const cached = path.join(
    cache,
    `contract-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`,
  );
  try {
    return JSON.parse(fs.readFileSync(cached, 'utf8')) as Json;
  } catch {
    // Not cached yet (or unreadable): parse it.
  }
  const doc = parseText();
  try {
    fs.mkdirSync(cache, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(doc));
    fs.renameSync(partial, cached); // whole or not at all, when test files start side by side
    for (const old of fs.readdirSync(cache))
      if (/^contract-\w+\.json$/.test(old) && path.join(cache, old) !== cached)
        fs.rmSync(path.join(cache, old));
  } catch {
    // A read-only install: parse each time.
  }
  return doc;
}

/** `#/components/schemas/User` → `User`; undefined for any other reference. */
export function schemaName(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : undefined;
}

export function componentSchemas(doc: Json): Record<string, Json> {
  return ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
}

/**
 * One object schema for an `allOf` of object schemas (references resolved, properties and required merged), so
 * that validators without `unevaluatedProperties` and readers of constraints see plain properties.
 * `unevaluatedProperties: false` becomes `additionalProperties: false`. Other schemas come back as they are.
 */
export function flattenSchema(schema: Json, schemas: Record<string, Json>, depth = 0): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  if (depth > 20) throw new Error('openapi.yaml: allOf nested too deep (a cycle?)');
  const { allOf, unevaluatedProperties, properties: ownProperties, required: ownRequired, ...rest } = schema;
  const out: Json = { ...rest, type: 'object' };
  const properties: Json = {};
  const required = new Set<string>();
  const parts = [...(allOf as Json[]), { properties: ownProperties, required: ownRequired }];
  for (const part of parts) {
    const name = schemaName(part.$ref);
    if (part.$ref && !name) throw new Error(`openapi.yaml: cannot resolve ${String(part.$ref)} in allOf`);
    const resolved = flattenSchema(name ? schemas[name]! : part, schemas, depth + 1);
    if (!resolved) throw new Error(`openapi.yaml: unknown schema ${name}`);
    Object.assign(properties, resolved.properties ?? {});
    for (const r of (resolved.required as string[] | undefined) ?? []) required.add(r);
    for (const [k, v] of Object.entries(resolved)) {
      if (
        !['properties', 'required', 'type', 'description', 'additionalProperties', '$ref'].includes(k) &&
        !(k in out)
      )
        out[k] = v;
    }
  }
  out.properties = properties;
  if (required.size) out.required = [...required];
  if (unevaluatedProperties === false) out.additionalProperties = false;
  return out;
}

/** What one operation of the contract declares. */
export interface OperationInfo {
  operationId: string;
  method: Method;
  /** The path as written in the contract (`/api/position/delete/{id}`). */
  path: string;
  tags: string[];
  /** `security: []`: no session needed. */
  public: boolean;
  /** The menu urls any of which grants the operation (the operation's own `x-menus`, else its tag's). */
  menus: string[];
  right: Right;
  /** `x-self`: acting on one's own record needs only a session. */
  self: boolean;
  /** `x-no-token` on the operation or one of its tags: an integration token may never call it. */
  noToken: boolean;
  /** The request body's schema (JSON, else multipart), unresolved. */
  body?: Json;
  bodyRequired: boolean;
  contentTypes: string[];
  /** Parameters, with component references resolved. */
  parameters: Json[];
  /** The JSON schema of each declared answer, by status. */
  responses: Record<string, Json>;
}

function resolveLocal(doc: Json, node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string' && !schemaName(current.$ref)) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<Json>((acc, p) => acc[p] as Json, doc);
  }
  return current;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the contract; throws on one that lacks what access control needs. */
export function operationsOf(doc: Json): OperationInfo[] {
  const tagMenus = new Map(
    ((doc.tags ?? []) as Json[]).map((t) => [t.name as string, t['x-menus'] as string[] | undefined]),
  );
  const noTokenTags = new Set(
    ((doc.tags ?? []) as Json[]).filter((t) => t['x-no-token'] === true).map((t) => t.name as string),
  );
  const operations: OperationInfo[] = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const op = raw as Json;
      const where = `${method.toUpperCase()} ${p}`;
      const tags = (op.tags as string[] | undefined) ?? [];
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const menus = (op['x-menus'] as string[] | undefined) ?? tags.map((t) => tagMenus.get(t)).find(Boolean);
      const right = op['x-right'];
      if (typeof op.operationId !== 'string') throw new Error(`openapi.yaml: ${where} needs an operationId`);
      if (!['view', 'create', 'update', 'delete'].includes(right as string))
        throw new Error(`openapi.yaml: ${where} needs x-right`);
      if (!isPublic && !Array.isArray(menus))
        throw new Error(`openapi.yaml: ${where} needs x-menus (on it or on its tag)`);
      const requestBody = op.requestBody ? resolveLocal(doc, op.requestBody) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, Json>;
      const responses: Record<string, Json> = {};
      for (const [code, r] of Object.entries((op.responses ?? {}) as Json)) {
        const json = (resolveLocal(doc, r).content as Record<string, Json> | undefined)?.['application/json'];
        if (json?.schema) responses[code] = json.schema as Json;
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as Method,
        path: p,
        tags,
        public: isPublic,
        menus: isPublic ? [] : (menus ?? []),
        right: right as Right,
        self: op['x-self'] === true,
        noToken: op['x-no-token'] === true || tags.some((t) => noTokenTags.has(t)),
        body: (content['application/json'] ?? content['multipart/form-data'])?.schema as Json | undefined,
        bodyRequired: requestBody?.required === true,
        contentTypes: Object.keys(content),
        parameters: ((op.parameters ?? []) as unknown[]).map((x) => resolveLocal(doc, x)),
        responses,
      });
    }
  }
  return operations;
}
