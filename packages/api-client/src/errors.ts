import type { components } from './schema.js';

/** A stale-version 409's details: the record as it is now, who changed it last and when. */
export type VersionConflict = components['schemas']['VersionConflict'];
/** What went wrong, for programs (the contract's ErrorCode): `stock.short`, `version.stale`… */
export type ErrorCode = components['schemas']['ErrorCode'];
/** The values an error's code speaks of: `{ available: 2.25, unit: 'kg' }`. */
export type ErrorParams = components['schemas']['ErrorParams'];
/** A field's code and parameters (`fieldCodes` of the answer). */
export type FieldCode = components['schemas']['FieldCode'];
/** A raw material without a valid halal certificate on a run's date (`materials` of `halal.uncertified`). */
export type HalalProblem = components['schemas']['HalalProblem'];

/** The coded part of an error answer: its code, parameters, per-field codes and the records it names. */
export interface ApiErrorCodes {
  /** Undefined when the answer had none (a proxy's page) or the server could not be reached (status 0). */
  code?: ErrorCode;
  params?: ErrorParams;
  fieldCodes?: Record<string, FieldCode>;
  /** `halal.uncertified`: the raw materials without a valid certificate. */
  materials?: HalalProblem[];
}

/** Every failed call rejects with one of these: the contract's error body, typed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What went wrong, from the answer's `code`; undefined when the answer had none or never came. */
  readonly code: ErrorCode | undefined;
  /** The code's parameters (`available`, `unit`, `limit`, `changedBy`…); empty when it has none. */
  readonly params: ErrorParams;
  /** Each field's code and parameters, beside its message in `errors`. */
  readonly fieldCodes: Record<string, FieldCode>;
  /** `halal.uncertified`: the raw materials without a valid certificate on the run's date; empty otherwise. */
  readonly materials: HalalProblem[];
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** Field errors of a 422 (or 409) answer: `{ email: ['Email sudah dipakai.'] }`. */
    readonly errors: Record<string, string[]> = {},
    /** Seconds to wait, from a 429's Retry-After. */
    readonly retryAfter?: number,
    /** The request id the server logged the failure under. */
    readonly requestId?: string,
    /** With a stale `version`: the current record and its last change. */
    readonly conflict?: VersionConflict,
    codes: ApiErrorCodes = {},
  ) {
    super(message);
    this.code = codes.code;
    this.params = codes.params ?? {};
    this.fieldCodes = codes.fieldCodes ?? {};
    this.materials = codes.materials ?? [];
  }

  /** The first message for a field, for showing under that field. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.';

const FALLBACK: Record<number, string> = {
  400: 'Permintaan tidak dapat dibaca.',
  401: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  403: 'Anda tidak memiliki hak akses untuk tindakan ini.',
  404: 'Data tidak ditemukan.',
  409: 'Data bentrok dengan data lain.',
  413: 'Data yang dikirim terlalu besar.',
  415: 'Jenis data tidak didukung.',
  422: 'Data tidak valid.',
  429: 'Terlalu banyak percobaan. Coba lagi nanti.',
};

/** Reads a failed response into an ApiError, whatever its body. */
export async function toApiError(response: Response, requestId?: string): Promise<ApiError> {
  let body: {
    code?: unknown;
    params?: unknown;
    fieldCodes?: unknown;
    message?: unknown;
    errors?: unknown;
    retryAfter?: unknown;
    conflict?: unknown;
    materials?: unknown;
  } = {};
  try {
    body = (await response.clone().json()) as typeof body;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the fallback message.
  }
  const retryHeader = Number(response.headers.get('Retry-After'));
  const retryAfter =
    typeof body.retryAfter === 'number'
      ? body.retryAfter
      : Number.isFinite(retryHeader) && retryHeader > 0
        ? retryHeader
        : undefined;
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : (FALLBACK[response.status] ?? `Terjadi kesalahan pada server (${response.status}).`);
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  const conflict =
    body.conflict && typeof body.conflict === 'object' ? (body.conflict as VersionConflict) : undefined;
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
  // A code this client does not know yet (a newer server) is kept, and none is invented for an answer without one
  // (a proxy's page): the caller then shows the message.
  const code = typeof body.code === 'string' && body.code ? (body.code as ErrorCode) : undefined;
  return new ApiError(response.status, message, errors, retryAfter, requestId, conflict, {
    code,
    params: isObject(body.params) ? (body.params as ErrorParams) : {},
    fieldCodes: isObject(body.fieldCodes) ? (body.fieldCodes as Record<string, FieldCode>) : {},
    materials: Array.isArray(body.materials) ? (body.materials as HalalProblem[]) : [],
  });
}
