import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_FAILED } from '../src/domains/access/auth.js';
import { useCluster } from './cluster.js';
import { useTestApp, type Json } from './helpers.js';

/**
 * Issue 7, points 3, 4 and 5: races that only PostgreSQL shows (PGlite runs one transaction at a time).
 * Run with DATABASE_URL set; CI runs the server suite on both. Each race runs twice: against the test's own app
 * (one process) and through the port of a two-worker cluster (`PAWON_WORKERS=2`, issue 17), where the parallel
 * requests land on both processes and only PostgreSQL holds them together.
 */
describe.runIf(process.env.DATABASE_URL)('races on PostgreSQL', { timeout: 180_000 }, () => {
  const t = useTestApp();
  const cluster = useCluster(t, 2);

  interface Reply {
    statusCode: number;
    body: string;
    json(): Json;
  }
  interface Target {
    /** Tells one target's records and addresses from the other's (both share the database). */
    tag: string;
    login(login: string, password: string, ip: string): Promise<Reply>;
    call(role: string | null, method: 'POST' | 'DELETE', url: string, body?: Json): Promise<Reply>;
  }
  const targets: Array<[string, Target]> = [
    [
      'one process',
      {
        tag: 'a',
        login: (login, password, ip) => t.login(login, password, 'json', ip),
        call: (role, method, url, body) => t.call(role, method, url, body),
      },
    ],
    [
      'two worker processes',
      {
        tag: 'b',
        login: (login, password, ip) => cluster.login(login, password, ip),
        call: (role, method, url, body) => cluster.call(role, method, url, body),
      },
    ],
  ];

  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  describe.each(targets)('%s', (_, target) => {
    const { tag } = target;
    describe('point 3: sign-in throttling holds under parallel guesses', () => {
      it.each([30, 150])(
        'tries at most 5 of %i wrong passwords sent in parallel for one account',
        async (n) => {
          const ip = `10.30.${tag === 'a' ? 1 : 2}.${n % 250}`;
          const codes = await Promise.all(
            Array.from({ length: n }, (_, i) =>
              target
                .login(i % 2 ? 'staff@pawon.test' : 'Staf Produksi', `wrong-${i}-password`, ip)
                .then((r) => r.statusCode),
            ),
          );
          const counts = tally(codes);
          expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(MAX_FAILED);
          expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(n);
          const tried = await t.query<{ n: number }>(
            sql`select count(*)::int as n from login_attempts where ip = ${ip}`,
          );
          expect(tried[0]!.n).toBeLessThanOrEqual(MAX_FAILED);
          // The right password is refused too now: the limit is before the password check.
          expect((await target.login('staff@pawon.test', 'pawon-staff', ip)).statusCode).toBe(429);
          await t.query(sql`delete from login_attempts where ip = ${ip}`);
        },
      );
    });

    describe('point 4: the last active Super Admin survives concurrent removals', () => {
      it('lets only one of "A deletes B" and "B deactivates A" through, round after round', async () => {
        for (let round = 0; round < 6; round++) {
          const make = async (who: string) => {
            const res = await t.call('admin', 'POST', '/api/userApp/add', {
              name: `Admin ${tag} ${who} ${round}`,
              email: `sa-${tag}-${who}-${round}@pawon.test`,
              password: 'super-admin-1',
              groupIds: [1],
            });
            expect(res.statusCode, res.body).toBe(200);
            return res.json().datas as { id: number; version: number; name: string; email: string };
          };
          const a = await make('a');
          const b = await make('b');
          const tokenA = (await target.login(a.email, 'super-admin-1', '127.0.0.1')).json().token as string;
          const tokenB = (await target.login(b.email, 'super-admin-1', '127.0.0.1')).json().token as string;
          // Only A and B are active Super Admins now.
          await t.query(
            sql`update users set active = false where id in (select user_id from group_users where group_id = 1) and id not in (${a.id}, ${b.id})`,
          );

          const [del, off] = await Promise.all([
            target.call(tokenA, 'DELETE', `/api/userApp/delete/${b.id}`),
            target.call(tokenB, 'POST', '/api/userApp/update', {
              id: a.id,
              version: a.version,
              name: a.name,
              email: a.email,
              active: false,
            }),
          ]);
          const active = await t.query<{ n: number }>(sql`
            select count(*)::int as n from group_users gu join users u on u.id = gu.user_id where gu.group_id = 1 and u.active`);
          expect(active[0]!.n, `round ${round}: ${del.statusCode} ${off.statusCode}`).toBeGreaterThanOrEqual(
            1,
          );
          expect([del.statusCode, off.statusCode].filter((c) => c === 200)).toHaveLength(1);
          for (const res of [del, off]) expect([200, 401, 403, 409]).toContain(res.statusCode);
          await t.query(sql`update users set active = true where email = 'admin@pawon.test'`);
        }
      });
    });

    describe('point 5: concurrent creates of one unique value give one 200 and 409s, never a 500', () => {
      const same = async (n: number, send: (i: number) => Promise<{ statusCode: number; body: string }>) => {
        // Sign in once first: 50 parallel sign-ins of one account would be refused as guesses beyond the fifth.
        await t.tokenOf('admin');
        const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
        return { counts: tally(answers.map((a) => a.statusCode)), answers };
      };

      it('position code', async () => {
        const { counts, answers } = await same(50, (i) =>
          target.call('admin', 'POST', '/api/position/add', {
            code: `RACE${tag.toUpperCase()}`,
            name: `Balapan ${tag} ${i}`,
          }),
        );
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 1, 409: 49 });
        for (const a of answers.filter((x) => x.statusCode === 409))
          expect(JSON.parse(a.body).errors.code).toBeDefined();
      });

      it('group name', async () => {
        const { counts, answers } = await same(50, () =>
          target.call('admin', 'POST', '/api/authorization-group/add', { name: `Grup Balapan ${tag}` }),
        );
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 1, 409: 49 });
        for (const a of answers.filter((x) => x.statusCode === 409))
          expect(JSON.parse(a.body).errors.name).toBeDefined();
      });

      it('user email and user name', async () => {
        const byEmail = await same(30, (i) =>
          target.call('admin', 'POST', '/api/userApp/add', {
            name: `Balap ${tag} ${i}`,
            email: `balap-${tag}@pawon.test`,
            password: 'balapan-balapan',
          }),
        );
        expect(byEmail.counts, JSON.stringify(byEmail.counts)).toEqual({ 200: 1, 409: 29 });
        for (const a of byEmail.answers.filter((x) => x.statusCode === 409))
          expect(JSON.parse(a.body).errors.email).toBeDefined();
        const byName = await same(30, (i) =>
          target.call('admin', 'POST', '/api/userApp/add', {
            name: `Nama Balapan ${tag}`,
            email: `balap-${tag}-${i}@pawon.test`,
            password: 'balapan-balapan',
          }),
        );
        expect(byName.counts, JSON.stringify(byName.counts)).toEqual({ 200: 1, 409: 29 });
        for (const a of byName.answers.filter((x) => x.statusCode === 409))
          expect(JSON.parse(a.body).errors.name).toBeDefined();
      });

      it('register email: the same answer for all, one account made', async () => {
        const { counts, answers } = await same(50, (i) =>
          target.call(null, 'POST', '/api/register', {
            name: `Daftar Balapan ${tag} ${i}`,
            email: `daftar-balap-${tag}@pawon.test`,
            password: 'balapan-balapan',
          }),
        );
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 50 });
        expect(new Set(answers.map((a) => a.body)).size).toBe(1);
        const made = await t.query<{ n: number }>(
          sql`select count(*)::int as n from users where email = ${`daftar-balap-${tag}@pawon.test`}`,
        );
        expect(made[0]!.n).toBe(1);
      });
    });
  });

  it('spread the two-process races over both workers', () => {
    expect(cluster.answeredBy().size).toBe(2);
  });
});
