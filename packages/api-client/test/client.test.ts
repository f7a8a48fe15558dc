import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  callOperation,
  createApiClient,
  errorCodes,
  toFormData,
  type ErrorCode,
} from '../src/index.js';

type Seen = {
  url: string;
  method: string;
  headers: Headers;
  body: string | FormData | null;
  contentType: string | null;
};

function fakeFetch(respond: (req: Request) => Response) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (req: Request) => {
    const type = req.headers.get('content-type');
    const body = type?.startsWith('multipart/') ? await req.formData() : req.body ? await req.text() : null;
    seen.push({ url: req.url, method: req.method, headers: req.headers, body, contentType: type });
    return respond(req);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('createApiClient', () => {
  it('sends the bearer token and a request id, and resolves with the data', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { status: 'success', datas: [], total: 0 }));
    const api = createApiClient({ baseUrl: 'http://pawon.test', getToken: () => 'tok-123', fetch });
    const { data } = await api.POST('/api/menu-management/menuList', { body: { search: 'stok' } });
    expect(data?.total).toBe(0);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0]!.headers.get('x-request-id')).toMatch(/\S{8,}/);
    expect(seen[0]!.url).toBe('http://pawon.test/api/menu-management/menuList');
    expect(JSON.parse(seen[0]!.body as string)).toEqual({ search: 'stok' });
  });

  it('sends no authorization header without a token', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { status: 'success', message: 'ok' }));
    const api = createApiClient({ getToken: () => null, fetch, baseUrl: 'http://pawon.test' });
    await api.POST('/api/logout');
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('rejects with a typed ApiError carrying the message and field errors', async () => {
    const { fetch } = fakeFetch(() =>
      json(422, {
        status: 'error',
        message: 'Data tidak valid: email',
        errors: { email: ['Format email tidak valid.'] },
      }),
    );
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    const err = await api
      .POST('/api/register', { body: { name: 'Budi', email: 'x', password: '1234567890' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).message).toBe('Data tidak valid: email');
    expect((err as ApiError).fieldError('email')).toBe('Format email tidak valid.');
  });

  it('exposes the answer’s code, its params and each field’s code, typed from the contract', async () => {
    const { fetch } = fakeFetch(() =>
      json(409, {
        status: 'error',
        code: 'stock.short',
        params: { name: 'Tepung', available: 2.25, requested: 3, unit: 'kg', expired: 0 },
        message: 'Stok Tepung tidak cukup: tersedia 2,25 kg, diminta 3 kg.',
        errors: { qty: ['Stok Tepung tersedia 2,25 kg.'] },
        fieldCodes: { qty: { code: 'stock.short', params: { available: 2.25, unit: 'kg' } } },
        available: 2.25,
      }),
    );
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    const err = (await api.GET('/api/me').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    // Typed: a code the contract does not list would not compile here.
    const code: ErrorCode | undefined = err.code;
    expect(code).toBe('stock.short');
    expect(err.params).toEqual({ name: 'Tepung', available: 2.25, requested: 3, unit: 'kg', expired: 0 });
    expect(err.fieldCodes.qty).toEqual({ code: 'stock.short', params: { available: 2.25, unit: 'kg' } });
    expect(err.message).toBe('Stok Tepung tidak cukup: tersedia 2,25 kg, diminta 3 kg.');
    expect(errorCodes).toContain(err.code);
  });

  it('keeps the materials a halal refusal names (decision 057); none on other answers', async () => {
    const materials = [
      { id: 4, name: 'Daging Ayam', state: 'missing' as const, expiry: null },
      { id: 7, name: 'Kecap', state: 'expired' as const, expiry: '2026-11-30' },
    ];
    const { fetch } = fakeFetch(() =>
      json(409, {
        status: 'error',
        code: 'halal.uncertified',
        params: { names: 'Daging Ayam, Kecap', count: 2 },
        message: 'Bahan baku tanpa sertifikat halal yang berlaku: Daging Ayam, Kecap.',
        materials,
      }),
    );
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    const err = (await api.GET('/api/me').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('halal.uncertified');
    expect(err.materials).toEqual(materials);
    const other = createApiClient({
      fetch: fakeFetch(() => json(409, { status: 'error', message: 'x', materials: 'not a list' })).fetch,
      baseUrl: 'http://pawon.test',
    });
    expect(((await other.GET('/api/me').catch((e: unknown) => e)) as ApiError).materials).toEqual([]);
  });

  it('invents no code for an answer without one, nor when the server was not reached', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    const proxied = (await api.GET('/api/me').catch((e: unknown) => e)) as ApiError;
    expect(proxied).toMatchObject({ status: 502, code: undefined, params: {}, fieldCodes: {} });
    const offline = createApiClient({
      baseUrl: 'http://pawon.test',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch,
    });
    const err = (await offline.GET('/api/me').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.code).toBeUndefined();
  });

  it('calls onUnauthorized on a 401 from a signed-in call, but not from login', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { status: 'error', message: 'Sesi berakhir' }));
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test', getToken: () => 't', onUnauthorized });
    await expect(api.GET('/api/me')).rejects.toMatchObject({ status: 401, message: 'Sesi berakhir' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.POST('/api/login', { body: { login: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('carries a stale version’s current record and last change', async () => {
    const conflict = {
      version: 3,
      changedAt: '2026-11-25T07:00:00Z',
      changedBy: 'Owner Pawon',
      record: { id: 4, name: 'Gudang', version: 3 },
    };
    const { fetch } = fakeFetch(() =>
      json(409, { status: 'error', message: 'Diubah', errors: { version: ['usang'] }, conflict }),
    );
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    const err = (await api.GET('/api/me').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(409);
    expect(err.conflict).toEqual(conflict);
  });

  it('reads Retry-After of a 429', async () => {
    const { fetch } = fakeFetch(() =>
      json(429, { status: 'error', message: 'Terlalu banyak' }, { 'Retry-After': '540' }),
    );
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    await expect(api.POST('/api/login', { body: { login: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 429,
      retryAfter: 540,
    });
  });

  it('falls back to an Indonesian message when the body is not JSON, and to status 0 offline', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    await expect(api.GET('/api/me')).rejects.toMatchObject({
      status: 502,
      message: 'Terjadi kesalahan pada server (502).',
    });
    const offline = createApiClient({
      baseUrl: 'http://pawon.test',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch,
    });
    await expect(offline.GET('/api/me')).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('Tidak dapat terhubung'),
    });
  });

  it('uploads a file as multipart with the FormData serializer', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { status: 'success' }));
    const api = createApiClient({ fetch, baseUrl: 'http://pawon.test' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    await api
      .POST('/api/userApp/upload/', { body: { id: 7, photo }, bodySerializer: toFormData })
      .catch(() => undefined);
    const form = seen[0]!.body as FormData;
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(form.get('id')).toBe('7');
    expect((form.get('photo') as File).name).toBe('me.jpg');
  });
});

describe('toFormData', () => {
  it('writes nested objects and arrays with bracket names', () => {
    const form = toFormData({
      name: 'Staff',
      description: null,
      skip: undefined,
      menus: [
        { menuId: 1, create: true },
        { menuId: 2, create: false },
      ],
      userIds: [3, 4],
    });
    expect([...form.entries()]).toEqual([
      ['name', 'Staff'],
      ['description', ''],
      ['menus[0][menuId]', '1'],
      ['menus[0][create]', 'true'],
      ['menus[1][menuId]', '2'],
      ['menus[1][create]', 'false'],
      ['userIds[0]', '3'],
      ['userIds[1]', '4'],
    ]);
  });
});

describe('callOperation', () => {
  it('calls an operation by its id with the contract’s method and path', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json(200, { status: 'success', datas: [], total: 0, page: 1, perPage: 25 }),
    );
    const api = createApiClient({ baseUrl: 'http://pawon.test', fetch });
    const page = await callOperation(api, 'positionList', { body: { search: 'staf', sortBy: 'name' } });
    expect(page.total).toBe(0);
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://pawon.test/api/position/list' });
    expect(JSON.parse(seen[0]!.body as string)).toEqual({ search: 'staf', sortBy: 'name' });
  });

  it('fills path parameters', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { status: 'success', id: 7 }));
    const api = createApiClient({ baseUrl: 'http://pawon.test', fetch });
    expect((await callOperation(api, 'positionDelete', { path: { id: 7 } })).id).toBe(7);
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: 'http://pawon.test/api/position/delete/7' });
  });

  it('fills query parameters (a restock or a usage by the same delete)', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { status: 'success', id: 9 }));
    const api = createApiClient({ baseUrl: 'http://pawon.test', fetch });
    await callOperation(api, 'bahanBakuRestockDelete', { path: { id: 9 }, query: { category: 'used' } });
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      url: 'http://pawon.test/api/bahanBaku/restock/delete/9?category=used',
    });
  });

  it('sends a multipart-only body (an upload) as FormData', async () => {
    const { fetch, seen } = fakeFetch(() => json(200, { status: 'success', datas: {} }));
    const api = createApiClient({ baseUrl: 'http://pawon.test', fetch });
    await callOperation(api, 'userUploadPhoto', {
      body: { id: 3, photo: new Blob(['x'], { type: 'image/png' }) },
    });
    const form = seen[0]!.body as FormData;
    expect(form.get('id')).toBe('3');
    expect(form.get('photo')).toBeInstanceOf(Blob);
  });

  it('rejects like any call of the client', async () => {
    const { fetch } = fakeFetch(() => json(404, { status: 'error', message: 'Jabatan tidak ditemukan.' }));
    const api = createApiClient({ baseUrl: 'http://pawon.test', fetch });
    await expect(callOperation(api, 'positionDelete', { path: { id: 9 } })).rejects.toMatchObject({
      status: 404,
      message: 'Jabatan tidak ditemukan.',
    });
  });
});
