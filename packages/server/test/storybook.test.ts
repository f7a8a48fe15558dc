import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/errors.js';
import { registerStorybook, STORYBOOK_CSP } from '../src/plugins/static.js';

// A tiny Storybook build as npm start leaves it: pages, a script, and the gzip copies it writes beside them.
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script>window.CONFIG_TYPE = 'PRODUCTION';</script></head><body><div id="root"></div><script type="module" src="./sb-manager/runtime.js"></script></body></html>`,
  'iframe.html': `<!doctype html><html><body><div id="storybook-root"></div></body></html>`,
  'sb-manager/runtime.js': `console.log(${JSON.stringify('Storybook '.repeat(200))});`,
};

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-storybook-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  // As the app's server: a trailing slash is ignored by the router.
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  registerErrorHandler(app);
  app.get('/api/other', async () => ({ ok: true }));
  await registerStorybook(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built Storybook at /storybook/', () => {
  it('serves its pages to anyone (no session), with the inline scripts and frames it needs allowed there only', async () => {
    const page = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(files['index.html']);
    expect(page.headers['content-security-policy']).toBe(STORYBOOK_CSP);
    expect(STORYBOOK_CSP).toContain("frame-ancestors 'self'");
    const other = await app.inject({ method: 'GET', url: '/api/other' });
    expect(other.headers['content-security-policy']).toBeUndefined();
    const bare = await app.inject({ method: 'GET', url: '/storybook?path=/story/button' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/storybook/?path=/story/button');
  });

  it('sends the gzip copy when accepted', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/storybook/sb-manager/runtime.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(files['sb-manager/runtime.js']);
    expect(res.headers.etag).toBeDefined();
  });

  it('answers 404 for a file it does not have, and never a path outside its folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/storybook/nothing.js' })).statusCode).toBe(404);
    const outside = await app.inject({ method: 'GET', url: '/storybook/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(outside.statusCode);
  });

  it('says how to build it when it was not built', async () => {
    const bare = Fastify();
    await registerStorybook(bare, path.join(dir, 'missing'));
    const res = await bare.inject({ method: 'GET', url: '/storybook/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/Storybook belum dibangun/);
    await bare.close();
  });
});
