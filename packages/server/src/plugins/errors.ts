import type { FastifyError, FastifyInstance } from 'fastify';
import { clientErrorOf, isDatabaseUnavailable, isPoolBusy, UNAVAILABLE_MESSAGE } from '../lib/dbErrors.js';
import { AppError, serverBusy } from '../lib/errors.js';
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

/** One Indonesian sentence for an ajv error. */
function messageOf(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return 'Wajib diisi.';
    case 'type': {
      const types = String(p.type ?? '')
        .split(',')
        .filter((t) => t !== 'null')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `Harus berupa ${types.join(' atau ')}.`;
    }
    case 'minLength':
      return Number(p.limit) <= 1 ? 'Wajib diisi.' : `Minimal ${String(p.limit)} karakter.`;
    case 'maxLength':
      return `Maksimal ${String(p.limit)} karakter.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Minimal ${String(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Maksimal ${String(p.limit)}.`;
    case 'minItems':
      return `Minimal ${String(p.limit)} item.`;
    case 'maxItems':
      return `Maksimal ${String(p.limit)} item.`;
    case 'enum':
      return `Harus salah satu dari: ${((p.allowedValues as unknown[]) ?? []).join(', ')}.`;
    case 'const':
      return `Harus bernilai ${String(p.allowedValue)}.`;
    case 'format':
      if (p.format === 'email') return 'Format email tidak valid.';
      if (p.format === 'date') return 'Format tanggal harus YYYY-MM-DD.';
      return 'Format tidak valid.';
    case 'pattern':
      return 'Format tidak valid.';
    case 'additionalProperties':
      return `Field ${String(p.additionalProperty)} tidak dikenal.`;
    case 'uniqueItems':
      return 'Tidak boleh ada item ganda.';
    default:
      return 'Nilai tidak valid.';
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

export function fieldErrors(validation: AjvError[], context?: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // anyOf reports every branch; the branch errors say more than "must match a schema in anyOf".
  const useful = validation.filter((e) => e.keyword !== 'anyOf');
  let count = 0;
  for (const e of useful.length ? useful : validation) {
    const field = fieldOf(e, context);
    if (errors[field]) continue;
    if (count++ === MAX_FIELD_ERRORS) break;
    errors[field] = [messageOf(e)];
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError & { code?: string; validationContext?: string }, req, reply) => {
    let error = thrown;
    // Every connection busy past the pool's wait bound: overloaded, not unreachable (503 with Retry-After).
    if (isPoolBusy(thrown)) {
      req.log.warn({ err: thrown }, 'database pool busy');
      error = serverBusy() as unknown as typeof thrown;
    }
    const send = (status: number, message: string, extra: Record<string, unknown> = {}) => {
      // A refused body may still be arriving: close the connection rather than read (and discard) the rest.
      if (status === 413) reply.header('Connection', 'close');
      return reply
        .status(status)
        .type('application/json')
        .send({ status: 'error', message, ...extra });
    };

    if (error instanceof AppError) {
      if (error.extra?.retryAfter) reply.header('Retry-After', String(error.extra.retryAfter));
      return send(error.statusCode, error.message, {
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as AjvError[], error.validationContext);
      const first = Object.entries(errors)[0];
      const message = first ? `Data tidak valid: ${first[0]} — ${first[1][0]}` : 'Data tidak valid.';
      return send(422, message, { errors });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, 'Jenis konten tidak didukung. Kirim JSON atau multipart/form-data.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(413, 'Data yang dikirim terlalu besar.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_PROTO_VIOLATION':
        return send(400, 'Permintaan tidak dapat dibaca.');
    }
    if (error instanceof SyntaxError || error.statusCode === 400)
      return send(400, 'Permintaan tidak dapat dibaca.');
    const refused = clientErrorOf(error);
    if (refused) {
      req.log.warn({ err: error }, 'database refused a write');
      return send(refused.statusCode, refused.message, refused.errors ? { errors: refused.errors } : {});
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(503, UNAVAILABLE_MESSAGE);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, 'Permintaan tidak valid.');
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    if (DEBUG) console.error(serializeError(error));
    return send(500, `Terjadi kesalahan pada server. Kode: ${req.id}`);
  });

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // A page address typed or bookmarked without /build/ (e.g. /dashboard) opens it in the app; the API keeps its
    // JSON answer.
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|build)(\/|$)/.test(pathname);
    if (isPage) return reply.redirect(`/build${req.url}`);
    return reply
      .status(404)
      .send({ status: 'error', message: `Alamat ${req.method} ${pathname} tidak ditemukan.` });
  });
}
