/**
 * Labels (issue 40, decision 054): a product batch's pack labels with the QR of its public page, a material lot's
 * internal label, and the public page itself (four facts of a batch for whoever scans its QR).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { bool, int, num, row as rowShape, text as textKind } from '../../db/rowShape.js';
import { notFound } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { getBusinessProfile } from '../catalogue/businessProfile.js';
import { PUBLIC_KEY_PREFIX, reserveAttempt } from '../platform/attempts.js';
import type { MaterialKind } from './lots.js';
import type { LabelContent, LabelLine } from '../platform/labelPdf.js';

/** The path of a batch's public page in the app, which its QR names after the origin. */
export const publicPath = (code: string) => `/build/p/${code}`;

/** A public code as stored (migration 0037): 32 lower-case hex digits. Anything else is looked up as nothing. */
const PUBLIC_CODE = /^[0-9a-f]{32}$/;

/** Public lookups per address: at most this many in the window (a shop scanning its shelf stays far below). */
export const PUBLIC_LOOKUPS = { max: 60, minutes: 15 };

const dayFormat = new Intl.DateTimeFormat('id-ID', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A business date (`2026-12-06`) as a label prints it: "06 Des 2026". */
export const labelDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const weight = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });

/** A batch's production code: the product's code, the production date (yymmdd) and the batch's number. */
export const productionCode = (productCode: string, date: string, id: number) =>
  `${productCode}-${date.slice(2).replaceAll('-', '')}-${id}`;

const batchShape = rowShape({
  id: int,
  date: textKind,
  expiryDate: textKind.nullable,
  frozen: num,
  fresh: num,
  publicCode: textKind,
  code: textKind,
  name: textKind,
  permitKind: textKind<'pirt' | 'md'>().nullable,
  permitNumber: textKind.nullable,
  halalNumber: textKind.nullable,
  netWeight: num.nullable,
  netWeightUnit: textKind.nullable,
  storageInstruction: textKind.nullable,
});

/** The business's name and address, the last lines of every label (dropped first when it is small). */
async function businessLines(tx: Tx): Promise<LabelLine[]> {
  const profile = await getBusinessProfile(tx);
  return [profile.name, profile.address]
    .filter((part): part is string => !!part?.trim())
    .map((part) => ({ text: part.trim(), optional: true }));
}

/** A product batch's label: what it says, and its QR's URL (`origin` + the batch's public path). */
export async function batchLabel(
  tx: Tx,
  batchId: number,
  origin: string,
): Promise<{ content: LabelContent; name: string }> {
  const b = await one(
    tx,
    sql`select b.id, b.date::text as date, b.expiry_date::text as "expiryDate", b.frozen::float8 as frozen,
          b.fresh::float8 as fresh, b.public_code as "publicCode", p.code, p.name, p.permit_kind as "permitKind",
          p.permit_number as "permitNumber", p.halal_number as "halalNumber", p.net_weight::float8 as "netWeight",
          p.net_weight_unit as "netWeightUnit", p.storage_instruction as "storageInstruction"
        from product_batches b join products p on p.id = b.product_id where b.id = ${batchId}`,
    batchShape,
  );
  if (!b) throw notFound('batch');
  const code = productionCode(b.code, b.date, b.id);
  // Kept as the product says, or by where the batch's stock is: frozen stock (or none left) is kept frozen.
  const storage =
    b.storageInstruction ??
    text('label.storage', { kind: b.fresh > 0 && b.frozen === 0 ? 'fresh' : 'frozen' });
  const lines: LabelLine[] = [
    { text: b.name, heading: true },
    ...(b.netWeight !== null
      ? [{ text: text('label.netWeight', { weight: `${weight.format(b.netWeight)} ${b.netWeightUnit}` }) }]
      : []),
    ...(b.permitNumber
      ? [{ text: text('label.permit', { kind: b.permitKind, number: b.permitNumber }) }]
      : []),
    ...(b.halalNumber ? [{ text: text('label.halal', { number: b.halalNumber }) }] : []),
    { text: text('label.productionCode', { code }) },
    { text: text('label.produced', { date: labelDate(b.date) }) },
    { text: text('label.bestBefore', { date: b.expiryDate ? labelDate(b.expiryDate) : '–' }) },
    { text: storage },
    ...(await businessLines(tx)),
  ];
  return {
    content: { lines, qr: `${origin}${publicPath(b.publicCode)}` },
    name: `label-${code.toLowerCase()}`,
  };
}

/** A material lot's internal label: material, lot code, vendor, received and expiry. 404 for a lot of another kind. */
export async function lotLabel(
  tx: Tx,
  kind: MaterialKind,
  lotId: number,
): Promise<{ content: LabelContent; name: string }> {
  const lot = await one(
    tx,
    sql`select r.id, m.name, r.batch_code as "batchCode", v.name as vendor, r.date::text as date,
          r.expiry_date::text as "expiryDate"
        from restocks r join materials m on m.id = r.material_id left join vendors v on v.id = r.vendor_id
        where r.id = ${lotId} and m.kind = ${kind}`,
    rowShape({
      id: int,
      name: textKind,
      batchCode: textKind.nullable,
      vendor: textKind.nullable,
      date: textKind,
      expiryDate: textKind.nullable,
    }),
  );
  if (!lot) throw notFound('lot');
  const lines: LabelLine[] = [
    { text: lot.name, heading: true },
    { text: text('label.lot.code', { code: lot.batchCode ?? `#${lot.id}` }) },
    { text: text('label.lot.vendor', { name: lot.vendor ?? '–' }) },
    { text: text('label.lot.received', { date: labelDate(lot.date) }) },
    { text: text('label.lot.expiry', { date: lot.expiryDate ? labelDate(lot.expiryDate) : '–' }) },
  ];
  return { content: { lines }, name: `label-lot-${lot.id}` };
}

/**
 * What a batch's QR shows anyone: its product's name, production date, best before and whether it is recalled;
 * nothing else. Every lookup is counted for the caller's address first (like a failed sign-in), so a guesser is
 * stopped before a code is tried; an unknown, malformed or guessed code is the same 404.
 */
export async function publicBatch(db: Db, code: string, ip: string) {
  await reserveAttempt(db, `${PUBLIC_KEY_PREFIX}batch`, ip, PUBLIC_LOOKUPS, null);
  const found = PUBLIC_CODE.test(code)
    ? await one(
        db,
        sql`select p.name as "productName", b.date::text as "productionDate", b.expiry_date::text as "bestBefore",
              b.recalled_at is not null as recalled
            from product_batches b join products p on p.id = b.product_id where b.public_code = ${code}`,
        rowShape({
          productName: textKind,
          productionDate: textKind,
          bestBefore: textKind.nullable,
          recalled: bool,
        }),
      )
    : undefined;
  if (!found) throw notFound('batch');
  const { recalled, ...facts } = found;
  return { ...facts, state: recalled ? ('ditarik' as const) : ('aman' as const) };
}

/** The batch a public code names, for a signed-in user with the stock or trace screen: its id and product. */
export async function batchByCode(tx: Tx, code: string) {
  const found = PUBLIC_CODE.test(code)
    ? await one(
        tx,
        sql`select id as "batchId", product_id as "productId" from product_batches where public_code = ${code}`,
        rowShape({ batchId: int, productId: int }),
      )
    : undefined;
  if (!found) throw notFound('batch');
  return found;
}
