// Generates, from the root openapi.yaml:
//   src/schema.d.ts        the contract's types (openapi-typescript)
//   src/operations.gen.ts  every operationId → method and path, for calls by operation id
//   src/constraints.gen.ts each request schema's field rules (required, lengths, pattern, enum, bounds), for forms
//   src/errorCodes.gen.ts  every error code (ErrorCode's enum), for code that must list them (catalogue checks)
//   src/resources.gen.ts   each screen's resource (a tag with one menu): its menu path and operations by convention
//   src/resourceMenus.gen.ts the same menu paths alone, for the route table every page loads
// First it writes the generated regions of openapi.yaml itself from the tags' x-resource (expandResources.ts).
// `--check` fails when a checked-in file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import {
  componentSchemas,
  contractFile,
  flattenSchema,
  operationsOf,
  readContract,
  schemaName,
  type Json,
} from '../src/contract.js';
import { expandResources } from './expandResources.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const header = (what: string) =>
  `// Generated from openapi.yaml by scripts/generate.ts (${what}). Do not edit: run \`pnpm generate\`.\n`;

async function schemaTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${contractFile}`), {
    // A field with a default is optional to send: the server fills it in.
    defaultNonNullable: false,
    // Uploads are files in the browser, not strings.
    transform(schema) {
      if (schema.format === 'binary')
        return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
      return undefined;
    },
  });
  return `${header('types')}${astToString(ast)}`;
}

function operationMap(doc: Json): string {
  const ops = operationsOf(doc);
  const lines = ops.map((op) => {
    // A body only multipart accepts (a file upload) is sent as FormData.
    const form =
      op.contentTypes.includes('multipart/form-data') && !op.contentTypes.includes('application/json');
    return `  ${op.operationId}: { method: '${op.method.toLowerCase()}', path: '${op.path}'${form ? ', form: true' : ''} },`;
  });
  const publicIds = ops.filter((op) => op.public).map((op) => `'${op.operationId}'`);
  return `${header('operations')}
/** Every operation of the contract by its operationId: its method, its path, and \`form\` when its body is multipart only. */
export const operations = {
${lines.join('\n')}
} as const;

export type OperationId = keyof typeof operations;

/** The operations that need no session (\`security: []\`). */
export type PublicOperationId = ${publicIds.join(' | ') || 'never'};
`;
}

/** The operations a resource may have, by the suffix of their id after the tag (`vendor` + `List`). */
const VERBS = ['List', 'Add', 'Update', 'Delete', 'Export', 'Import', 'ImportTemplate', 'Upload'] as const;

/** A screen's resource: a tag whose `x-menus` names one menu and that has a `<tag>List` operation. */
function isResource(doc: Json, tag: Json): boolean {
  const name = tag.name as string;
  const menus = tag['x-menus'] as string[] | undefined;
  return (
    Array.isArray(menus) &&
    menus.length === 1 &&
    operationsOf(doc).some((op) => op.operationId === `${name}List` && op.tags.includes(name))
  );
}

/**
 * One declaration per resource (decision 027): a tag whose `x-menus` names one menu is that screen's resource.
 * Its menu path comes from there and its operations by name: `<tag>List`, `<tag>Add`… (those the contract has,
 * tagged with it). The app's route table and descriptors, the server's handler wiring and the seed's menus read it.
 */
function resourceMap(doc: Json): string {
  const ops = operationsOf(doc);
  const lines: string[] = [];
  const seeds: string[] = [];
  for (const tag of (doc.tags ?? []) as Json[]) {
    const name = tag.name as string;
    if (!isResource(doc, tag)) continue;
    const menu = (tag['x-menus'] as string[])[0]!;
    const found = VERBS.flatMap((verb) => {
      const id = `${name}${verb}`;
      const key = verb[0]!.toLowerCase() + verb.slice(1);
      return ops.some((op) => op.operationId === id && op.tags.includes(name)) ? [`${key}: '${id}'`] : [];
    });
    lines.push(`  ${name}: { menu: '${menu}', operations: { ${found.join(', ')} } },`);
    const entry = (tag['x-resource'] as Json | undefined)?.menu as Json | undefined;
    if (entry) {
      if (
        typeof entry.name !== 'string' ||
        typeof entry.icon !== 'string' ||
        typeof entry.parent !== 'string' ||
        typeof entry.nameEn !== 'string'
      )
        throw new Error(
          `openapi.yaml: tag ${name}: x-resource.menu needs a name, its English nameEn, an icon and a parent`,
        );
      seeds.push(
        `  { tag: '${name}', url: '${menu}', ${['name', 'nameEn', 'icon', 'parent'].map((k) => `${k}: ${JSON.stringify(entry[k])}`).join(', ')} },`,
      );
    }
  }
  return `${header('resources')}
/**
 * Each screen's resource: a tag of the contract whose \`x-menus\` names one menu and that has a \`<tag>List\`
 * operation. \`menu\` is the screen's path;
 * \`operations\` are the tag's operations named by convention (\`<tag>List\`, \`<tag>Add\`, \`<tag>Update\`,
 * \`<tag>Delete\`, \`<tag>Export\`, \`<tag>Import\`, \`<tag>ImportTemplate\`, \`<tag>Upload\`), those the contract has.
 */
export const resources = {
${lines.join('\n')}
} as const;

export type ResourceName = keyof typeof resources;

/**
 * The seeded menus of the resources whose \`x-resource\` names one (\`menu: { name, nameEn, icon, parent }\`), in the
 * contract's order: the seed puts each last under its parent (seed/index.ts).
 */
export const resourceSeedMenus = [
${seeds.join('\n')}
] as const;
`;
}

/** The menu paths alone: the route table, which every page loads (the sign-in page's budget), needs no more. */
function resourceMenuMap(doc: Json): string {
  const menus = ((doc.tags ?? []) as Json[]).flatMap((tag) =>
    isResource(doc, tag) ? [`  ${tag.name as string}: '${(tag['x-menus'] as string[])[0]}',`] : [],
  );
  return `${header('resource menus')}
/** Each screen resource's menu path (\`resources[name].menu\` of \`./resources.gen\`), apart for the route table. */
export const resourceMenus = {
${menus.join('\n')}
} as const;
`;
}

const KEPT = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'default',
  'x-field',
];

function pick(schema: Json): Json {
  return Object.fromEntries(KEPT.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
}

/** The rules of one field, with references to primitive schemas resolved; objects are named, not inlined. */
function fieldRule(raw: Json, schemas: Record<string, Json>, wanted: Set<string>): Json {
  const name = schemaName(raw.$ref);
  if (name) {
    const target = flattenSchema(schemas[name]!, schemas);
    if (target.properties) {
      wanted.add(name);
      return { type: 'object', schema: name };
    }
    return { ...fieldRule(target, schemas, wanted), ...pick(raw) };
  }
  if (Array.isArray(raw.anyOf)) {
    const branches = raw.anyOf as Json[];
    const real = branches.filter((b) => b.type !== 'null');
    const rule = { ...fieldRule(real[0]!, schemas, wanted), ...pick(raw) };
    return real.length < branches.length ? { ...rule, nullable: true } : rule;
  }
  const types = Array.isArray(raw.type) ? (raw.type as string[]) : [raw.type as string];
  const type = types.find((t) => t !== 'null') ?? 'string';
  const rule: Json = { type, ...pick(raw) };
  if (types.includes('null')) rule.nullable = true;
  if (type === 'array' && raw.items) rule.items = fieldRule(raw.items as Json, schemas, wanted);
  return rule;
}

function constraintMap(doc: Json): string {
  const schemas = componentSchemas(doc);
  const wanted = new Set<string>();
  for (const op of operationsOf(doc)) {
    const name = schemaName(op.body?.$ref);
    if (name) wanted.add(name);
  }
  const out: string[] = [];
  const done = new Set<string>();
  while (done.size < wanted.size) {
    for (const name of [...wanted].sort()) {
      if (done.has(name)) continue;
      done.add(name);
      const flat = flattenSchema(schemas[name]!, schemas);
      const properties = Object.fromEntries(
        Object.entries((flat.properties ?? {}) as Record<string, Json>).map(([k, v]) => [
          k,
          fieldRule(v, schemas, wanted),
        ]),
      );
      const rules = { required: (flat.required as string[] | undefined) ?? [], properties };
      out.push(`export const ${name} = ${JSON.stringify(rules)} as const satisfies SchemaRules;`);
    }
  }
  return `${header('field rules')}
/** The rules of one field of a request schema, as the contract states them. */
export interface FieldRule {
  type: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: readonly (string | number | boolean)[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** How a form edits it when its type and format cannot say (\`tel\`: a phone number's keypad). */
  'x-field'?: string;
  /** An array's items. */
  items?: FieldRule;
  /** An object field: the name of its schema's rules in this file. */
  schema?: string;
}

/** The required fields and the rules of each field of one request schema. */
export interface SchemaRules {
  required: readonly string[];
  properties: Readonly<Record<string, FieldRule>>;
}

${out.sort().join('\n')}
`;
}

function errorCodeList(doc: Json): string {
  const codes = (componentSchemas(doc).ErrorCode?.enum ?? []) as string[];
  if (codes.length === 0) throw new Error('openapi.yaml: ErrorCode has no enum.');
  return `${header('error codes')}
/** Every \`code\` an error answer may carry (the contract's ErrorCode), in the contract's order. */
export const errorCodes = ${JSON.stringify(codes)} as const;

export type ErrorCode = (typeof errorCodes)[number];
`;
}

/** The generated files by their path in this package. */
export async function generate(): Promise<Record<string, string>> {
  const doc = readContract();
  const options = { ...(await resolveConfig(contractFile)), parser: 'typescript' };
  const pretty = (text: string) => format(text, options);
  return {
    'src/schema.d.ts': await schemaTypes(),
    'src/operations.gen.ts': await pretty(operationMap(doc)),
    'src/constraints.gen.ts': await pretty(constraintMap(doc)),
    'src/errorCodes.gen.ts': await pretty(errorCodeList(doc)),
    'src/resources.gen.ts': await pretty(resourceMap(doc)),
    'src/resourceMenus.gen.ts': await pretty(resourceMenuMap(doc)),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  const source = fs.readFileSync(contractFile, 'utf8');
  const expanded = expandResources(source);
  if (expanded !== source) {
    if (check) {
      console.error('openapi.yaml: a generated region is stale: run `pnpm generate`.');
      stale = true;
    } else {
      fs.writeFileSync(contractFile, expanded);
      console.log('wrote the generated regions of openapi.yaml');
    }
  }
  const files = await generate();
  for (const [rel, text] of Object.entries(files)) {
    const file = path.resolve(here, '..', rel);
    if (!check) {
      fs.writeFileSync(file, text);
      console.log(`wrote ${rel}`);
    } else if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      console.error(`${rel} is stale: run \`pnpm generate\`.`);
      stale = true;
    }
  }
  if (stale) process.exit(1);
}
