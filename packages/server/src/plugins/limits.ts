import type { Operation } from '../openapi.js';

/**
 * How much of a request body each operation reads, decided from the contract: anonymous operations (login,
 * register) need a few hundred bytes; only operations whose body declares a `format: binary` field take
 * files; everything else takes at most 1 MB of fields. A body announced larger is refused before it is read.
 */
export interface BodyLimits {
  /** Whole body (Content-Length, and JSON as it is read). */
  bodyBytes: number;
  /** Multipart: number of text fields, bytes per field, files, bytes per file. */
  fields: number;
  fieldBytes: number;
  files: number;
  fileBytes: number;
  /** Multipart fields that may hold a file. */
  fileFields: string[];
  /** Files are written to a temporary file rather than held in memory (a field declared larger than 2 MB). */
  spool: boolean;
}

export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const KB = 1024;

type BinaryField = { format?: string; maxLength?: number };

function binaryFields(body: object | undefined, schemas: Map<string, object>): Array<[string, BinaryField]> {
  let schema = body as { $ref?: string; properties?: Record<string, BinaryField> } | undefined;
  while (schema?.$ref) schema = schemas.get(schema.$ref.replace(/#$/, '')) as typeof schema;
  return Object.entries(schema?.properties ?? {}).filter(([, p]) => p.format === 'binary');
}

/**
 * `maxUploadBytes` bounds the files of an operation whose contract allows more than 2 MB (a backup to restore): those
 * are spooled to disk, never held in memory.
 */
export function limitsOf(
  op: Operation,
  schemas: Map<string, object>,
  { maxUploadBytes = MAX_FILE_BYTES }: { maxUploadBytes?: number } = {},
): BodyLimits {
  const binary = binaryFields(op.body, schemas);
  const fileFields = binary.map(([name]) => name);
  if (op.access.public) {
    return {
      bodyBytes: 8 * KB,
      fields: 20,
      fieldBytes: 1 * KB,
      files: 0,
      fileBytes: 0,
      fileFields: [],
      spool: false,
    };
  }
  if (fileFields.length) {
    const declared = Math.max(...binary.map(([, p]) => p.maxLength ?? MAX_FILE_BYTES));
    const spool = declared > MAX_FILE_BYTES;
    const fileBytes = spool ? Math.min(declared, maxUploadBytes) : MAX_FILE_BYTES;
    return {
      bodyBytes: fileFields.length * fileBytes + 64 * KB,
      fields: 20,
      fieldBytes: 1 * KB,
      files: fileFields.length,
      fileBytes,
      fileFields,
      spool,
    };
  }
  // A group's menus (500 × 4 fields) and members (1000) are the largest form.
  return {
    bodyBytes: 1024 * KB,
    fields: 3100,
    fieldBytes: 16 * KB,
    files: 0,
    fileBytes: 0,
    fileFields: [],
    spool: false,
  };
}
