/**
 * Issue 41: the API reference at /api/docs and the contract at /api/openapi.json, served by the server itself,
 * without a session and without anything from another host (an offline intranet must be able to read it).
 */
import { gunzipSync } from 'node:zlib';
import { readContract } from '@pawon/api-client/contract';
import { errorCodes } from '@pawon/api-client/errorCodes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every http(s) address in a text, by host. */
const hostsIn = (text: string) =>
  new Set([...text.matchAll(/https?:\/\/([a-z0-9.-]+)/gi)].map((m) => m[1]!.toLowerCase()));

/**
 * The hosts Swagger UI's bundle names: identifiers of specifications (JSON Schema dialects, SVG's namespace) and
 * links in its texts, none of them fetched. A new version that names another host fails here until it is looked at:
 * a font, a script or a telemetry host would be loaded from the internet.
 */
const NAMED_NOT_FETCHED = new Set([
  'www.w3.org',
  'json-schema.org',
  'spec.openapis.org',
  'datatracker.ietf.org',
  'www.rfc-editor.org',
  'github.com',
  'swagger.io',
  // Swagger UI's validator badge: off (`validatorUrl: null` in pawon-docs.js, checked below).
  'validator.swagger.io',
  'example.com',
  'spdx.org',
  'redux.js.org',
  'reactjs.org',
  'fb.me',
  'vladimirgorej.com',
  // A URL-shaped list of social sites in a sanitizer's data, never requested.
  'www.tiktok.com',
  'twitter.com',
  'instagram.com',
  'www.facebook.com',
  'soundcloud.com',
  'base',
]);

describe('GET /api/docs', () => {
  it('answers the reference page without a session: its scripts and styles from this server only', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<main id="swagger-ui"></main>');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/pawon-docs.js']);
    expect(styles).toEqual(['/api/docs/swagger-ui.css', '/api/docs/pawon-docs.css']);
    // No inline script: the CSP's script-src 'self' holds.
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    expect(hostsIn(html).size).toBe(0);
  });

  it('lists every error code of the contract with its Indonesian and English texts', async () => {
    const html = (await get('/api/docs')).body;
    const rows = [
      ...html.matchAll(
        /<tr><td>([^<]+)<\/td><td>([^<]*)<\/td><td lang="id">([^<]*)<\/td><td lang="en">([^<]*)<\/td><\/tr>/g,
      ),
    ];
    expect(rows.map((r) => r[1])).toEqual([...errorCodes]);
    for (const [, code, meaning, id, en] of rows) {
      expect(meaning, code).not.toBe('');
      expect(id, code).not.toBe('');
      expect(en, code).not.toBe('');
    }
    const stock = rows.find((r) => r[1] === 'stock.short')!;
    expect(stock[3]).toMatch(/stok/i);
    expect(stock[4]).toMatch(/stock/i);
  });

  it('sends gzip when accepted, with an ETag that answers 304 while unchanged', async () => {
    const plain = await get('/api/docs');
    const res = await get('/api/docs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/docs', { 'if-none-match': `W/"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/docs', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers the page the same with a session or with an expired token (it holds no data)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/docs/{file}', () => {
  it("serves Swagger UI's script and style from the server's own copy, naming no host it would fetch", async () => {
    const bundle = await get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.body).toContain('SwaggerUIBundle');
    expect([...hostsIn(bundle.body)].filter((host) => !NAMED_NOT_FETCHED.has(host))).toEqual([]);

    const css = await get('/api/docs/swagger-ui.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    // A stylesheet fetches through url() and @import: only data: addresses (SVG icons) there.
    const urls = [...css.body.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => !u.startsWith('data:'))).toEqual([]);
    expect(css.body).not.toMatch(/@import/);
  });

  it('starts Swagger UI on /api/openapi.json, without the validator badge', async () => {
    const res = await get('/api/docs/pawon-docs.js', { 'accept-encoding': 'gzip' });
    const script = gunzipSync(res.rawPayload).toString('utf8');
    expect(script).toContain("url: '/api/openapi.json'");
    expect(script).toContain('validatorUrl: null');
    expect(hostsIn(script).size).toBe(0);
  });

  it('refuses a file that is not one of the page (422), and never a path outside them', async () => {
    const res = await get('/api/docs/package.json');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation.failed');
    expect((await get('/api/docs/..%2F..%2Fpackage.json')).statusCode).toBe(422);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the contract the server validates against, anchors resolved, without a session', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const doc = res.json();
    expect(doc).toEqual(readContract());
    expect(doc).toEqual(t.app.contract.doc);
    // A merged answer (`<<: *read`) is there in full.
    expect(doc.paths['/api/me'].get.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
  });

  it('has an ETag (304) and a gzip copy like the other files', async () => {
    const res = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(readContract());
    const again = await get('/api/openapi.json', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});
