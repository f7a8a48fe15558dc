import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { assignBrackets, BracketError } from '../lib/brackets.js';
import { AppError, badRequest } from '../lib/errors.js';
import type { BodyLimits } from './limits.js';
import { markFormBody } from './validation.js';

import type { UploadedFile } from '../lib/uploads.js';

export type { UploadedFile };

declare module 'fastify' {
  interface FastifyRequest {
    uploads: Record<string, UploadedFile>;
  }
  interface FastifyContextConfig {
    /** Set on every operation of the contract (see limits.ts). */
    limits?: BodyLimits;
  }
}

const tooLarge = () => new AppError(413, 'request.tooLarge');
const fileTooLarge = (limits: BodyLimits) =>
  new AppError(413, 'file.tooLarge', { params: { maxMb: Math.round(limits.fileBytes / 1024 / 1024) } });

/**
 * Reads a multipart body into the same nested object a JSON body gives, so one schema validates both.
 * Empty text fields become null; files are kept in memory on `request.uploads`, and their field holds the
 * file name so the schema's `format: binary` string is satisfied. The operation's limits bound what is read:
 * a field, a file or a count over its limit stops reading at once with 413 (the connection is then closed).
 */
async function readMultipart(req: FastifyRequest, limits: BodyLimits): Promise<Record<string, unknown>> {
  const entries: Array<[string, unknown]> = [];
  // A chunked body announces no length: count what arrives, and stop at the operation's limit.
  let received = 0;
  let overflow = false;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limits.bodyBytes) {
      overflow = true;
      req.raw.off('data', count);
      req.raw.emit('error', tooLarge());
    }
  };
  req.raw.on('data', count);
  try {
    const parts = req.parts({
      limits: {
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        files: limits.files,
        fileSize: limits.fileBytes,
        parts: limits.fields + limits.files,
        headerPairs: 20,
        fieldNameSize: 200,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!limits.fileFields.includes(part.fieldname)) {
          throw new AppError(422, 'validation.unknownField', {
            params: { field: part.fieldname.slice(0, 60), rule: 'file' },
          });
        }
        if (limits.spool) {
          req.uploads[part.fieldname] = await spool(
            req,
            part.fieldname,
            part.filename,
            part.mimetype,
            part.file,
          );
          if (part.file.truncated) throw fileTooLarge(limits);
        } else {
          const data = await part.toBuffer();
          if (part.file.truncated) throw fileTooLarge(limits);
          req.uploads[part.fieldname] = {
            field: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            data,
          };
        }
        entries.push([part.fieldname, part.filename || 'upload']);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
        const value = typeof part.value === 'string' && part.value === '' ? null : part.value;
        entries.push([part.fieldname, value]);
      }
    }
  } catch (err) {
    const refusal = refusalOf(err, limits);
    // A refused part (a field or file over its limit, a file where none is taken) in a body within the operation's
    // limit: the rest of the body is read and dropped before the answer, so that the browser finishes sending and
    // reads the message. Closing a socket with unread data resets it, and the browser then shows a network error
    // instead. A body past the operation's limit is not read further: that connection is cut.
    if (!overflow) await discardRest(req);
    if (overflow) throw tooLarge();
    throw refusal;
  } finally {
    req.raw.off('data', count);
  }
  try {
    return assignBrackets(entries);
  } catch (err) {
    if (err instanceof BracketError) throw badRequest(err.rule, { name: err.field });
    throw err;
  }
}

/**
 * Writes a large file part to a temporary file under the data folder (`.incoming/`), counting its bytes; the file is
 * removed once the answer is sent (or when reading fails).
 */
async function spool(
  req: FastifyRequest,
  field: string,
  filename: string,
  mimetype: string,
  stream: NodeJS.ReadableStream,
): Promise<UploadedFile> {
  const dir = path.join(req.server.config.dataDir, '.incoming');
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
  const upload: UploadedFile = { field, filename, mimetype, data: Buffer.alloc(0), path: target, bytes: 0 };
  // Registered before the first byte: whatever happens next, the file goes with the request.
  req.uploads[field] = upload;
  let bytes = 0;
  stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  await pipeline(stream, fs.createWriteStream(target));
  upload.bytes = bytes;
  return upload;
}

/** Removes the request's spooled files. */
async function removeSpooled(req: FastifyRequest): Promise<void> {
  for (const upload of Object.values(req.uploads ?? {}))
    if (upload.path) await fs.promises.rm(upload.path, { force: true });
}

/** The answer for what stopped reading a multipart body. */
function refusalOf(err: unknown, limits: BodyLimits): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits);
  if (code?.startsWith('FST_') && /LIMIT/.test(code)) return tooLarge();
  // Busboy's own complaints (no boundary, a broken part) mean the body cannot be read.
  return badRequest('multipart');
}

/**
 * Reads what is left of a request body and throws it away; done at the end of the body, or when the body turns out
 * larger than the operation's limit (the byte count then raises an error on the request, and the answer closes the
 * connection).
 */
async function discardRest(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  await new Promise<void>((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
}

/** ajv coerces "1e400" to Infinity and lets it through its bounds; no field of Pawon takes one. */
function hasNonFinite(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some((v) => hasNonFinite(v, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Buffer))
    return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
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
    // A body announced larger than the operation takes is refused before a byte of it is read.
    const limits = req.routeOptions.config.limits;
    const announced = Number(req.headers['content-length'] ?? 0);
    if (limits && announced > limits.bodyBytes) throw tooLarge();
  });
  app.addHook('preValidation', async (req) => {
    const limits = req.routeOptions.config.limits;
    if (req.isMultipart()) {
      if (!limits) throw new AppError(415, 'request.unsupportedType', { params: { rule: 'multipart' } });
      req.body = markFormBody(await readMultipart(req, limits));
    } else if (req.body === undefined || req.body === null) req.body = {};
    if (hasNul(req.body) || hasNul(req.params) || hasNul(req.query)) {
      throw new AppError(422, 'request.badCharacters');
    }
  });
  app.addHook('onResponse', (req) => removeSpooled(req));
  app.addHook('onRequestAbort', (req) => removeSpooled(req));
  app.addHook('preHandler', async (req) => {
    if (hasNonFinite(req.body) || hasNonFinite(req.params) || hasNonFinite(req.query)) {
      throw new AppError(422, 'request.numberOutOfRange');
    }
  });
}
