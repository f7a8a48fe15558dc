/** A failure the client caused; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Sesi Anda telah berakhir. Silakan masuk kembali.') =>
  new AppError(401, message);
export const forbidden = (message = 'Anda tidak memiliki hak akses untuk tindakan ini.') =>
  new AppError(403, message);
export const notFound = (what: string) => new AppError(404, `${what} tidak ditemukan.`);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError(409, message, errors);
export const invalid = (field: string, message: string) => new AppError(422, message, { [field]: [message] });
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
    current?.changedBy
      ? `Data ini baru saja diubah oleh ${current.changedBy}. Periksa perubahannya lalu simpan lagi.`
      : 'Data ini telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.',
    { version: ['Versi data sudah usang.'] },
    current ? { conflict: current } : undefined,
  );

/** Seconds a client is asked to wait when the server is busy (every database connection in use). */
export const BUSY_RETRY_AFTER = 2;
export const BUSY_MESSAGE = 'Server sedang sibuk, coba lagi sebentar lagi.';
export const serverBusy = () => new AppError(503, BUSY_MESSAGE, undefined, { retryAfter: BUSY_RETRY_AFTER });
