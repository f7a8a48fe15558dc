import type { RouteHandlerMethod } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp, checkHandlers } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loadContract } from '../src/openapi.js';
import { handlers } from '../src/routes/index.js';
import { PNG, sampleRequest, useTestApp } from './helpers.js';

const contract = loadContract();
const t = useTestApp();

const sample = sampleRequest;

describe('the contract', () => {
  it('declares every operation with x-menus and x-right, and only the methods and paths of the spec', () => {
    expect(contract.operations.length).toBeGreaterThanOrEqual(26);
    for (const op of contract.operations) {
      expect(['view', 'create', 'update', 'delete']).toContain(op.access.right);
      if (op.method === 'POST' && op.body)
        expect(op.contentTypes, op.operationId).toEqual(expect.arrayContaining(['multipart/form-data']));
    }
  });

  it('has exactly one handler per operation; the server refuses to boot otherwise', async () => {
    expect(() => checkHandlers(contract, handlers)).not.toThrow();
    const { login: _login, ...missing } = handlers;
    await expect(buildApp({ db: t.database.db, config: loadConfig({}), handlers: missing })).rejects.toThrow(
      /operations without a handler: login/,
    );
    const extra: Record<string, RouteHandlerMethod> = { ...handlers, orphan: async () => ({}) };
    await expect(buildApp({ db: t.database.db, config: loadConfig({}), handlers: extra })).rejects.toThrow(
      /handlers without an operation: orphan/,
    );
  });

  it('accepts paths with or without a trailing slash', async () => {
    const a = await t.call('admin', 'POST', '/api/userApp/newPass', { newPassword: 'x' });
    const b = await t.call('admin', 'POST', '/api/userApp/newPass/', { newPassword: 'x' });
    expect(a.statusCode).toBe(422);
    expect(b.statusCode).toBe(422);
    expect((await t.call('admin', 'POST', '/api/position/list/', {})).statusCode).toBe(200);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await t.call('admin', 'GET', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });

  it('redirects / to /build/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/build/');
  });
});

describe('access, from x-menus and x-right', () => {
  const guarded = contract.operations.filter((op) => !op.access.public);

  it.each(guarded.map((op) => [op.operationId, op] as const))('%s needs a session (401)', async (_id, op) => {
    const { method, url } = sample(op);
    const res = await t.call(null, method, url, op.body ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Silakan masuk terlebih dahulu.' });
  });

  const menuGated = guarded.filter((op) => op.access.menus.length > 0 && !op.access.self);
  it.each(menuGated.map((op) => [op.operationId, op] as const))(
    '%s answers 403 exactly when the user lacks its menu right',
    async (_id, op) => {
      // The Default group (kasir) has the dashboard and transactions (view and create); a transaction screen may read
      // the reference lists it picks from.
      const rights = (await t.call('kasir', 'GET', '/api/me')).json().rights as Array<
        { url: string } & Record<string, boolean>
      >;
      const granted = op.access.menus.some((url) => rights.some((r) => r.url === url && r[op.access.right]));
      const { method, url } = sample(op);
      const res = await t.call('kasir', method, url, op.body ? {} : undefined);
      if (granted) expect(res.statusCode).not.toBe(403);
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/hak akses/);
      }
    },
  );

  const selfOps = guarded.filter((op) => op.access.self);
  it.each(selfOps.map((op) => [op.operationId, op] as const))(
    '%s refuses acting on another user without the right (403; one session by its id: 404)',
    async (_id, op) => {
      // The admin (user 1) is the other user; the session operations name them by `userId`.
      const body: Record<string, unknown> = op.operationId.startsWith('session') ? { userId: 1 } : { id: 1 };
      if (op.operationId === 'sessionEnd') {
        // One session, by its opaque id: another user's that the caller may not manage answers 404, as a missing
        // one does (a guessed id tells nothing), and it stays signed in.
        const admin = await t.call('admin', 'POST', '/api/session/list', {});
        const id = (admin.json().datas as Array<{ id: string }>)[0]!.id;
        const res = await t.call('kasir', 'POST', op.path, { id });
        expect(res.statusCode).toBe(404);
        expect((await t.call('admin', 'POST', '/api/session/list', {})).json().datas).toContainEqual(
          expect.objectContaining({ id }),
        );
        return;
      }
      if (op.operationId === 'userUpdate')
        Object.assign(body, { version: 1, name: 'Admin', email: 'admin@pawon.test' });
      if (op.operationId === 'userNewPassword') body.newPassword = 'pawon-baru-123';
      const res =
        op.operationId === 'userUploadPhoto'
          ? await (async () => {
              const { multipart } = await import('./helpers.js');
              const mp = multipart({ id: 1 }, { photo: { filename: 'a.png', type: 'image/png', data: PNG } });
              return t.app.inject({
                method: 'POST',
                url: op.path,
                headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf('kasir')}` },
                payload: mp.payload,
              });
            })()
          : await t.call('kasir', 'POST', op.path, body);
      expect(res.statusCode).toBe(403);
    },
  );

  it('lets a right on one menu not grant another right', async () => {
    // Staff may create and update on their menus, but never reach user management.
    expect((await t.call('staff', 'POST', '/api/userApp/listUser', {})).statusCode).toBe(403);
  });
});
