/**
 * The halal register of raw materials (issue 40, decision 057): a material's certificate (number, issuer, expiry, its
 * file) or "tidak perlu" with a reason, and the state it is in on a day. What a production run does with it is in
 * production/halalCheck.ts; the register and the dashboard's warning in reports/halalRegister.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../../lib/contract.js';
import { invalid } from '../../lib/errors.js';
import type { MaterialKind } from './lots.js';

export type HalalState = Schemas['HalalState'];

/** Days before its expiry that a certificate counts as `expiring` (the register, the dashboard's warning). */
export const EXPIRING_DAYS = 30;

/** Where a stored certificate's file is read (bahanBakuHalalFile), from its stored name. */
export const HALAL_FILE_PATH = '/api/bahanBaku/halal/file/';

/** A raw material's halal state on `day` (materials aliased `m`); null for packaging. */
export const halalStateOf = (day: string, m = sql`m`): SQL =>
  sql`case when ${m}.kind <> 'raw' then null
    when ${m}.halal_status = 'notNeeded' then 'notNeeded'
    when ${m}.halal_status is null then 'missing'
    when ${m}.halal_expiry < ${day}::date then 'expired'
    when ${m}.halal_expiry <= ${day}::date + ${EXPIRING_DAYS}::int then 'expiring'
    else 'valid' end`;

/** The halal fields of a material (aliased `m`) as the contract's Material and HalalMaterial name them. */
export const halalColumns = (day: string, m = sql`m`): SQL =>
  sql`${m}.halal_status as "halalStatus", ${m}.halal_number as "halalNumber", ${m}.halal_issuer as "halalIssuer",
    ${m}.halal_issuer_name as "halalIssuerName", ${m}.halal_expiry::text as "halalExpiry",
    ${m}.halal_reason as "halalReason",
    case when ${m}.halal_file is null then null else ${HALAL_FILE_PATH} || ${m}.halal_file end as "halalFile"`;

type HalalInput = Pick<
  Schemas['MaterialInput'],
  'halalStatus' | 'halalNumber' | 'halalIssuer' | 'halalIssuerName' | 'halalExpiry' | 'halalReason'
>;

const trimmed = (value: string | null | undefined) => value?.trim() || null;

function required<T>(field: keyof HalalInput, value: T | null | undefined): T {
  if (value === null || value === undefined || value === '') throw invalid(field, 'validation.required');
  return value;
}

/**
 * The halal columns a material form's fields set: none when `halalStatus` is left out (a new material has nothing
 * recorded, an update keeps what it had); all cleared for null; a certificate's number, issuer and expiry, or the
 * reason none is needed. The file is not among them: it is kept only while the material stays certified (422 on the
 * field that is missing; `halal.rawOnly` for packaging).
 */
export function halalValues(
  kind: MaterialKind,
  input: HalalInput,
  updating: boolean,
): Record<string, unknown> {
  const status = input.halalStatus;
  if (status === undefined) return {};
  if (status !== null && kind !== 'raw') throw invalid('halalStatus', 'halal.rawOnly');
  const none = {
    halal_status: null,
    halal_number: null,
    halal_issuer: null,
    halal_issuer_name: null,
    halal_expiry: null,
    halal_file: null,
    halal_reason: null,
  };
  if (status === null) return none;
  if (status === 'notNeeded')
    return {
      ...none,
      halal_status: status,
      halal_reason: required('halalReason', trimmed(input.halalReason)),
    };
  const issuer = required('halalIssuer', input.halalIssuer);
  return {
    ...none,
    // The file stays with a certificate that is renewed or corrected (the row's own value, on an update).
    halal_file: updating
      ? sql`case when materials.halal_status = 'certified' then materials.halal_file end`
      : null,
    halal_status: status,
    halal_number: required('halalNumber', trimmed(input.halalNumber)),
    halal_issuer: issuer,
    halal_issuer_name:
      issuer === 'other' ? required('halalIssuerName', trimmed(input.halalIssuerName)) : null,
    halal_expiry: required('halalExpiry', input.halalExpiry),
  };
}
