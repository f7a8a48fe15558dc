import fs from 'node:fs';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import {
  CONSTRAINTS,
  clientErrorOf,
  isDatabaseUnavailable,
  safeDbFields,
  violatedConstraint,
} from '../src/lib/dbErrors.js';
import { serializeError } from '../src/lib/logging.js';

/** A PostgreSQL error as node-postgres and PGlite report it, wrapped the way Drizzle wraps it. */
function wrapped(
  fields: Record<string, string>,
  params: unknown[] = ['budi@pawon.test', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
) {
  const pg = Object.assign(new Error(fields.message ?? 'error'), fields);
  return new DrizzleQueryError('insert into users (email, password_hash) values ($1, $2)', params, pg);
}

describe('clientErrorOf: constraint violations in one place', () => {
  it('maps a unique violation inside DrizzleQueryError to 409 with its field', () => {
    const err = clientErrorOf(
      wrapped({
        code: '23505',
        constraint: 'users_email_lower',
        table: 'users',
        detail: 'Key (lower(email))=(budi@pawon.test) already exists.',
      }),
    );
    expect(err).toMatchObject({ statusCode: 409, errors: { email: ['Email sudah dipakai pengguna lain.'] } });
    expect(violatedConstraint(wrapped({ code: '23505', constraint: 'positions_code_lower' }))).toBe(
      'positions_code_lower',
    );
  });

  it('maps a missing reference to 422 on its field, and a delete of a row in use to 409', () => {
    const insert = wrapped({
      code: '23503',
      constraint: 'users_position_id_positions_id_fk',
      message: 'insert or update on table "users" violates foreign key constraint',
      detail: 'Key (position_id)=(9) is not present in table "positions".',
    });
    expect(clientErrorOf(insert)).toMatchObject({
      statusCode: 422,
      errors: { positionId: ['Jabatan tidak ditemukan.'] },
    });
    const del = wrapped({
      code: '23503',
      constraint: 'users_position_id_positions_id_fk',
      message: 'update or delete on table "positions" violates foreign key constraint',
      detail: 'Key (id)=(9) is still referenced from table "users".',
    });
    expect(clientErrorOf(del)).toMatchObject({
      statusCode: 409,
      message: 'Jabatan masih dipakai oleh pengguna.',
    });
  });

  it('names what is in use for every foreign key that refuses a delete (ON DELETE restrict) in the migrations', () => {
    const folder = new URL('../drizzle/', import.meta.url);
    const restricting = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => [
        ...fs
          .readFileSync(new URL(f, folder), 'utf8')
          .matchAll(/CONSTRAINT "([^"]+)" FOREIGN KEY .*? ON DELETE restrict/g),
      ])
      .map((m) => m[1]!);
    expect(restricting.length).toBeGreaterThan(10);
    expect(restricting.filter((name) => !CONSTRAINTS[name]?.inUse)).toEqual([]);
  });

  it('maps check and not-null violations to 422, and leaves other errors alone', () => {
    expect(clientErrorOf(wrapped({ code: '23514', constraint: 'something_check' }))?.statusCode).toBe(422);
    expect(clientErrorOf(wrapped({ code: '23502', column: 'name' }))).toMatchObject({
      statusCode: 422,
      errors: { name: ['Wajib diisi.'] },
    });
    expect(clientErrorOf(wrapped({ code: 'P0001' }))).toBeUndefined();
    expect(clientErrorOf(new TypeError('x'))).toBeUndefined();
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['admin shutdown (pg_terminate_backend)', wrapped({ code: '57P01' })],
    ['statement timeout', wrapped({ code: '57014' })],
    ['connection exception class 08', wrapped({ code: '08006' })],
    [
      'a dropped socket',
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ],
    ['a client-side timeout', new Error('Query read timeout')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('is false for a constraint violation, and for a query whose text merely mentions a timeout', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError("select 'Connection terminated'", [], new Error('syntax'))),
    ).toBe(false);
  });
});

describe('what is logged of a database error', () => {
  it('keeps SQLSTATE, constraint and table; never the query, parameters, message or detail', () => {
    const err = wrapped({
      code: '23505',
      constraint: 'users_email_lower',
      table: 'users',
      message: 'duplicate key',
      detail: 'Key (lower(email))=(budi@pawon.test) already exists.',
    });
    expect(safeDbFields(err)).toEqual({ code: '23505', constraint: 'users_email_lower', table: 'users' });
    const logged = JSON.stringify(serializeError(err));
    for (const secret of ['budi@pawon.test', 'argon2', 'insert into', 'params', 'duplicate key'])
      expect(logged).not.toContain(secret);
    expect(logged).toContain('"db":{"code":"23505"');
  });
});
