import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { assignBrackets, BracketError } from '../lib/brackets.js';
import { AppError, badRequest } from '../lib/errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploads: Record<string, UploadedFile>;
  }
}

export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Reads a multipart body into the same nested object a JSON body gives, so one schema validates both.
 * Empty text fields become null; files are kept in memory (2 MB at most) on `request.uploads`, and
 * their field holds the file name so the schema's `format: binary` string is satisfied.
 */
async function readMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  const entries: Array<[string, unknown]> = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 5, fields: 2000, fieldSize: 100_000 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw new AppError(413, 'Berkas terlalu besar. Maksimal 2 MB.');
        req.uploads[part.fieldname] = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
        entries.push([part.fieldname, part.filename || 'upload']);
      } else {
        const value = typeof part.value === 'string' && part.value === '' ? null : part.value;
        entries.push([part.fieldname, value]);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'Berkas terlalu besar. Maksimal 2 MB.');
    if (code?.startsWith('FST_') && /LIMIT/.test(code)) throw new AppError(413, 'Data yang dikirim terlalu besar.');
    // Busboy's own complaints (no boundary, a broken part) mean the body cannot be read.
    throw badRequest('Data formulir (multipart) tidak dapat dibaca.');
  }
  try {
    return assignBrackets(entries);
  } catch (err) {
    if (err instanceof BracketError) throw badRequest(err.message);
    throw err;
  }
}

/** ajv coerces "1e400" to Infinity and lets it through its bounds; no field of Pawon takes one. */
function hasNonFinite(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some((v) => hasNonFinite(v, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Buffer)) return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
  return false;
}

function hasNul(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Buffer))
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
  return false;
}

export async function registerBodyHandling(app: FastifyInstance): Promise<void> {
  // The contract speaks JSON and multipart only: anything else is 415.
  app.removeContentTypeParser('text/plain');
  await app.register(multipart, { throwFileSizeLimit: true });
  app.decorateRequest('uploads', null as never);
  app.addHook('onRequest', async (req) => {
    req.uploads = {};
  });
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await readMultipart(req);
    else if (req.body === undefined || req.body === null) req.body = {};
    if (hasNul(req.body) || hasNul(req.params) || hasNul(req.query)) {
      throw new AppError(422, 'Teks berisi karakter yang tidak diizinkan.');
    }
  });
  app.addHook('preHandler', async (req) => {
    if (hasNonFinite(req.body) || hasNonFinite(req.params) || hasNonFinite(req.query)) {
      throw new AppError(422, 'Angka di luar batas yang diizinkan.');
    }
  });
}
