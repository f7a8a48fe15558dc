import { sql } from 'drizzle-orm';
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { invalid } from '../../lib/errors.js';
import { int, row } from '../../db/rowShape.js';

/** A Kemendagri region: province `32`, regency or city `32.73`, district `32.73.05`. */
export interface Region {
  code: string;
  name: string;
}

interface Regions {
  provinces: Region[];
  regencies: Map<string, Region[]>;
  districts: Map<string, Region[]>;
  byCode: Map<string, Region>;
}

const ACRONYMS = new Set(['DKI', 'DI']);

/** `KOTA BANDUNG` → `Kota Bandung`; `DKI JAKARTA` keeps its acronym. Districts are already written so. */
export function regionName(raw: string): string {
  if (raw !== raw.toUpperCase()) return raw;
  return raw
    .split(' ')
    .map((w) => (ACRONYMS.has(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()))
    .join(' ');
}

function group<T extends Region & { parent: string }>(list: T[]): Map<string, Region[]> {
  const map = new Map<string, Region[]>();
  for (const { parent, code, name } of list) {
    const children = map.get(parent) ?? [];
    children.push({ code, name });
    map.set(parent, children);
  }
  for (const children of map.values()) children.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return map;
}

let loaded: Promise<Regions> | undefined;

/** The region data shipped with the server (idn-area-data), read once on first use: no web service. */
export function regions(): Promise<Regions> {
  loaded ??= (async () => {
    const [provinces, regencies, districts] = await Promise.all([
      getProvinces(),
      getRegencies(),
      getDistricts(),
    ]);
    const p = provinces
      .map((r) => ({ code: r.code, name: regionName(r.name) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'id'));
    const r = regencies.map((x) => ({ code: x.code, name: regionName(x.name), parent: x.province_code }));
    const d = districts.map((x) => ({ code: x.code, name: regionName(x.name), parent: x.regency_code }));
    const byCode = new Map<string, Region>(
      [...p, ...r, ...d].map(({ code, name }) => [code, { code, name }]),
    );
    return { provinces: p, regencies: group(r), districts: group(d), byCode };
  })();
  return loaded;
}

export async function provinces(): Promise<Region[]> {
  return (await regions()).provinces;
}

/** The regencies of a province; 404-like empty list for an unknown code is refused (422). */
export async function regenciesOf(provinceCode: string): Promise<Region[]> {
  const data = await regions();
  if (!data.byCode.has(provinceCode))
    throw invalid('codeProv', 'region.unknownCode', { level: 'province', code: provinceCode });
  return data.regencies.get(provinceCode) ?? [];
}

export async function districtsOf(regencyCode: string): Promise<Region[]> {
  const data = await regions();
  if (!data.byCode.has(regencyCode))
    throw invalid('codeKab', 'region.unknownCode', { level: 'regency', code: regencyCode });
  return data.districts.get(regencyCode) ?? [];
}

export interface Address {
  provinceCode?: string | null | undefined;
  regencyCode?: string | null | undefined;
  districtCode?: string | null | undefined;
}

/**
 * Checks an address's codes: each one exists, a regency belongs to its province and a district to its regency,
 * and a child is not given without its parent (422 on the field).
 */
export async function checkAddress(a: Address): Promise<void> {
  const data = await regions();
  const { provinceCode: p, regencyCode: r, districtCode: d } = a;
  if (p && !data.byCode.has(p)) throw invalid('provinceCode', 'region.unknown', { level: 'province' });
  if (r) {
    if (!p) throw invalid('provinceCode', 'region.parentRequired', { level: 'regency' });
    if (!data.byCode.has(r)) throw invalid('regencyCode', 'region.unknown', { level: 'regency' });
    if (!r.startsWith(`${p}.`)) throw invalid('regencyCode', 'region.outside', { level: 'regency' });
  }
  if (d) {
    if (!r) throw invalid('regencyCode', 'region.parentRequired', { level: 'district' });
    if (!data.byCode.has(d)) throw invalid('districtCode', 'region.unknown', { level: 'district' });
    if (!d.startsWith(`${r}.`)) throw invalid('districtCode', 'region.outside', { level: 'district' });
  }
}

/** The region (code and name) of a code, for answers; null for none or an unknown one. */
export async function regionOf(code: string | null): Promise<Region | null> {
  if (!code) return null;
  return (await regions()).byCode.get(code) ?? null;
}

/**
 * Copies the region data into the `regions` table (for names in lists, search and sort) when the table does not
 * hold it yet; one statement.
 */
export async function syncRegions(tx: Tx): Promise<void> {
  const data = await regions();
  const count = await one(tx, sql`select count(*)::int as n from regions`, row({ n: int }));
  if (count?.n === data.byCode.size) return;
  const list = [...data.byCode.values()].map(({ code, name }) => ({
    code,
    name,
    parent: code.includes('.') ? code.slice(0, code.lastIndexOf('.')) : null,
  }));
  await tx.execute(sql`
    insert into regions (code, name, parent_code)
    select x->>'code', x->>'name', x->>'parent' from json_array_elements(${JSON.stringify(list)}::json) x
    on conflict (code) do update set name = excluded.name, parent_code = excluded.parent_code`);
}

/**
 * The code of a region typed in a file: its code, or its name (any case; a regency also without its `Kabupaten`
 * or `Kota` when that leaves one match) among the children of `parentCode` (provinces when null).
 */
export async function findRegionCode(
  text: string,
  parentCode: string | null,
  field: string,
): Promise<string> {
  const data = await regions();
  const value = text.trim();
  /** The level looked for (the error's parameter), by the field it goes in. */
  const level = field === 'regencyCode' ? 'regency' : field === 'districtCode' ? 'district' : 'province';
  const candidates =
    parentCode === null
      ? data.provinces
      : parentCode.length === 2
        ? data.regencies.get(parentCode)
        : data.districts.get(parentCode);
  if (!candidates) throw invalid(field, 'region.parentFirst', { level });
  if (/^[0-9.]+$/.test(value)) {
    if (candidates.some((r) => r.code === value)) return value;
    throw invalid(field, 'region.codeOutside', { level, code: value });
  }
  const lower = value.toLowerCase();
  const exact = candidates.filter((r) => r.name.toLowerCase() === lower);
  const loose = exact.length
    ? exact
    : candidates.filter((r) => r.name.toLowerCase().replace(/^(kabupaten|kota) /, '') === lower);
  if (loose.length === 1) return loose[0]!.code;
  if (loose.length > 1)
    throw invalid(field, 'region.ambiguous', { text: value, names: loose.map((r) => r.name).join(' atau ') });
  throw invalid(field, 'region.unknownName', { level, text: value });
}
