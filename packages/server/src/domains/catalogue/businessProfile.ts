/**
 * The business profile ("Profil usaha", issue 16): one row that heads every invoice, receipt and export. It runs on
 * the CRUD kit as a record whose id is always 1 (get or 404, version check → 409 with who changed it, audit), so
 * that its rules are those of every other record.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { invalid } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import { isStaticQris, validateQris } from '@pawon/api-client/qris';
import { phoneValue } from './catalogue.js';
import { defineCrud, stampColumns, type Actor } from '../platform/crud.js';
import { row as rowShape, text as textKind } from '../../db/rowShape.js';

export type BusinessProfile = Schemas['BusinessProfile'];
type Input = Schemas['BusinessProfileInput'];

/** The profile's only id (the table allows no other). */
export const BUSINESS_PROFILE_ID = 1;

const LOGO_URL = '/api/files/business/';

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The business's static QRIS as kept: the text behind its printed QR, line breaks of a copy and paste taken out, empty
 * as null. One that is not a QRIS an invoice's dynamic code can be made from is refused on the field with the reason
 * (`profile.qrisInvalid`, its `rule`); so is a dynamic one (a single payment's code, not the shop's own).
 */
function qrisValue(payload: string | null): string | null {
  const pasted = payload?.replace(/[\r\n]+/g, '').trim();
  if (!pasted) return null;
  const check = validateQris(pasted);
  if (!check.ok) throw invalid('qrisPayload', 'profile.qrisInvalid', { rule: check.rule });
  if (!isStaticQris(pasted)) throw invalid('qrisPayload', 'profile.qrisInvalid', { rule: 'dynamic' });
  return pasted;
}

export const businessProfile = defineCrud<BusinessProfile, Input, { page?: number }>({
  entity: 'businessProfile',
  table: 'business_profile',
  alias: 'b',
  from: sql`business_profile b`,
  columns: sql`${stampColumns('b')}, b.name, b.address, b.phone,
    case when b.logo is null then null else ${LOGO_URL} || b.logo end as logo,
    case when b.logo is null then null else ${LOGO_URL} || regexp_replace(b.logo, '\\.webp$', '-thumb.webp') end as "logoThumb",
    b.payment_info as "paymentInfo", b.invoice_footer as "invoiceFooter",
    b.default_payment_term_days as "defaultPaymentTermDays", b.credit_hold_overdue_days as "creditHoldOverdueDays",
    b.qris_payload as "qrisPayload", b.standing_order_lead_days as "standingOrderLeadDays",
    b.standing_order_time as "standingOrderTime", b.halal_required as "halalRequired",
    b.temperature_check_times as "temperatureCheckTimes", b.temperature_gap_hours as "temperatureGapHours"`,
  sort: { name: sql`b.name` },
  defaultSort: 'name',
  values: (p) => ({
    name: p.name.trim(),
    address: text(p.address),
    phone: phoneValue(p.phone),
    payment_info: text(p.paymentInfo),
    invoice_footer: text(p.invoiceFooter),
    // The money settings (issue 38) stay as they are when left out, so that a client that does not know them yet
    // does not reset them by saving the rest of the profile.
    ...(p.defaultPaymentTermDays === undefined
      ? {}
      : { default_payment_term_days: p.defaultPaymentTermDays }),
    ...(p.creditHoldOverdueDays === undefined ? {} : { credit_hold_overdue_days: p.creditHoldOverdueDays }),
    ...(p.qrisPayload === undefined ? {} : { qris_payload: qrisValue(p.qrisPayload) }),
    // When standing orders' orders are made (issue 39), kept the same way when left out.
    ...(p.standingOrderLeadDays === undefined ? {} : { standing_order_lead_days: p.standingOrderLeadDays }),
    ...(p.standingOrderTime === undefined ? {} : { standing_order_time: p.standingOrderTime }),
    // The halal rule of production runs (issue 40, decision 057), kept the same way when left out.
    ...(p.halalRequired === undefined ? {} : { halal_required: p.halalRequired }),
    // The temperature checks and the longest gap between readings (issue 40), kept the same way when left out.
    ...(p.temperatureCheckTimes === undefined ? {} : { temperature_check_times: p.temperatureCheckTimes }),
    ...(p.temperatureGapHours === undefined ? {} : { temperature_gap_hours: p.temperatureGapHours }),
    ...(p.removeLogo ? { logo: null } : {}),
  }),
});

/**
 * The business profile, for any code that heads a document with it (invoices, receipts, export header lines).
 * Takes the database or a transaction.
 */
export async function getBusinessProfile(db: Tx): Promise<BusinessProfile> {
  return businessProfile.get(db, BUSINESS_PROFILE_ID);
}

/** One line naming the business for an export's header: "Pawon · Jl. … · 0812-…" (the parts that are filled). */
export function businessHeaderLine(profile: Pick<BusinessProfile, 'name' | 'address' | 'phone'>): string {
  return [profile.name, profile.address, profile.phone].filter((part) => part && part.trim()).join(' · ');
}

/** Changes the profile (its `version` as last read); answers it and the logo file to remove after the commit. */
export async function updateBusinessProfile(
  tx: Tx,
  actor: Actor,
  input: Input & { version: number },
): Promise<{ after: BusinessProfile; removedLogo: string | null }> {
  // Locked first, so that the logo read is the one this change removes.
  const stored = await one(
    tx,
    sql`select logo from business_profile where id = ${BUSINESS_PROFILE_ID} for update`,
    rowShape({ logo: textKind.nullable }),
  );
  const after = await businessProfile.update(tx, actor, { ...input, id: BUSINESS_PROFILE_ID });
  return { after, removedLogo: input.removeLogo ? (stored?.logo ?? null) : null };
}

/** Points the profile at a newly stored logo; answers the file it replaced (to remove after the commit). */
export async function setBusinessLogo(tx: Tx, actor: Actor, name: string): Promise<string | null> {
  const row = await one(
    tx,
    sql`select logo from business_profile where id = ${BUSINESS_PROFILE_ID} for update`,
    rowShape({ logo: textKind.nullable }),
  );
  await tx.execute(
    sql`update business_profile set logo = ${name}, version = version + 1, updated_at = now() where id = ${BUSINESS_PROFILE_ID}`,
  );
  await audit(tx, {
    userId: actor.userId,
    action: 'upload',
    entity: 'businessProfile',
    entityId: BUSINESS_PROFILE_ID,
    before: { logo: row?.logo ?? null },
    after: { logo: name },
  });
  return row?.logo ?? null;
}
