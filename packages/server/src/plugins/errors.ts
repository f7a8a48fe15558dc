import type { FastifyError, FastifyInstance } from 'fastify';
import { clientErrorOf, isDatabaseUnavailable, isPoolBusy, UNAVAILABLE_MESSAGE } from '../lib/dbErrors.js';
import { AppError, serverBusy, type ErrorCode, type ErrorParams, type FieldCode } from '../lib/errors.js';
import { serializeError } from '../lib/logging.js';
const DEBUG = process.env.PAWON_DEBUG === '1';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'bilangan bulat',
  number: 'angka',
  string: 'teks',
  boolean: 'ya/tidak (true/false)',
  object: 'objek',
  array: 'daftar',
  null: 'kosong',
};

/** The code, parameters and Indonesian sentence of an ajv error. */
function describe(e: AjvError): FieldCode & { message: string } {
  const p = e.params;
  const limit = Number(p.limit);
  switch (e.keyword) {
    case 'required':
      return { code: 'validation.required', message: 'Wajib diisi.' };
    case 'type': {
      const types = String(p.type ?? '')
        .split(',')
        .filter((t) => t !== 'null');
      return {
        code: 'validation.type',
        params: { types: types.join(',') },
        message: `Harus berupa ${types.map((t) => TYPE_NAMES[t] ?? t).join(' atau ')}.`,
      };
    }
    case 'minLength':
      return limit <= 1
        ? { code: 'validation.required', message: 'Wajib diisi.' }
        : { code: 'validation.minLength', params: { limit }, message: `Minimal ${limit} karakter.` };
    case 'maxLength':
      return { code: 'validation.maxLength', params: { limit }, message: `Maksimal ${limit} karakter.` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { code: 'validation.min', params: { limit }, message: `Minimal ${limit}.` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { code: 'validation.max', params: { limit }, message: `Maksimal ${limit}.` };
    case 'minItems':
      return { code: 'validation.minItems', params: { limit }, message: `Minimal ${limit} item.` };
    case 'maxItems':
      return { code: 'validation.maxItems', params: { limit }, message: `Maksimal ${limit} item.` };
    case 'enum': {
      const allowed = ((p.allowedValues as unknown[]) ?? []).join(', ');
      return {
        code: 'validation.enum',
        params: { allowed: allowed.slice(0, 500) },
        message: `Harus salah satu dari: ${allowed}.`,
      };
    }
    case 'const':
      return {
        code: 'validation.enum',
        params: { allowed: String(p.allowedValue).slice(0, 500) },
        message: `Harus bernilai ${String(p.allowedValue)}.`,
      };
    case 'format': {
      const format = String(p.format);
      const message =
        format === 'email'
          ? 'Format email tidak valid.'
          : format === 'date'
            ? 'Format tanggal harus YYYY-MM-DD.'
            : 'Format tidak valid.';
      return { code: 'validation.format', params: { format }, message };
    }
    case 'pattern':
      return { code: 'validation.format', params: { format: 'pattern' }, message: 'Format tidak valid.' };
    case 'additionalProperties':
      return {
        code: 'validation.unknownField',
        message: `Field ${String(p.additionalProperty)} tidak dikenal.`,
      };
    case 'uniqueItems':
      return { code: 'validation.duplicateItems', message: 'Tidak boleh ada item ganda.' };
    default:
      return { code: 'validation.invalid', message: 'Nilai tidak valid.' };
  }
}

function fieldOf(e: AjvError, context: string | undefined): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required')
    return base ? `${base}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
  if (e.keyword === 'additionalProperties')
    return base ? `${base}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty);
  return base || context || 'body';
}

/** At most this many fields are reported: a body with 90,000 unknown keys gets a short answer. */
export const MAX_FIELD_ERRORS = 20;

/** Ajv's errors as the answer's `errors` (Indonesian, per field) and `fieldCodes` (code and parameters). */
export function fieldErrorsWithCodes(
  validation: AjvError[],
  context?: string,
): { errors: Record<string, string[]>; fieldCodes: Record<string, FieldCode> } {
  const errors: Record<string, string[]> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  // anyOf reports every branch; the branch errors say more than "must match a schema in anyOf".
  const useful = validation.filter((e) => e.keyword !== 'anyOf');
  let count = 0;
  for (const e of useful.length ? useful : validation) {
    const field = fieldOf(e, context);
    if (errors[field]) continue;
    if (count++ === MAX_FIELD_ERRORS) break;
    const { message, ...code } = describe(e);
    errors[field] = [message];
    fieldCodes[field] = code;
  }
  return { errors, fieldCodes };
}

export function fieldErrors(validation: AjvError[], context?: string): Record<string, string[]> {
  return fieldErrorsWithCodes(validation, context).errors;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError & { code?: string; validationContext?: string }, req, reply) => {
    let error = thrown;
    // Every connection busy past the pool's wait bound: overloaded, not unreachable (503 with Retry-After).
    if (isPoolBusy(thrown)) {
      req.log.warn({ err: thrown }, 'database pool busy');
      error = serverBusy() as unknown as typeof thrown;
    }
    const send = (
      status: number,
      code: ErrorCode,
      message: string,
      extra: Record<string, unknown> = {},
      params?: ErrorParams,
    ) => {
      // A refused body may still be arriving: close the connection rather than read (and discard) the rest.
      if (status === 413) reply.header('Connection', 'close');
      return reply
        .status(status)
        .type('application/json')
        .send({ status: 'error', code, ...(params ? { params } : {}), message, ...extra });
    };
    const sendAppError = (e: AppError) =>
      send(
        e.statusCode,
        e.code,
        e.message,
        { ...(e.errors ? { errors: e.errors, fieldCodes: e.fieldCodes } : {}), ...e.extra },
        e.params,
      );

    if (error instanceof AppError) {
      if (error.extra?.retryAfter) reply.header('Retry-After', String(error.extra.retryAfter));
      return sendAppError(error);
    }
    if (error.validation) {
      const { errors, fieldCodes } = fieldErrorsWithCodes(
        error.validation as AjvError[],
        error.validationContext,
      );
      const first = Object.entries(errors)[0];
      const message = first ? `Data tidak valid: ${first[0]} — ${first[1][0]}` : 'Data tidak valid.';
      return send(
        422,
        'validation.failed',
        message,
        { errors, fieldCodes },
        first ? { field: first[0] } : {},
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(
          415,
          'request.unsupportedType',
          'Jenis konten tidak didukung. Kirim JSON atau multipart/form-data.',
        );
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(413, 'request.tooLarge', 'Data yang dikirim terlalu besar.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_PROTO_VIOLATION':
        return send(400, 'request.unreadable', 'Permintaan tidak dapat dibaca.');
    }
    if (error instanceof SyntaxError || error.statusCode === 400)
      return send(400, 'request.unreadable', 'Permintaan tidak dapat dibaca.');
    const refused = clientErrorOf(error);
    if (refused) {
      req.log.warn({ err: error }, 'database refused a write');
      return sendAppError(refused);
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(503, 'server.unavailable', UNAVAILABLE_MESSAGE, {}, { retryAfter: 5 });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, 'request.invalid', 'Permintaan tidak valid.');
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    if (DEBUG) console.error(serializeError(error));
    return send(
      500,
      'server.error',
      `Terjadi kesalahan pada server. Kode: ${req.id}`,
      {},
      {
        requestId: req.id,
      },
    );
  });

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // A page address typed or bookmarked without /build/ (e.g. /dashboard) opens it in the app; the API keeps its
    // JSON answer.
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|build)(\/|$)/.test(pathname);
    if (isPage) return reply.redirect(`/build${req.url}`);
    return reply.status(404).send({
      status: 'error',
      code: 'route.notFound',
      params: { method: req.method, path: pathname.slice(0, 200) },
      message: `Alamat ${req.method} ${pathname} tidak ditemukan.`,
    });
  });
}
