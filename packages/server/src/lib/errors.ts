import type { Schemas } from './contract.js';

/** What went wrong, for programs: the contract's ErrorCode (a dotted name, e.g. `stock.short`). */
export type ErrorCode = Schemas['ErrorCode'];
/** The values a code speaks of (`available`, `unit`, `limit`, `changedBy`…). */
export type ErrorParams = Record<string, string | number | null>;
/** A field's code and parameters, beside its Indonesian message in `errors`. */
export interface FieldCode {
  code: ErrorCode;
  params?: ErrorParams;
}

export interface AppErrorDetails {
  /** The code's parameters, sent as `params`. */
  params?: ErrorParams;
  /** Indonesian messages per field, sent as `errors`. */
  errors?: Record<string, string[]>;
  /** Per field code and parameters, sent as `fieldCodes`; a field in `errors` without one gets the error's own. */
  fieldCodes?: Record<string, FieldCode>;
  /** Other members of the body (`retryAfter`, `available`, `conflict`). */
  extra?: Record<string, unknown>;
}

/** A failure the client caused; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  public readonly params?: ErrorParams;
  public readonly errors?: Record<string, string[]>;
  public readonly fieldCodes?: Record<string, FieldCode>;
  public readonly extra?: Record<string, unknown>;

  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    details: AppErrorDetails = {},
  ) {
    super(message);
    this.params = details.params;
    this.errors = details.errors;
    this.extra = details.extra;
    if (details.errors) {
      const own: FieldCode = details.params ? { code, params: details.params } : { code };
      this.fieldCodes = Object.fromEntries(
        Object.keys(details.errors).map((field) => [field, details.fieldCodes?.[field] ?? own]),
      );
    }
  }
}

/** The same message on one field and for the whole answer (the usual shape of a field's refusal). */
export const onField = (field: string, message: string) => ({ [field]: [message] });

export const badRequest = (message: string) => new AppError(400, 'request.unreadable', message);
export const unauthorized = (
  message = 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  code: 'auth.expired' | 'auth.required' = 'auth.expired',
) => new AppError(401, code, message);
export const forbidden = (
  message = 'Anda tidak memiliki hak akses untuk tindakan ini.',
  code: 'right.missing' | 'right.denied' | 'right.superAdminOnly' = 'right.missing',
) => new AppError(403, code, message);
/**
 * 404 for a record: `kind` names it for code (`product`, the audit entity), `what` in Indonesian ("Produk"); both go
 * in the params, so a client's other language names the kind from `kind`.
 */
export const notFound = (what: string, kind: string) =>
  new AppError(404, 'record.notFound', `${what} tidak ditemukan.`, { params: { what, kind } });
/** 409 for a rule of the domain; a more specific code when the case has one. */
export const conflict = (
  message: string,
  errors?: Record<string, string[]>,
  code: ErrorCode = 'conflict.rule',
  params?: ErrorParams,
) => new AppError(409, code, message, { errors, params });
/** 422 on one field; `validation.field` (the message says the rule) unless a more specific code is given. */
export const invalid = (
  field: string,
  message: string,
  code: ErrorCode = 'validation.field',
  params?: ErrorParams,
) => new AppError(422, code, message, { errors: onField(field, message), params: { field, ...params } });
/** 422 for a referenced record that does not exist (a product, a material) on its field. */
export const missingReference = (field: string, message: string) =>
  invalid(field, message, 'reference.notFound');

/**
 * The parameters of a `stock.short`: what is short, the amounts in its unit (decimal numbers, milli-units divided
 * out) and what else lies expired.
 */
export const shortParams = (
  name: string,
  unit: string,
  plan: { available: number; qty: number; expired: number },
): ErrorParams => ({
  name,
  unit,
  available: plan.available / 1000,
  requested: plan.qty / 1000,
  expired: plan.expired / 1000,
});

/**
 * One 409 for several short items (`noun`: "bahan", "barang"), each on its field with its own code and parameters;
 * the answer's parameters (and `available`) are the first's, with `count`.
 */
export function shortOfMany(short: AppError[], noun: string): AppError {
  const each = short.map((e) => Object.values(e.errors ?? {})[0]![0]!.replace(/\.$/, ''));
  return new AppError(409, 'stock.short', `Stok ${short.length} ${noun} tidak cukup: ${each.join('; ')}.`, {
    params: { ...short[0]!.params, count: short.length },
    errors: Object.assign({}, ...short.map((e) => e.errors)) as Record<string, string[]>,
    fieldCodes: Object.assign({}, ...short.map((e) => e.fieldCodes)) as Record<string, FieldCode>,
    extra: short[0]!.extra,
  });
}

/** The record as it is now and its last change, sent with a stale-version 409 (the contract's VersionConflict). */
export interface VersionConflict {
  version: number;
  changedAt: string | null;
  changedBy: string | null;
  record: Record<string, unknown>;
}

export const staleVersion = (current?: VersionConflict) =>
  new AppError(
    409,
    'version.stale',
    current?.changedBy
      ? `Data ini baru saja diubah oleh ${current.changedBy}. Periksa perubahannya lalu simpan lagi.`
      : 'Data ini telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.',
    {
      params: { changedBy: current?.changedBy ?? null, changedAt: current?.changedAt ?? null },
      errors: { version: ['Versi data sudah usang.'] },
      extra: current ? { conflict: current } : undefined,
    },
  );

/** Seconds a client is asked to wait when the server is busy (every database connection in use). */
export const BUSY_RETRY_AFTER = 2;
export const BUSY_MESSAGE = 'Server sedang sibuk, coba lagi sebentar lagi.';
export const serverBusy = () =>
  new AppError(503, 'server.busy', BUSY_MESSAGE, {
    params: { retryAfter: BUSY_RETRY_AFTER },
    extra: { retryAfter: BUSY_RETRY_AFTER },
  });
