// The conventional part of a plain resource's contract, written into openapi.yaml from its tag (decision 027).
//
// A tag with `x-resource: { record: Vendor, plural: vendors, operations: [list, add, update, delete, export] }`
// (and `listMenus` when other screens read its list) gets, between the `# >>> generated` and `# <<< generated`
// lines of openapi.yaml's paths, request bodies and schemas: its operations (`/api/<tag>/list` → `<tag>List`…),
// the request bodies `XInput`, `XUpdate`, `XListRequest`, `XExportRequest` and the schemas `XUpdate`,
// `XListRequest`, `XExportRequest`, `XPage`, `XResponse`. The tag, `X`, `XInput` and `XQuery` stay hand-written:
// they are the resource's information. openapi.yaml stays one plain OpenAPI file for Redocly, openapi-typescript
// and the server; `pnpm generate --check` fails when a generated region is stale.
import { parse } from 'yaml';

type Json = Record<string, unknown>;
type Verb = 'list' | 'add' | 'update' | 'delete' | 'export';

interface ResourceTag {
  tag: string;
  record: string;
  plural: string;
  operations: Verb[];
  listMenus?: string[];
}

const VERBS: Verb[] = ['list', 'add', 'update', 'delete', 'export'];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const flow = (items: string[]) => `[${items.map((m) => `'${m}'`).join(', ')}]`;
const schema = (name: string) => `{ $ref: '#/components/schemas/${name}' }`;
const body = (name: string) => `{ $ref: '#/components/requestBodies/${name}' }`;
/** The example references of a mapping (issue 41): `examples: { key: { $ref } }` for those that exist. */
const examplesOf = (entries: Array<[string, string]>) =>
  entries.length
    ? `, examples: { ${entries.map(([key, name]) => `${key}: { $ref: '#/components/examples/${name}' }`).join(', ')} }`
    : '';
/** Examples named `<OperationId>Answer` / `<OperationId>Request` in components/examples (recordExamples.ts). */
let exampleNames = new Set<string>();
/** The operations of each request body (one body may serve several). */
let bodyUsers = new Map<string, string[]>();
const json = (name: string, operationId?: string) => {
  const answer = operationId && `${capital(operationId)}Answer`;
  const refs: Array<[string, string]> = answer && exampleNames.has(answer) ? [['ok', answer]] : [];
  return `{ application/json: { schema: ${schema(name)}${examplesOf(refs)} } }`;
};

function resourceTags(source: string): ResourceTag[] {
  const doc = parse(source, { merge: true, maxAliasCount: -1 }) as Json;
  exampleNames = new Set(Object.keys(((doc.components as Json | undefined)?.examples ?? {}) as Json));
  bodyUsers = new Map();
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>))
    for (const op of Object.values(item) as Json[]) {
      const body = ((op?.requestBody as Json | undefined)?.$ref as string | undefined)?.split('/').pop();
      if (body && typeof op.operationId === 'string')
        bodyUsers.set(body, [...(bodyUsers.get(body) ?? []), op.operationId]);
    }
  return ((doc.tags ?? []) as Json[]).flatMap((t) => {
    const spec = t['x-resource'] as Json | undefined;
    if (!spec) return [];
    const operations = (spec.operations as Verb[] | undefined) ?? VERBS;
    for (const verb of operations)
      if (!VERBS.includes(verb)) throw new Error(`openapi.yaml: tag ${String(t.name)}: no operation ${verb}`);
    return [
      {
        tag: t.name as string,
        record: spec.record as string,
        plural: spec.plural as string,
        operations,
        ...(spec.listMenus ? { listMenus: spec.listMenus as string[] } : {}),
      },
    ];
  });
}

function paths(r: ResourceTag): string[] {
  const { tag, record: X, plural } = r;
  const op = (verb: Verb, lines: string[]) =>
    r.operations.includes(verb)
      ? [`  /api/${tag}/${verb}${verb === 'delete' ? '/{id}' : ''}:`, ...lines, '']
      : [];
  const head = (method: string, verb: Verb, summary: string) => [
    `    ${method}:`,
    `      operationId: ${tag}${capital(verb)}`,
    `      tags: [${tag}]`,
    `      summary: ${summary}`,
  ];
  return [
    ...op('list', [
      ...head('post', 'list', `A page of ${plural}`),
      ...(r.listMenus ? [`      x-menus: ${flow(r.listMenus)}`] : []),
      `      x-right: view`,
      `      requestBody: ${body(`${X}ListRequest`)}`,
      `      responses: { <<: *read, '200': { description: ${capital(plural)}, content: ${json(`${X}Page`, `${tag}List`)} } }`,
    ]),
    ...op('add', [
      ...head('post', 'add', `Add one of the ${plural}`),
      `      x-right: create`,
      `      requestBody: ${body(`${X}Input`)}`,
      `      responses: { <<: *create, '200': { description: Created, content: ${json(`${X}Response`, `${tag}Add`)} } }`,
    ]),
    ...op('update', [
      ...head('post', 'update', `Change one of the ${plural}`),
      `      x-right: update`,
      `      requestBody: ${body(`${X}Update`)}`,
      `      responses: { <<: *change, '200': { description: Updated, content: ${json(`${X}Response`, `${tag}Update`)} } }`,
    ]),
    ...op('delete', [
      ...head('delete', 'delete', `Delete one of the ${plural}, refused while something uses it`),
      `      x-right: delete`,
      `      parameters:`,
      `        - { $ref: '#/components/parameters/IdPath' }`,
      `      responses: { <<: *change, '200': { description: Deleted, content: ${json('DeletedResponse', `${tag}Delete`)} } }`,
    ]),
    ...op('export', [
      ...head(
        'post',
        'export',
        `Every ${plural.replace(/s$/, '')} matching the list's search, filters and sort, as CSV or XLSX`,
      ),
      `      x-right: view`,
      `      requestBody: ${body(`${X}ExportRequest`)}`,
      `      responses: { <<: *read, '200': { $ref: '#/components/responses/ExportFile' } }`,
    ]),
  ];
}

function requestBodies(r: ResourceTag): string[] {
  const X = r.record;
  const line = (name: string, required: boolean) =>
    `    ${name}: { ${required ? 'required: true, ' : ''}content: { application/json: &rb${name} { schema: ${schema(name)}${examplesOf(
      (bodyUsers.get(name) ?? [])
        .filter((id) => exampleNames.has(`${capital(id)}Request`))
        .map((id) => [id, `${capital(id)}Request`]),
    )} }, multipart/form-data: *rb${name} } }`;
  return [
    ...(r.operations.includes('export') ? [line(`${X}ExportRequest`, false)] : []),
    ...(r.operations.includes('add') ? [line(`${X}Input`, true)] : []),
    line(`${X}ListRequest`, false),
    ...(r.operations.includes('update') ? [line(`${X}Update`, true)] : []),
  ];
}

function schemas(r: ResourceTag): string[] {
  const X = r.record;
  const closed = (name: string, parts: string[]) => [
    `    ${name}:`,
    `      allOf: [${parts.map(schema).join(', ')}]`,
    `      unevaluatedProperties: false`,
  ];
  const answer = (name: string, first: string, datas: string) => [
    `    ${name}:`,
    `      allOf:`,
    `        - ${schema(first)}`,
    `        - { type: object, required: [datas], properties: { datas: ${datas} } }`,
  ];
  return [
    ...(r.operations.includes('update') ? closed(`${X}Update`, [`${X}Input`, 'IdVersion']) : []),
    ...closed(`${X}ListRequest`, ['ListRequest', `${X}Query`]),
    ...(r.operations.includes('export') ? closed(`${X}ExportRequest`, ['ExportRequest', `${X}Query`]) : []),
    ...answer(`${X}Page`, 'PageMeta', `{ type: array, maxItems: 1000, items: ${schema(X)} }`),
    ...answer(`${X}Response`, 'Success', schema(X)),
  ];
}

const REGIONS = {
  paths: { indent: '  ', of: paths },
  'request bodies': { indent: '    ', of: requestBodies },
  schemas: { indent: '    ', of: schemas },
} as const;

/** openapi.yaml with every generated region written anew from the tags' `x-resource`. */
export function expandResources(source: string): string {
  const tags = resourceTags(source);
  let out = source;
  for (const [what, { indent, of }] of Object.entries(REGIONS)) {
    const begin = `${indent}# >>> generated: ${what} of the tags' x-resource (pnpm generate, decision 027). Do not edit.`;
    const end = `${indent}# <<< generated: ${what}`;
    const from = out.indexOf(`${begin}\n`);
    const to = out.indexOf(`${end}\n`);
    if (from < 0 || to < from) {
      if (tags.length) throw new Error(`openapi.yaml: no generated region for ${what} (${begin.trim()})`);
      continue;
    }
    const lines = tags.flatMap((tag) => of(tag));
    out = `${out.slice(0, from)}${begin}\n${lines.join('\n')}${lines.length ? '\n' : ''}${out.slice(to)}`;
  }
  return out;
}
