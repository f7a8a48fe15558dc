/**
 * The callers kept per process (issue 42, decision 066) across two servers on one PostgreSQL database, each with its own
 * pool and its own copy of the profiles: a change made through one (or straight in the database) is seen by the other
 * on its very next request, with no wait. Run on PGlite too (the second server is then left out: one handle per
 * folder), where the same checks go through one server.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSecondApp, useTestApp, type Json } from './helpers.js';

describe('callers kept per process', () => {
  const t = useTestApp();
  const second = process.env.DATABASE_URL ? useSecondApp(t) : undefined;
  /** The server that did not make the change (the second one on PostgreSQL). */
  const other = (): FastifyInstance => second?.app ?? t.app;

  const as = (token: string, url: string, body: Json = {}) =>
    other().inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body });
  const me = async (token: string) =>
    other().inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  /** A new user in the Staff group, signed in: their token. */
  async function staffUser(name: string): Promise<{ id: number; token: string }> {
    const groups = await t.ok('/api/authorization-group/list', {});
    const staff = (groups.datas as Json[]).find((g) => g.name === 'Staff')!;
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@pawon.test`;
    const added = await t.ok('/api/userApp/add', {
      name,
      email,
      password: 'rahasia-123',
      active: true,
      groupIds: [staff.id],
    });
    const login = await t.login(email, 'rahasia-123');
    expect(login.statusCode, login.body).toBe(200);
    return { id: (added.datas as Json).id as number, token: login.json().token as string };
  }

  let user: { id: number; token: string };
  beforeAll(async () => {
    user = await staffUser('Sari Kasir Cache');
  });

  it('a right taken from the group is refused on the next request of the other server', async () => {
    // Read twice on the other server: its copy of the profile is made and then used.
    for (let i = 0; i < 2; i++) expect((await as(user.token, '/api/customer/list')).statusCode).toBe(200);
    // Every menu that opens the customer list (`x-menus`), taken from the user's groups straight in the database.
    const menus = sql`(select id from menus where url in ('/data-customer', '/transaction/data', '/report'))`;
    const groups = sql`(select group_id from group_users where user_id = ${user.id})`;
    type Grant = {
      group_id: number;
      menu_id: number;
      can_create: boolean;
      can_update: boolean;
      can_delete: boolean;
    };
    const taken = await t.query<Grant>(
      sql`delete from group_menus where menu_id in ${menus} and group_id in ${groups} returning *`,
    );
    expect(taken.length).toBeGreaterThan(0);
    const refused = await as(user.token, '/api/customer/list');
    expect(refused.statusCode, refused.body).toBe(403);
    // Given back: allowed again at once.
    for (const row of taken)
      await t.query(
        sql`insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
            values (${row.group_id}, ${row.menu_id}, ${row.can_create}, ${row.can_update}, ${row.can_delete})`,
      );
    expect((await as(user.token, '/api/customer/list')).statusCode).toBe(200);
  });

  it('a renamed menu shows at once, and a user switched off is signed out on the other server', async () => {
    const items = async () =>
      ((await me(user.token)).json().menus as Json[]).flatMap((h) => h.items as Json[]);
    const item = (await items())[0]!;
    await t.query(sql`update menus set name = ${`${item.name} Baru`} where id = ${item.id}`);
    expect((await items()).find((m) => m.id === item.id)?.name).toBe(`${item.name} Baru`);
    await t.query(sql`update menus set name = ${item.name} where id = ${item.id}`);

    // Straight in the database, its sessions left as they are: only the user's own record says no.
    await t.query(sql`update users set active = false where id = ${user.id}`);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await as(user.token, '/api/customer/list')).statusCode).toBe(401);
    await t.query(sql`update users set active = true where id = ${user.id}`);
    expect((await as(user.token, '/api/customer/list')).statusCode).toBe(200);
  });

  it('a session ended on one server is refused on the other (sessions are never kept)', async () => {
    const fresh = await staffUser('Budi Gudang Cache');
    expect((await me(fresh.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(fresh.token)).statusCode).toBe(401);
  });

  it('with no mark (a restored old backup), nothing is kept and every request reads the profile', async () => {
    const fresh = await staffUser('Citra Produksi Cache');
    await t.query(sql`delete from auth_epoch`);
    try {
      expect((await as(fresh.token, '/api/customer/list')).statusCode).toBe(200);
      // A change without a mark to move (the triggers update no row): still seen at once.
      await t.query(
        sql`update users set active = false where id = ${(await me(fresh.token)).json().datas.id}`,
      );
      expect((await as(fresh.token, '/api/customer/list')).statusCode).toBe(401);
    } finally {
      await t.query(sql`insert into auth_epoch (id) values (true) on conflict do nothing`);
    }
  });
});
