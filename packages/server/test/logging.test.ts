import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useLoggingApp, useTestApp } from './helpers.js';

/**
 * Issue 7, point 5: the log never holds a query's text or parameters (password hashes, emails, tokens), nor
 * a PostgreSQL message or detail quoting a row, nor a URL's query string.
 */
const t = useTestApp();
const { lines, app: logged } = useLoggingApp(t);

const as = async (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  logged().inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the log of database failures', () => {
  it('logs a failed insert by its SQLSTATE and table only, never its query, parameters or row', async () => {
    const login = await as('POST', '/api/login?lang=id&token=query-secret-123', null, {
      login: 'admin@pawon.test',
      password: 'pawon-admin',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;

    // A trigger that fails every insert into users, quoting the row in its message (as 22P02 and others do).
    await t.query(
      sql.raw(`create function pawon_refuse() returns trigger language plpgsql as $$
                             begin raise exception 'tidak boleh: %', new.email; end $$`),
    );
    await t.query(
      sql.raw(
        `create trigger pawon_refuse before insert on users for each row execute function pawon_refuse()`,
      ),
    );
    try {
      const res = await as('POST', '/api/userApp/add', token, {
        name: 'Rahasia',
        email: 'rahasia-sekali@pawon.test',
        password: 'sandi-rahasia-99',
        phone: '0812 7777 8888',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/^Terjadi kesalahan pada server\. Kode: /);
      expect(res.body).not.toMatch(/rahasia-sekali|insert|argon2/i);
    } finally {
      await t.query(sql.raw(`drop trigger pawon_refuse on users`));
      await t.query(sql.raw(`drop function pawon_refuse()`));
    }

    // A check constraint the code does not know: 422, and a warning with the constraint's name.
    await t.query(sql.raw(`alter table positions add constraint positions_code_not_xx check (code <> 'XX')`));
    try {
      const res = await as('POST', '/api/position/add', token, { code: 'xx', name: 'Ditolak' });
      expect(res.statusCode).toBe(422);
    } finally {
      await t.query(sql.raw(`alter table positions drop constraint positions_code_not_xx`));
    }

    // Searched without the numbers each line gets anyway (times, request ids): `"responseTime":252.0812…` or a uuid
    // could hold '0812' by chance (it did once, in a CI run).
    const log = lines
      .map((l) => {
        const {
          time: _time,
          responseTime: _ms,
          reqId: _id,
          req,
          ...rest
        } = JSON.parse(l) as Record<string, unknown>;
        const { id: _reqId, ...request } = (req ?? {}) as Record<string, unknown>;
        return JSON.stringify(req ? { ...rest, req: request } : rest);
      })
      .join('\n');
    const failure = lines
      .map((l) => JSON.parse(l) as { msg: string; err?: { db?: Record<string, string> } })
      .find((l) => l.msg === 'unhandled error');
    expect(failure?.err?.db).toEqual({ code: 'P0001' });
    const refused = lines
      .map((l) => JSON.parse(l) as { msg: string; err?: { db?: Record<string, string> } })
      .find((l) => l.msg === 'database refused a write');
    expect(refused?.err?.db).toEqual({
      code: '23514',
      constraint: 'positions_code_not_xx',
      table: 'positions',
    });
    for (const secret of [
      'rahasia-sekali',
      'sandi-rahasia',
      '$argon2',
      'argon2id',
      '0812',
      '77778888',
      'Rahasia',
      token,
      'query-secret-123',
      'pawon-admin',
      'insert into',
      'params:',
      'tidak boleh',
      'Failed query',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain('"url":"/api/login"');
  });
});
