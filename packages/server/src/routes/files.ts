import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../db/index.js';
import type { BodyOf, OperationId } from '../lib/contract.js';
import { businessDate } from '../lib/dates.js';
import { AppError, invalid } from '../lib/errors.js';
import { text } from '../lib/texts.js';
import { validatorOf } from '../lib/validation.js';
import { fieldErrors } from '../plugins/errors.js';
import type { Crud, ListQuery, Stored } from '../domains/platform/crud.js';
import { businessHeaderLine, getBusinessProfile } from '../domains/catalogue/businessProfile.js';
import { setImage, type categories, type products } from '../domains/catalogue/catalogue.js';
import { removeImage, storeImage } from '../domains/platform/images.js';
import { runImport, type ImportFind, type ImportPlan } from '../domains/platform/importer.js';
import { IMPORT_LIMITS, readSheet, SheetError } from '../domains/platform/sheetReader.js';
import {
  allPages,
  CONTENT_TYPE,
  fileName,
  sheetStream,
  type CsvSeparator,
  type FileFormat,
  type SheetColumn,
} from '../domains/platform/spreadsheet.js';
import { actor } from './crud.js';
import type { LabelContent, LabelSheet, LabelSize } from '../domains/platform/labelPdf.js';
import type { ExportColumn, ExportSpec } from '../domains/platform/spreadsheet.js';

export type { ExportColumn, ExportSpec };
import { familyHandler, type Handler, type HandlerContext } from './handler.js';

export function sendFile(
  reply: FastifyReply,
  format: FileFormat,
  name: string,
  stream: NodeJS.ReadableStream,
): FastifyReply {
  return reply
    .type(CONTENT_TYPE[format])
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .send(stream);
}

/** Labels as an inline PDF (shown in the app's preview, printed or saved from there). */
export async function sendLabels(
  reply: FastifyReply,
  label: { content: LabelContent; name: string },
  options: { size?: LabelSize; sheet?: LabelSheet; copies?: number },
): Promise<FastifyReply> {
  const opts = { size: options.size ?? '50x30', sheet: options.sheet ?? 'roll', copies: options.copies ?? 1 };
  // pdf-lib and fontkit load with the first PDF, not with the server (≈0.5 s of every start-up and test file).
  const { labelPdf } = await import('../domains/platform/labelPdf.js');
  const pdf = await labelPdf(label.content, { ...opts, title: label.name });
  return sendPdf(reply, `${label.name}-${opts.size}.pdf`, pdf, 'inline');
}

/** A PDF answer: `attachment` to be saved (a report's file), `inline` to be shown (labels in the app's preview). */
export function sendPdf(
  reply: FastifyReply,
  name: string,
  pdf: Uint8Array,
  disposition: 'attachment' | 'inline' = 'attachment',
): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${name}"`)
    .send(Buffer.from(pdf));
}

/** The line an export's XLSX pages are headed with: the business profile's name, address and phone. */
export const exportHeading = async (db: Db) => businessHeaderLine(await getBusinessProfile(db));

/** The file options every export takes besides the list's query. */
export interface FileOptions {
  format?: FileFormat;
  separator?: CsvSeparator;
}

/** `spec` without the columns (and their TOTAL cells) of owned fields `owns` refuses. */
export function ownedColumns<Row>(spec: ExportSpec<Row>, owns: (field: string) => boolean): ExportSpec<Row> {
  const keep = spec.columns.map((c) => c.field === undefined || owns(c.field));
  if (keep.every(Boolean)) return spec;
  return {
    ...spec,
    columns: spec.columns.filter((_, i) => keep[i]),
    totals: spec.totals?.map((line) => line.filter((_, i) => keep[i])),
  };
}

/**
 * The export of a list: every row matching the list's search, filters and sort (not just a page), as CSV or XLSX,
 * fetched and written page by page. The file's columns (and TOTAL row) may depend on the request.
 */
export function exportHandler<K extends OperationId, Row, Q extends ListQuery>(
  source: { list(tx: Tx, query: Q): Promise<{ datas: Row[] }> },
  file: ExportSpec<Row> | ((query: Q, db: Db) => Promise<ExportSpec<Row>>),
): Handler<K> {
  const handler = async ({ db, body, reply, config, caller, req }: HandlerContext<OperationId>) => {
    const { format = 'xlsx', separator, ...rest } = (body ?? {}) as FileOptions & Q;
    // The list's query: the body without the file's own options.
    const query: Q = rest as Q;
    // The rows are the list's (`xExport` exports what `xList` answers): its owned fields are the file's.
    const list = req.routeOptions.config.operationId!.replace(/Export$/, 'List');
    const spec = ownedColumns(typeof file === 'function' ? await file(query, db) : file, (field) =>
      req.server.ownedFields.ownsRowField(list, field, caller!.rights),
    );
    const pages = allPages((page, perPage) =>
      source.list(db, { ...query, page, perPage } as Q).then((p) => p.datas),
    );
    const stream = sheetStream({
      format,
      title: spec.title,
      columns: spec.columns,
      pages,
      totals: spec.totals,
      separator,
      heading: await exportHeading(db),
    });
    return sendFile(reply, format, fileName(spec.name, format, businessDate(config.timeZone)), stream);
  };
  return familyHandler<K>(handler);
}

/** A column of an import file: its header, the field it fills and how its text becomes the field's value. */
export interface ImportColumn {
  header: string;
  field: string;
  required?: boolean;
  /** An example for the template. */
  example: string;
  /** Text → value; throw AppError (422 on the field) for a bad one. @default the text */
  parse?: (text: string, tx: Tx, row: Record<string, unknown>) => unknown | Promise<unknown>;
  /**
   * `parse` answers by the text alone (a name looked up in the database): it runs once per distinct text of a file
   * and its answer, or its error, serves every row with that text.
   */
  byText?: boolean;
}

export const MAX_IMPORT_ROWS = IMPORT_LIMITS.maxRows;

/**
 * The import of a resource from CSV or XLSX: each row mapped by header, checked against the contract's input
 * schema and the resource's rules, matched to an existing record by `find`; a dry run (the default) writes nothing.
 */
export function importHandler<K extends OperationId, Row extends Stored, Input, Q extends ListQuery>(opts: {
  crud: Crud<Row, Input, Q>;
  schema: string;
  columns: ImportColumn[];
  keyOf: (input: Record<string, unknown>) => string | null;
  nameOf: (input: Record<string, unknown>) => string | null;
  find: ImportFind<Input>;
}): Handler<K> {
  const validate = () => validatorOf(opts.schema);
  const handler = async ({ db, body, uploads, caller, req }: HandlerContext<OperationId>) => {
    const { dryRun = true } = body as BodyOf<'productImport'>;
    const upload = uploads.file;
    if (!upload || upload.data.length === 0) throw invalid('file', 'import.noFile');
    let sheet;
    try {
      sheet = await readSheet(upload.data, MAX_IMPORT_ROWS, { columns: opts.columns.map((c) => c.header) });
    } catch (err) {
      if (!(err instanceof SheetError)) throw err;
      if (err.cause) req.log.warn({ err: err.cause }, 'import file not read');
      throw new AppError(err.status, err.code, {
        fields: err.status === 503 ? undefined : ['file'],
        extra: err.retryAfter ? { retryAfter: err.retryAfter } : undefined,
        params: { ...err.params, ...(err.retryAfter ? { retryAfter: err.retryAfter } : {}) },
      });
    }
    const missing = opts.columns
      .filter((c) => c.required && !sheet.headers.includes(c.header))
      .map((c) => c.header);
    if (missing.length)
      throw invalid('file', 'import.missingColumns', { columns: missing.join(', ').slice(0, 500) });

    const plans: ImportPlan<Input>[] = [];
    const seen = new Map<string, number>();
    // The answers of `byText` columns by column and text: a value, or the AppError to report again.
    const answers = new Map<ImportColumn, Map<string, { value: unknown } | { error: AppError }>>();
    const parsed = async (column: ImportColumn, text: string, tx: Tx, input: Record<string, unknown>) => {
      if (!column.parse) return text;
      if (!column.byText) return column.parse(text, tx, input);
      let known = answers.get(column);
      if (!known) answers.set(column, (known = new Map()));
      let answer = known.get(text);
      if (!answer) {
        try {
          answer = { value: await column.parse(text, tx, input) };
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          answer = { error: err };
        }
        known.set(text, answer);
      }
      if ('error' in answer) throw answer.error;
      return answer.value;
    };
    await db.transaction(async (tx) => {
      for (const { row, values } of sheet.rows) {
        const input: Record<string, unknown> = {};
        const errors: Record<string, string[]> = {};
        for (const column of opts.columns) {
          const text = values[column.header];
          if (text === undefined) continue;
          try {
            input[column.field] = await parsed(column, text, tx, input);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            errors[column.field] = [err.message];
          }
        }
        const check = validate();
        if (!check(input))
          Object.assign(errors, { ...fieldErrors((check.errors ?? []) as never), ...errors });
        const key = opts.keyOf(input);
        const first = key ? seen.get(key.toLowerCase()) : undefined;
        if (key && first !== undefined) errors.baris = [text('error.import.duplicateRow', { row: first })];
        else if (key) seen.set(key.toLowerCase(), row);
        const named = { row, key, name: opts.nameOf(input) };
        plans.push(Object.keys(errors).length ? { ...named, errors } : { ...named, input: input as Input });
      }
    });
    if (plans.length === 0) throw invalid('file', 'import.empty');
    const result = await runImport(db, actor(caller), opts.crud, plans, { dryRun, find: opts.find });
    const message = text(
      result.applied ? 'done.import.applied' : result.failed ? 'done.import.failed' : 'done.import.checked',
      { added: result.added, updated: result.updated, failed: result.failed },
    );
    return { message, ...result };
  };
  return familyHandler<K>(handler);
}

/** The template of an import: its columns and one example row. */
export function templateHandler<K extends OperationId>(name: string, columns: ImportColumn[]): Handler<K> {
  const handler = async ({ req, reply }: HandlerContext<OperationId>) => {
    const { format = 'xlsx', separator } = req.query as FileOptions;
    const sheetColumns: SheetColumn<Record<string, string>>[] = columns.map((c) => ({
      header: c.required ? c.header : c.header,
      value: (row) => row[c.header],
      width: Math.max(14, c.example.length + 2, c.header.length + 2),
    }));
    async function* pages() {
      yield [Object.fromEntries(columns.map((c) => [c.header, c.example]))];
    }
    const stream = sheetStream({ format, title: name, columns: sheetColumns, pages: pages(), separator });
    return sendFile(reply, format, `templat-${name}.${format}`, stream);
  };
  return familyHandler<K>(handler);
}

/** The stored file name of an image URL (`/api/files/products/<name>.webp`). */
export const imageName = (url: string | null | undefined) => (url ? (url.split('/').pop() ?? null) : null);

/**
 * The image upload of a category or product: the image is decoded and stored first, then the record points at it
 * in one transaction; a failure removes the new file, a success the old one.
 */
export function imageUploadHandler<K extends OperationId>(
  crud: typeof categories | typeof products,
  kind: 'categories' | 'products',
): Handler<K> {
  const handler = async ({ body, uploads, caller, config, db, tx }: HandlerContext<OperationId>) => {
    const { id } = body as { id: number };
    const name = await storeImage(config.dataDir, kind, uploads.image, 'image');
    let previous: string | null;
    try {
      previous = await tx((t) => setImage(t, actor(caller), crud, id, name));
    } catch (err) {
      await removeImage(config.dataDir, kind, name);
      throw err;
    }
    await removeImage(config.dataDir, kind, previous);
    return { message: text('done.image'), datas: await crud.get(db, id) };
  };
  return familyHandler<K>(handler);
}
