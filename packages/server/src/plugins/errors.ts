import type { FastifyError, FastifyInstance } from 'fastify';
import { clientErrorOf, isDatabaseUnavailable, isPoolBusy } from '../lib/dbErrors.js';
import { AppError, serverBusy, type ErrorCode, type ErrorParams, type FieldCode } from '../lib/errors.js';
import { serializeError } from '../lib/logging.js';
import { errorText, text, type TextKey, type TextParams } from '../lib/texts.js';
const DEBUG = process.env.PAWON_DEBUG === '1';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A field's code and parameters, and the parameters only its Indonesian message names (not sent). */
type Described = FieldCode & { text?: { key: TextKey; params: TextParams } };

/** The code and parameters of an ajv error (its message: the catalogue's text for them). */
function describe(e: AjvError): Described {
  const p = e.params;
  const limit = Number(p.limit);
  switch (e.keyword) {
    case 'required':
      return { code: 'validation.required' };
    case 'type': {
      const types = String(p.type ?? '')
        .split(',')
        .filter((t) => t !== 'null');
      const [type = '', orType] = types;
      return {
        code: 'validation.type',
        params: { types: types.join(','), type, ...(orType ? { orType } : {}) },
      };
    }
    case 'minLength':
      return limit <= 1
        ? { code: 'validation.required' }
        : { code: 'validation.minLength', params: { limit } };
    case 'maxLength':
      return { code: 'validation.maxLength', params: { limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { code: 'validation.min', params: { limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { code: 'validation.max', params: { limit } };
    case 'minItems':
      return { code: 'validation.minItems', params: { limit } };
    case 'maxItems':
      return { code: 'validation.maxItems', params: { limit } };
    case 'enum': {
      const allowed = ((p.allowedValues as unknown[]) ?? []).join(', ');
      return {
        code: 'validation.enum',
        params: { allowed: allowed.slice(0, 500) },
        text: { key: 'error.validation.enum', params: { allowed } },
      };
    }
    case 'const':
      return {
        code: 'validation.enum',
        params: { allowed: String(p.allowedValue).slice(0, 500) },
        text: { key: 'error.validation.enum.one', params: { allowed: String(p.allowedValue) } },
      };
    case 'format':
      return { code: 'validation.format', params: { format: String(p.format) } };
    case 'pattern':
      return { code: 'validation.format', params: { format: 'pattern' } };
    case 'additionalProperties':
      return {
        code: 'validation.unknownField',
        text: { key: 'error.validation.unknownField.named', params: { name: String(p.additionalProperty) } },
      };
    case 'uniqueItems':
      return { code: 'validation.duplicateItems' };
    default:
      return { code: 'validation.invalid' };
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
    const { text: own, ...code } = describe(e);
    errors[field] = [own ? text(own.key, own.params) : errorText(code.code, code.params, true)];
    fieldCodes[field] = code;
  }
  return { errors, fieldCodes };
}

export function fieldErrors(validation: AjvError[], context?: string): Record<string, string[]> {
  return fieldErrorsWithCodes(validation, context).errors;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string; validationContext?: string }, req, reply) => {
    const send = (
      status: number,
      code: ErrorCode,
      params?: ErrorParams,
      extra: Record<string, unknown> = {},
      message = errorText(code, params),
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
        e.params,
        { ...(e.errors ? { errors: e.errors, fieldCodes: e.fieldCodes } : {}), ...e.extra },
        e.message,
      );

    // Every connection busy past the pool's wait bound: overloaded, not unreachable (503 with Retry-After).
    const busy = isPoolBusy(error);
    if (busy) req.log.warn({ err: error }, 'database pool busy');
    const refusal = busy ? serverBusy() : error instanceof AppError ? error : null;
    if (refusal) {
      if (refusal.extra?.retryAfter) reply.header('Retry-After', String(refusal.extra.retryAfter));
      return sendAppError(refusal);
    }
    if (error.validation) {
      const { errors, fieldCodes } = fieldErrorsWithCodes(
        error.validation as AjvError[],
        error.validationContext,
      );
      const first = Object.entries(errors)[0];
      const message = first
        ? text('error.validation.failed.detail', { field: first[0], detail: first[1][0] })
        : text('error.validation.failed.none');
      return send(
        422,
        'validation.failed',
        first ? { field: first[0] } : {},
        { errors, fieldCodes },
        message,
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, 'request.unsupportedType');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(413, 'request.tooLarge');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_PROTO_VIOLATION':
        return send(400, 'request.unreadable');
    }
    if (error instanceof SyntaxError || error.statusCode === 400) return send(400, 'request.unreadable');
    const refused = clientErrorOf(error);
    if (refused) {
      req.log.warn({ err: error }, 'database refused a write');
      return sendAppError(refused);
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(503, 'server.unavailable', { retryAfter: 5 });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, 'request.invalid');
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    if (DEBUG) console.error(serializeError(error));
    return send(500, 'server.error', { requestId: req.id });
  });

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // A page address typed or bookmarked without /build/ (e.g. /dashboard) opens it in the app; the API keeps its
    // JSON answer, and a file missing from the Storybook is missing.
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|build|storybook)(\/|$)/.test(pathname);
    if (isPage) return reply.redirect(`/build${req.url}`);
    return reply.status(404).send({
      status: 'error',
      code: 'route.notFound',
      params: { method: req.method, path: pathname.slice(0, 200) },
      message: errorText('route.notFound', { method: req.method, path: pathname }),
    });
  });
}
