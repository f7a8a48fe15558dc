/**
 * QRIS (issue 38, "Money that arrives by itself"): the business keeps the text behind its printed static QRIS in Profil
 * Usaha; every invoice shows a dynamic QRIS of its balance made from it, so that the customer's banking app fills the
 * amount in. A QRIS is an EMVCo merchant-presented QR payload: a run of TLV fields (2-digit id, 2-digit length,
 * value), some of them templates of TLV fields themselves, ending in a CRC.
 *
 * Shared like the pricing rule (`./pricing.ts`): the server refuses a wrong payload in the profile with these rules,
 * and the app draws each invoice's dynamic code from the same functions.
 *
 * Written here rather than taken from a library: the format is small (this file), the npm packages for it are thin
 * one-person wrappers, and the rules Pawon needs (what a shop owner may paste, the reason it is refused) are its own.
 */

/** One TLV field; a template (26–51 merchant account information, 62 additional data) has its fields parsed. */
export interface QrisField {
  id: string;
  value: string;
  fields?: QrisField[];
}

/** Why a payload is not a QRIS Pawon can use (the `rule` of `profile.qrisInvalid`). */
export type QrisRule =
  /** Not a run of EMVCo fields at all (any other text, a link), or a field the format does not allow. */
  | 'format'
  /** Cut short (a field longer than what is left) or longer than a QR holds. */
  | 'length'
  /** The checksum (tag 63) is missing or does not match: the text was changed or copied only in part. */
  | 'crc'
  /** Not an Indonesian merchant (tag 58 is not ID). */
  | 'country'
  /** Not in rupiah (tag 53 is not 360). */
  | 'currency'
  /** No Indonesian (ID.CO.…) merchant account, or no merchant name or city. */
  | 'merchant';

export class QrisError extends Error {
  constructor(public readonly rule: QrisRule) {
    super(`not a QRIS payload (${rule})`);
    this.name = 'QrisError';
  }
}

/** The longest payload a QR code of this kind carries (EMVCo; the contract's limit too). */
export const QRIS_MAX_LENGTH = 512;

const TEMPLATES = (id: string) => (id >= '26' && id <= '51') || id === '62';
const CRC_ID = '63';
// Printable ASCII only: EMVCo's "ans" character set; lengths count characters and the CRC reads bytes, which agree.
const PRINTABLE = /^[\x20-\x7e]*$/;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The TLV fields of a text; throws a QrisError ('format' or 'length') when it is not one. */
function readFields(text: string, nested: boolean): QrisField[] {
  const fields: QrisField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head))
      throw new QrisError(head.length < 4 && /^\d*$/.test(head) ? 'length' : 'format');
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (length === 0) throw new QrisError('format');
    if (at + 4 + length > text.length) throw new QrisError('length');
    const value = text.slice(at + 4, at + 4 + length);
    if (fields.some((f) => f.id === id)) throw new QrisError('format');
    fields.push(!nested && TEMPLATES(id) ? { id, value, fields: readFields(value, true) } : { id, value });
    at += 4 + length;
  }
  return fields;
}

/**
 * The fields of an EMVCo merchant-presented payload, as they stand (templates 26–51 and 62 with their fields).
 * Throws a QrisError when the text is not a run of such fields; says nothing of its CRC or whether it is a QRIS
 * (validateQris does).
 */
export function parseQris(payload: string): QrisField[] {
  if (!PRINTABLE.test(payload)) throw new QrisError('format');
  if (payload.length > QRIS_MAX_LENGTH) throw new QrisError('length');
  if (!payload.startsWith('000201')) throw new QrisError('format');
  return readFields(payload, false);
}

const valueOf = (fields: readonly QrisField[], id: string) => fields.find((f) => f.id === id)?.value;

/** The reason a parsed payload is not a usable QRIS, or null; checked in the order a shop owner can act on. */
function refusal(payload: string, fields: readonly QrisField[]): QrisRule | null {
  const last = fields[fields.length - 1];
  if (!last || last.id !== CRC_ID || !/^[0-9A-F]{4}$/.test(last.value)) return 'crc';
  if (crc16(payload.slice(0, -4)) !== last.value) return 'crc';
  const initiation = valueOf(fields, '01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') return 'format';
  if (valueOf(fields, '58') !== 'ID') return 'country';
  if (valueOf(fields, '53') !== '360') return 'currency';
  const indonesianAccount = fields.some(
    (f) => f.fields && f.id !== '62' && /^ID\.CO\.[A-Z0-9.-]+$/.test(valueOf(f.fields, '00') ?? ''),
  );
  if (!indonesianAccount) return 'merchant';
  if (!valueOf(fields, '59')?.trim() || !valueOf(fields, '60')?.trim()) return 'merchant';
  return null;
}

/** Whether a text is a QRIS payload an invoice's dynamic QRIS can be made from, and if not, why. */
export function validateQris(payload: string): { ok: true } | { ok: false; rule: QrisRule } {
  try {
    const rule = refusal(payload, parseQris(payload));
    return rule ? { ok: false, rule } : { ok: true };
  } catch (err) {
    if (err instanceof QrisError) return { ok: false, rule: err.rule };
    throw err;
  }
}

/** Whether a valid payload is a static QRIS (no point of initiation, or 11: "the customer types the amount"). */
export function isStaticQris(payload: string): boolean {
  return valueOf(parseQris(payload), '01') !== '12';
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * The dynamic QRIS of an amount (integer rupiah, > 0) made from a business's QRIS: point of initiation 12, tag 54 the
 * amount without decimals (any amount it had replaced), the other fields as they were, in ascending id order with the
 * CRC (63) last and computed again. Throws a QrisError when the payload is not a valid QRIS, a RangeError for an
 * amount that is not a positive whole number of at most 13 digits (tag 54's limit).
 */
export function dynamicQris(payload: string, amount: number): string {
  const check = validateQris(payload);
  if (!check.ok) throw new QrisError(check.rule);
  if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13)
    throw new RangeError(`a QRIS amount is a positive whole number of rupiah, not ${amount}`);
  const kept = parseQris(payload).filter((f) => f.id !== '01' && f.id !== '54' && f.id !== CRC_ID);
  const fields = [...kept, { id: '01', value: '12' }, { id: '54', value: String(amount) }].sort((a, b) =>
    a.id < b.id ? -1 : 1,
  );
  const body = `${fields.map((f) => tlv(f.id, f.value)).join('')}${CRC_ID}04`;
  if (body.length + 4 > QRIS_MAX_LENGTH) throw new QrisError('length');
  return `${body}${crc16(body)}`;
}
