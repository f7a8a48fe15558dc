import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import errorsEn from '@pawon/api-client/errors/en.json' with { type: 'json' };
import errorsId from '@pawon/api-client/errors/id.json' with { type: 'json' };
import type { Json } from '@pawon/api-client/contract';
import { pickEncoding, varyOnEncoding } from '../../lib/encoding.js';

/**
 * The API reference (issue 41): this contract rendered by Swagger UI, a copy of which comes with the server's npm
 * packages (`swagger-ui-dist`), so the page works on an intranet without the internet. Every file is made once per
 * process, when first asked for, and kept with its gzip copy and its ETag: the server's start pays nothing for it.
 */

const require = createRequire(import.meta.url);

/** One file of the reference, as sent: its body, its gzip copy and its tag. */
export interface DocsFile {
  type: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

function docsFile(type: string, body: Buffer | string): DocsFile {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { type, body: bytes, gzip: gzipSync(bytes, { level: 9 }), etag };
}

/** `If-None-Match` names this tag (a list, weak tags and `*` included). */
function unchanged(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Sends a file of the reference: 304 while the client holds it, else gzip when accepted. */
export function sendDocsFile(req: FastifyRequest, reply: FastifyReply, file: DocsFile): FastifyReply {
  reply.header('ETag', file.etag).header('Cache-Control', 'no-cache');
  varyOnEncoding(reply);
  if (unchanged(req, file.etag)) return reply.status(304).send();
  reply.type(file.type);
  if (pickEncoding(req.headers['accept-encoding'], ['gzip']) === 'gzip')
    return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

// The page's own script: Swagger UI on the contract, nothing fetched from elsewhere (no validator badge).
const initializer = `// Dokumentasi API Pawon: Swagger UI on /api/openapi.json (packages/server/src/domains/platform/apiDocs.ts).
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  displayOperationId: true,
  filter: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  showExtensions: true,
  tryItOutEnabled: false,
  persistAuthorization: false,
});
`;

const style = `.pawon-docs { font-family: sans-serif; color: #3b4151; max-width: 1460px; margin: 0 auto; padding: 0 20px; }
.pawon-docs h1 { font-size: 28px; margin: 24px 0 8px; }
.pawon-docs p { margin: 4px 0; line-height: 1.5; }
.pawon-docs code { background: #f0f0f0; padding: 1px 4px; border-radius: 3px; }
.pawon-docs table { border-collapse: collapse; width: 100%; font-size: 13px; margin: 12px 0 40px; }
.pawon-docs th, .pawon-docs td { border-bottom: 1px solid #d9d9d9; padding: 6px 8px; text-align: left; vertical-align: top; }
.pawon-docs th { background: #fafafa; position: sticky; top: 0; }
.pawon-docs td:first-child { white-space: nowrap; font-family: monospace; }
`;

const files = {
  'swagger-ui-bundle.js': once(() =>
    docsFile(
      'text/javascript; charset=utf-8',
      fs.readFileSync(require.resolve('swagger-ui-dist/swagger-ui-bundle.js')),
    ),
  ),
  'swagger-ui.css': once(() =>
    docsFile('text/css; charset=utf-8', fs.readFileSync(require.resolve('swagger-ui-dist/swagger-ui.css'))),
  ),
  'pawon-docs.js': once(() => docsFile('text/javascript; charset=utf-8', initializer)),
  'pawon-docs.css': once(() => docsFile('text/css; charset=utf-8', style)),
} as const;
export type DocsFileName = keyof typeof files;

export const docsAsset = (name: DocsFileName): DocsFile => files[name]();

/** One error code of the contract with what it means (the contract's words) and its texts in both catalogues. */
export interface ErrorCodeEntry {
  code: string;
  /** The HTTP status and meaning from the `ErrorCode` description (`400: the body … cannot be read`). */
  meaning: string;
  id: string;
  en: string;
}

type Catalogue = Record<string, string>;

/** The catalogue's text of a code: its own, else its variants' (a code said only per `rule`), joined. */
function textOf(catalogue: Catalogue, code: string): string {
  const own = catalogue[`error.${code}`];
  if (own) return own;
  const prefix = `error.${code}.`;
  return Object.entries(catalogue)
    .filter(([key]) => key.startsWith(prefix))
    .map(([, text]) => text)
    .join(' / ');
}

/** Every code of the contract's `ErrorCode`, in its order. */
export function errorCodeEntries(doc: Json): ErrorCodeEntry[] {
  const schema = ((doc.components as Json).schemas as Record<string, Json>).ErrorCode!;
  const meanings = new Map<string, string>();
  for (const line of String(schema.description ?? '').split('\n')) {
    const m = /^- `([^`]+)`: (.*)$/.exec(line.trim());
    if (m) meanings.set(m[1]!, m[2]!);
  }
  return (schema.enum as string[]).map((code) => ({
    code,
    meaning: meanings.get(code) ?? '',
    id: textOf(errorsId as Catalogue, code),
    en: textOf(errorsEn as Catalogue, code),
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reference page: Swagger UI's mount point, how to get a token, and the table of error codes. */
export function docsPage(doc: Json): string {
  const info = doc.info as Json;
  const rows = errorCodeEntries(doc)
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.code)}</td><td>${escapeHtml(e.meaning)}</td><td lang="id">${escapeHtml(e.id)}</td><td lang="en">${escapeHtml(e.en)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dokumentasi API ${escapeHtml(String(info.title ?? 'Pawon'))}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/pawon-docs.css">
</head>
<body>
<header class="pawon-docs">
<h1>Dokumentasi API Pawon</h1>
<p>Setiap panggilan kecuali masuk dan daftar memerlukan token dari <code>POST /api/login</code>: salin <code>token</code>
dari jawabannya ke <strong>Authorize</strong>, lalu <strong>Try it out</strong> pada operasi mana pun. Kontrak sebagai JSON:
<a href="/api/openapi.json">/api/openapi.json</a>. <a href="#kode-galat">Kode galat</a>: arti setiap <code>code</code> jawaban galat.</p>
<p lang="en">Every call but sign-in and register needs the token from <code>POST /api/login</code>: paste it in
<strong>Authorize</strong>, then <strong>Try it out</strong>. Error codes and their texts are listed at the end.</p>
</header>
<main id="swagger-ui"></main>
<section class="pawon-docs" id="kode-galat">
<h2>Kode galat (error codes)</h2>
<p>Jawaban galat: <code>{ "status": "error", "code", "params", "message" }</code>. Teks di bawah ini diisi dari <code>params</code>.</p>
<table>
<thead><tr><th>code</th><th>HTTP, meaning</th><th>Bahasa Indonesia</th><th>English</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/pawon-docs.js"></script>
</body>
</html>
`;
}

// The page and the document, per contract (a test may build the app on another one).
const pages = new WeakMap<Json, DocsFile>();
const documents = new WeakMap<Json, DocsFile>();

export function docsPageFile(doc: Json): DocsFile {
  let file = pages.get(doc);
  if (!file) pages.set(doc, (file = docsFile('text/html; charset=utf-8', docsPage(doc))));
  return file;
}

/** The contract as JSON: the very document the server validates against (anchors and merge keys resolved). */
export function contractFile(doc: Json): DocsFile {
  let file = documents.get(doc);
  if (!file) documents.set(doc, (file = docsFile('application/json; charset=utf-8', JSON.stringify(doc))));
  return file;
}
