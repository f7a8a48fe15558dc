import {
  componentSchemas,
  flattenSchema,
  readContract,
  schemaName,
  type Json,
} from '@pawon/api-client/contract';
import type { ExportSpec } from './spreadsheet.js';

/**
 * An export file's layout from the contract (decision 027): the record schema of the tag's `x-resource`, the fields
 * named in this order, each column headed by its schema's `x-label` (the shared `Name`, `Phone`, `Address`…) and as
 * wide as its `maxLength` suggests (16 to 40 characters); a `Money` is rupiah, other integers numbers. A field
 * without a label is a mistake in the contract, found when the server starts.
 */
export function exportLayout<Row>(
  tag: string,
  fields: readonly string[],
  file: { name: string; title: string },
  doc: Json = readContract(),
): ExportSpec<Row> {
  const schemas = componentSchemas(doc);
  const resource = ((doc.tags ?? []) as Json[]).find((t) => t.name === tag)?.['x-resource'] as
    { record?: string } | undefined;
  const record = resource?.record ? schemas[resource.record] : undefined;
  if (!record) throw new Error(`openapi.yaml: tag ${tag} has no x-resource record for its export file`);
  const properties = (flattenSchema(record, schemas).properties ?? {}) as Record<string, Json>;
  return {
    ...file,
    columns: fields.map((field) => {
      let schema = properties[field];
      let label = schema?.['x-label'];
      const through: string[] = [];
      for (let name = schemaName(schema?.$ref); name; name = schemaName(schema?.$ref)) {
        through.push(name);
        schema = { ...schemas[name], ...schema, $ref: schemas[name]?.$ref };
        label ??= schemas[name]?.['x-label'];
      }
      if (!schema || typeof label !== 'string')
        throw new Error(`openapi.yaml: ${resource!.record}.${field} has no x-label for the export file`);
      const types = [schema.type].flat();
      const kind = through.includes('Money') ? 'money' : types.includes('integer') ? 'number' : 'text';
      const width = Math.min(40, Math.max(16, Math.round(Number(schema.maxLength ?? 0) * 0.28)));
      return {
        header: label,
        value: (row: Row) => (row as Record<string, string | number | null>)[field],
        ...(kind === 'text' ? { width } : { kind }),
      };
    }),
  } as ExportSpec<Row>;
}
