/**
 * Integration tokens (issue 41, "Token Integrasi"): a named bearer token (`pwn_…`) for another system, with scopes (menus
 * and rights, as a group grants them), an optional last day and address ranges. Shown once; only its sha256 is kept.
 * A request with one is resolved here in one statement per request (no process cache: a revocation holds on every
 * process from the next request), which also counts the token's rate limit in the database (shared by processes).
 */
import { BlockList, isIP } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { AppError, invalid, missingReference, notFound } from '../../lib/errors.js';
import type { Schemas } from '../../lib/contract.js';
import type { GrantedMenu } from '../platform/access.js';
import { authMarkSql, profileOf } from './profiles.js';
import { audit } from '../platform/audit.js';
import { defineList } from '../platform/crud.js';
import { actorOf, assertCanGrant, type MenuGrant } from './grants.js';
import { bool, int, json, nullable, row as rowShape, stamp, text } from '../../db/rowShape.js';

export const TOKEN_PREFIX = 'pwn_';
/** `pwn_` and 32 random bytes in base64url. */
const TOKEN_LENGTH = TOKEN_PREFIX.length + 43;
/** What the list shows of a token: `pwn_` and its first 6 characters. */
const SHOWN = TOKEN_PREFIX.length + 6;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const isIntegrationToken = (bearer: string) => bearer.startsWith(TOKEN_PREFIX);

type Input = Schemas['IntegrationTokenInput'];
type Token = Schemas['IntegrationToken'];

/** One address or CIDR range into `list`; false when it is neither (Node's own parser decides). */
function addRange(list: BlockList, range: string): boolean {
  const [address = '', prefix, extra] = range.trim().split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(prefix), type);
  return true;
}

/** The address ranges as given, each checked (422 `token.ipRange` on `ipRanges.N`), without repeats. */
export function checkRanges(ranges: string[]): string[] {
  const list = new BlockList();
  ranges.forEach((range, i) => {
    if (!addRange(list, range))
      throw invalid(`ipRanges.${i}`, 'token.ipRange', { value: range.slice(0, 60) });
  });
  return [...new Set(ranges.map((r) => r.trim()))];
}

/** Whether `ip` (as Fastify gives it: an IPv4-mapped IPv6 address counts as its IPv4 one) is in `ranges`. */
export function inRanges(ranges: string[], ip: string): boolean {
  if (ranges.length === 0) return true;
  const list = new BlockList();
  for (const range of ranges) addRange(list, range);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (!family) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A token's scopes as the list answers them: each menu with its name, url and rights. */
const scopesJson = sql`coalesce((
  select json_agg(json_build_object('menuId', m.id, 'name', m.name, 'url', m.url, 'view', true,
           'create', coalesce((s->>'create')::boolean, false), 'update', coalesce((s->>'update')::boolean, false),
           'delete', coalesce((s->>'delete')::boolean, false)) order by m.sort_order, m.id)
  from jsonb_array_elements(t.scopes) s join menus m on m.id = (s->>'menuId')::int), '[]'::json)`;

/** A token as the list answers it (`t` the token, `u` its creator); `today` decides `expired`. */
const tokenColumns = (today: string) => sql`t.id, t.name, t.prefix, ${scopesJson} as scopes,
  to_json(t.expires_on)#>>'{}' as "expiresOn", to_json(t.ip_ranges) as "ipRanges",
  to_json(t.created_at)#>>'{}' as "createdAt",
  case when u.id is null then null else json_build_object('id', u.id, 'name', u.name, 'email', u.email) end as "createdBy",
  to_json(t.last_used_at)#>>'{}' as "lastUsedAt", to_json(t.revoked_at)#>>'{}' as "revokedAt",
  case when t.revoked_at is not null then 'revoked'
       when t.expires_on < ${today}::date then 'expired' else 'active' end as state`;

const tokenFrom = sql`integration_tokens t left join users u on u.id = t.created_by`;

export interface TokenQuery {
  page?: number;
  perPage?: number | 'all';
  search?: string;
  sortBy?: 'createdAt' | 'name' | 'lastUsedAt';
  sortDir?: 'asc' | 'desc';
}

/** The tokens, newest first by default; `today` is the business date (a token past its last day is `expired`). */
export async function listTokens(tx: Tx, query: TokenQuery, today: string) {
  const list = defineList<Token, TokenQuery>({
    columns: tokenColumns(today),
    from: tokenFrom,
    countFrom: sql`integration_tokens t`,
    key: sql`t.id`,
    search: [sql`t.name`, sql`t.prefix`],
    sort: { createdAt: sql`t.created_at`, name: sql`lower(t.name)`, lastUsedAt: sql`t.last_used_at` },
    defaultSort: 'createdAt',
  });
  return list.list(tx, { sortDir: 'desc', ...query });
}

/** A token's row as `tokenColumns` reads it. */
const TOKEN_ROW = rowShape({
  id: int,
  name: text,
  prefix: text,
  scopes: json<Token['scopes']>(),
  expiresOn: nullable(text),
  ipRanges: json<string[]>(),
  createdAt: stamp,
  createdBy: nullable(json<NonNullable<Token['createdBy']>>()),
  lastUsedAt: nullable(stamp),
  revokedAt: nullable(stamp),
  state: text<Token['state']>(),
});

async function tokenById(tx: Tx, id: number, today: string): Promise<Token | undefined> {
  const found = await rows(
    tx,
    sql`select ${tokenColumns(today)} from ${tokenFrom} where t.id = ${id}`,
    TOKEN_ROW,
  );
  return found[0];
}

/** Scopes merged per menu (a menu given twice holds the rights of both). */
function mergeScopes(scopes: Input['scopes']): MenuGrant[] {
  const byMenu = new Map<number, MenuGrant>();
  for (const s of scopes) {
    const had = byMenu.get(s.menuId);
    byMenu.set(s.menuId, {
      menuId: s.menuId,
      create: Boolean(had?.create || s.create),
      update: Boolean(had?.update || s.update),
      delete: Boolean(had?.delete || s.delete),
    });
  }
  return [...byMenu.values()];
}

/**
 * Makes a token: its scopes must be menus with a screen (a url) the creator holds with every right given (decision
 * 006, 403 `right.denied`). Answers the token once; only its hash is stored.
 */
export async function createToken(
  tx: Tx,
  creatorId: number,
  input: Input,
  today: string,
): Promise<{ datas: Token; token: string }> {
  const ranges = checkRanges(input.ipRanges ?? []);
  const expiresOn = input.expiresOn ?? null;
  if (expiresOn !== null && expiresOn < today) throw invalid('expiresOn', 'token.expiryPast');
  const scopes = mergeScopes(input.scopes);
  const known = await rows(
    tx,
    sql`select id from menus where id in ${inList(scopes.map((s) => s.menuId))} and url is not null`,
    rowShape({ id: int }),
  );
  const knownIds = new Set(known.map((m) => m.id));
  const unknown = input.scopes.findIndex((s) => !knownIds.has(s.menuId));
  if (unknown >= 0) throw missingReference(`scopes.${unknown}.menuId`, 'menu');
  await assertCanGrant(tx, await actorOf(tx, creatorId), null, scopes);

  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const created = await one(
    tx,
    sql`insert into integration_tokens (name, token_hash, prefix, scopes, ip_ranges, expires_on, created_by)
        values (${input.name.trim()}, ${digest(token)}, ${token.slice(0, SHOWN)}, ${JSON.stringify(scopes)}::jsonb,
                array(select jsonb_array_elements_text(${JSON.stringify(ranges)}::jsonb)), ${expiresOn}, ${creatorId})
        returning id`,
    rowShape({ id: int }),
  );
  const datas = (await tokenById(tx, created!.id, today))!;
  await audit(tx, {
    userId: creatorId,
    action: 'create',
    entity: 'integrationToken',
    entityId: datas.id,
    after: { name: datas.name, prefix: datas.prefix, scopes, expiresOn, ipRanges: ranges },
  });
  return { datas, token };
}

/** Revokes a token at once (every process reads it per request). A token revoked already stays as it is. */
export async function revokeToken(tx: Tx, userId: number, id: number): Promise<void> {
  const found = await one(
    tx,
    sql`select id, revoked_at is not null as revoked from integration_tokens where id = ${id} for update`,
    rowShape({ id: int, revoked: bool }),
  );
  if (!found) throw notFound('integrationToken');
  if (found.revoked) return;
  await tx.execute(sql`update integration_tokens set revoked_at = now() where id = ${id}`);
  await audit(tx, {
    userId,
    action: 'delete',
    entity: 'integrationToken',
    entityId: id,
    before: { revokedAt: null },
    after: { revoked: true },
  });
}

/** A request's token as the auth hook sees it: who it is, its creator, and the menus its scopes grant now. */
export interface TokenCaller {
  tokenId: number;
  tokenName: string;
  userId: number;
  name: string;
  email: string;
  menus: GrantedMenu[];
  /** Just after the token's last committed write, when a replica is used (decision 064). */
  writeLsn: string | null;
}

/** 429 `token.rateLimited`: past `limit` requests in the token's minute; `Retry-After` says when the minute ends. */
const rateLimited = (retryAfter: number, limit: number) =>
  new AppError(429, 'token.rateLimited', {
    params: { retryAfter, limit },
    extra: { retryAfter },
  });

/** What `resolveToken`'s statement answers. */
const RESOLVED = rowShape({
  id: int,
  name: text,
  scopes: json<MenuGrant[]>(),
  ipRanges: json<string[]>(),
  count: int,
  retryAfter: int,
  userId: int,
  writeLsn: nullable(text),
  mark: nullable(text),
});

/**
 * The live token of a bearer (not revoked, not past its last day, its creator active), counted in its minute, in one
 * statement; undefined when there is none or the address is outside its ranges (401 either way). Its menus are its
 * scopes cut to what its creator holds now: a right the creator lost, the token lost too. Past the rate: 429.
 */
export async function resolveToken(
  db: Db,
  bearer: string,
  ip: string,
  opts: { today: string; rate: number },
): Promise<TokenCaller | undefined> {
  if (bearer.length !== TOKEN_LENGTH) return undefined;
  const row = await one(
    db,
    sql`with t as (
          update integration_tokens set
            window_start = case when window_start <= now() - interval '1 minute' then now() else window_start end,
            window_count = case when window_start <= now() - interval '1 minute' then 1 else window_count + 1 end,
            -- Use is written to the minute, as a session's.
            last_used_at = case when last_used_at is null or last_used_at < now() - interval '1 minute'
                                then now() else last_used_at end
          where token_hash = ${digest(bearer)} and revoked_at is null
            and (expires_on is null or expires_on >= ${opts.today}::date)
          returning id, name, scopes, ip_ranges, created_by, window_count, window_start, write_lsn)
        select t.id, t.name, t.scopes, to_json(t.ip_ranges) as "ipRanges", t.window_count as count,
               t.write_lsn::text as "writeLsn",
               greatest(1, ceil(extract(epoch from (t.window_start + interval '1 minute' - now()))))::int as "retryAfter",
               t.created_by as "userId", ${authMarkSql} as mark
        from t`,
    RESOLVED,
  );
  if (!row || !inRanges(row.ipRanges, ip)) return undefined;
  // Its creator's profile: none when they were switched off (401, as for their sessions).
  const profile = await profileOf(db, row.userId, row.mark);
  if (!profile) return undefined;
  if (row.count > opts.rate) throw rateLimited(row.retryAfter, opts.rate);
  const held = new Map(profile.menus.map((m) => [m.id, m]));
  const menus: GrantedMenu[] = [];
  for (const scope of row.scopes) {
    const menu = held.get(scope.menuId);
    if (!menu) continue;
    menus.push({
      ...menu,
      create: menu.create && Boolean(scope.create),
      update: menu.update && Boolean(scope.update),
      delete: menu.delete && Boolean(scope.delete),
    });
  }
  return {
    tokenId: row.id,
    tokenName: row.name,
    userId: row.userId,
    name: profile.name,
    email: profile.email,
    writeLsn: row.writeLsn,
    menus,
  };
}
