// Import benchmark (issue 42): the customer and product imports of 10,000 rows (the file's maximum) through the API,
// as the import dialog sends them: a dry run and an apply of new records, then a dry run and an apply updating them all.
//
//   pnpm --filter @pawon/bench-api bench:imports [--rows 10000] [--only customer|product]
//
// On a fresh demo PGlite database (in a temporary folder), or on DATABASE_URL's PostgreSQL database (seeded with the
// demo data when empty; the run adds to it: give it a scratch one). Prints the seconds of each call and the machine's
// load average at the start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@pawon/server/src/config.ts';
import { openDatabase } from '@pawon/server/src/db/index.ts';
import { seed } from '@pawon/server/src/seed/index.ts';
import { closeSheetPool } from '@pawon/server/src/domains/platform/sheetReader.ts';
import { serveAndSignIn } from './serve.ts';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const n = Number(option('rows') ?? 10_000);
const only = option('only');

const env = loadConfig();
const dataDir = env.databaseUrl ? env.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-bench-import-'));
const config = { ...env, dataDir, appDist: path.join(os.tmpdir(), 'pawon-bench-no-app') };
const database = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, pool: config.dbPool });
// The demo data (its admin signs in) on a database without it; a seeded one is left as it is.
await seed(database.db, { ...config, demo: true });
const { app, base, token } = await serveAndSignIn(database, config);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function post(url: string, body: unknown): Promise<Json> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Json;
}

async function upload(url: string, csv: string, dryRun: boolean) {
  const form = new FormData();
  form.set('dryRun', String(dryRun));
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'impor.csv');
  const start = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as Json;
  const seconds = (performance.now() - start) / 1000;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return { seconds, json };
}

const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csvOf = (header: string[], rows: string[][]) =>
  [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');

const results: Array<{ what: string; seconds: number; added: number; updated: number; failed: number }> = [];
async function measure(what: string, url: string, csv: string, dryRun: boolean) {
  const { seconds, json } = await upload(url, csv, dryRun);
  results.push({ what, seconds, added: json.added, updated: json.updated, failed: json.failed });
  console.log(
    `${what.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s  added ${json.added}, updated ${json.updated}, failed ${json.failed}`,
  );
  if (json.failed)
    console.log('  first errors:', JSON.stringify(json.rows.filter((r: Json) => r.errors).slice(0, 3)));
}

console.log(
  `${database.kind}, ${n} rows, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores`,
);
const stamp = Date.now().toString().slice(-6);

if (!only || only === 'customer') {
  const ongkir = (await post('/api/ongkir/list', { perPage: 'all' })).datas as Json[];
  const priceLists = (await post('/api/priceList/list', { perPage: 'all' })).datas as Json[];
  const header = [
    'Nama',
    'Telepon',
    'Kategori',
    'Provinsi',
    'Kabupaten/Kota',
    'Kecamatan',
    'Alamat',
    'Ongkir',
    'Daftar Harga',
  ];
  const rows = (version: string) =>
    Array.from({ length: n }, (_, i) => [
      `Warung Impor ${stamp} ${i} ${version}`,
      `0899 ${stamp.slice(0, 2)}${String(i).padStart(6, '0')}`,
      i % 3 ? 'konsumen' : 'distributor',
      'Jawa Barat',
      'Kota Bandung',
      i % 2 ? 'Coblong' : 'Sukajadi',
      `Jl. Impor No. ${i}`,
      String(ongkir[i % ongkir.length]?.label ?? ''),
      i % 4 ? '' : String(priceLists[0]?.name ?? ''),
    ]);
  const url = '/api/customer/import';
  await measure('customers new, dry run', url, csvOf(header, rows('a')), true);
  await measure('customers new, apply', url, csvOf(header, rows('a')), false);
  await measure('customers update, dry run', url, csvOf(header, rows('b')), true);
  await measure('customers update, apply', url, csvOf(header, rows('b')), false);
}

if (!only || only === 'product') {
  const categories = (await post('/api/category/list', { perPage: 'all' })).datas as Json[];
  const header = ['Kode', 'Nama', 'Kategori', 'Harga', 'Satuan', 'Stok Minimum', 'Aktif', 'Keterangan'];
  const rows = (version: string) =>
    Array.from({ length: n }, (_, i) => [
      `IMP${stamp}-${i}`,
      `Produk Impor ${i} ${version}`,
      String(categories[i % categories.length]!.name),
      String(1000 + (i % 50) * 500),
      'pcs',
      String(i % 20),
      i % 7 ? 'Ya' : 'Tidak',
      `Catatan ${version}`,
    ]);
  const url = '/api/product/import';
  await measure('products new, dry run', url, csvOf(header, rows('a')), true);
  await measure('products new, apply', url, csvOf(header, rows('a')), false);
  await measure('products update, dry run', url, csvOf(header, rows('b')), true);
  await measure('products update, apply', url, csvOf(header, rows('b')), false);
}

await app.close();
await closeSheetPool();
await database.close();
if (!env.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
