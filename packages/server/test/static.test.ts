import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/errors.js';
import { pickEncoding, registerStatic } from '../src/plugins/static.js';

// A tiny build: index.html, a hashed script, a stylesheet, an icon SVG, and a small file left uncompressed.
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/build/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
  'assets/index-abc.js': `console.log(${JSON.stringify('Pawon '.repeat(200))});`,
  'assets/index-abc.css': `body { margin: 0; } ${'.a { color: red; } '.repeat(100)}`,
  'assets/boxicons-2.1.4/regular/bx-home.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${'M1 1 '.repeat(80)}"/></svg>`,
  'assets/tiny.js': 'export{};',
};
const compressed = [
  'index.html',
  'assets/index-abc.js',
  'assets/index-abc.css',
  'assets/boxicons-2.1.4/regular/bx-home.svg',
];

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-static-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  for (const name of compressed) {
    const data = fs.readFileSync(path.join(dist, name));
    fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(data));
    fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(data));
  }
  app = Fastify();
  registerErrorHandler(app);
  await registerStatic(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('static files of the SPA: precompressed, chosen by Accept-Encoding', () => {
  it('sends the brotli copy of a script when the browser accepts it', async () => {
    const res = await get('/build/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['assets/index-abc.js']);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await get('/build/assets/index-abc.css', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/index-abc.css']);

    const plain = await get('/build/assets/index-abc.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(plain.body).toBe(files['assets/index-abc.css']);

    const refused = await get('/build/assets/index-abc.css', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(files['assets/index-abc.css']);
  });

  it('sends the icon SVGs compressed, as SVG', async () => {
    const res = await get('/build/assets/boxicons-2.1.4/regular/bx-home.svg', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      files['assets/boxicons-2.1.4/regular/bx-home.svg'],
    );
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/build/assets/tiny.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{};');
  });

  it('sends index.html compressed for the app root and for every route of the SPA', async () => {
    for (const url of ['/build/', '/build/login', '/build/items/bahan-baku/list?page=2']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['index.html']);
    }
    const gz = await get('/build/dashboard', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['index.html']);
    const plain = await get('/build/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['index.html']);
  });

  it('sends a page address without /build/ to the app, and keeps JSON 404s for the API', async () => {
    const page = await get('/dashboard?tab=1');
    expect(page.statusCode).toBe(302);
    expect(page.headers['location']).toBe('/build/dashboard?tab=1');
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', message: 'Alamat GET /api/nope tidak ditemukan.' });
  });

  it('does not serve the compressed copies as files of their own, and 404s a missing asset', async () => {
    expect((await get('/build/assets/index-abc.js.br')).statusCode).toBe(404);
    expect((await get('/build/assets/nope-123.js', 'br')).statusCode).toBe(404);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('br', ['gzip'])).toBeNull();
  });
});
