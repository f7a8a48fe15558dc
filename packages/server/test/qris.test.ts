/**
 * QRIS (issue 38): the business's static QRIS is checked before it is kept, and an invoice's dynamic QRIS is made
 * from it for the balance. The samples' CRCs were computed apart from the code under test (Python's
 * `binascii.crc_hqx(payload, 0xFFFF)`, which is CRC-16/CCITT-FALSE), so a wrong CRC here cannot agree with itself.
 */
import { describe, expect, it } from 'vitest';
import { crc16, dynamicQris, isStaticQris, parseQris, QrisError, validateQris } from '@pawon/api-client/qris';

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
/** A payload's fields up to and including "6304", closed with their CRC. */
const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;

const MANDIRI =
  tlv('00', 'ID.CO.BANKMANDIRI.WWW') +
  tlv('01', '936000080000012345') +
  tlv('02', '000000012345678') +
  tlv('03', 'UMI');
const NATIONAL = tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1024312345678') + tlv('03', 'UMI');

/** A warung's printed static QRIS as a bank issues it: its bank account (26), the national NMID (51), MCC 5812. */
const STATIC =
  '00020101021126730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI5204581253033605802ID5913PAWON BU SARI' +
  '6012KAB. BANDUNG61054021862070703A0163046C72';

/** The same for Rp125.000, point of initiation 12 and tag 54 between 53 and 58. */
const DYNAMIC_125000 =
  '00020101021226730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI520458125303360540612500058' +
  '02ID5913PAWON BU SARI6012KAB. BANDUNG61054021862070703A016304B8CE';

/** STATIC's fields but the CRC, with one field changed (`id` → `value`, or left out with null). */
function variant(changes: Record<string, string | null>): string {
  const fields = parseQris(STATIC).filter((f) => f.id !== '63');
  const body = fields
    .map((f) =>
      f.id in changes ? (changes[f.id] === null ? '' : tlv(f.id, changes[f.id]!)) : tlv(f.id, f.value),
    )
    .join('');
  return withCrc(body);
}

const rule = (payload: string) => {
  const result = validateQris(payload);
  return result.ok ? 'ok' : result.rule;
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of the standard and 4 uppercase hex digits', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    expect(STATIC.slice(-4)).toBe(crc16(STATIC.slice(0, -4)));
  });
});

describe('parseQris', () => {
  it('reads every field of a static QRIS, the merchant account templates and the additional data too', () => {
    const fields = parseQris(STATIC);
    expect(fields.map((f) => f.id)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    const byId = Object.fromEntries(fields.map((f) => [f.id, f]));
    expect(byId['26']!.fields).toEqual([
      { id: '00', value: 'ID.CO.BANKMANDIRI.WWW' },
      { id: '01', value: '936000080000012345' },
      { id: '02', value: '000000012345678' },
      { id: '03', value: 'UMI' },
    ]);
    expect(byId['51']!.fields).toEqual([
      { id: '00', value: 'ID.CO.QRIS.WWW' },
      { id: '02', value: 'ID1024312345678' },
      { id: '03', value: 'UMI' },
    ]);
    expect(byId['62']!.fields).toEqual([{ id: '07', value: 'A01' }]);
    expect(byId['59']!.value).toBe('PAWON BU SARI');
    expect(byId['52']!.fields).toBeUndefined(); // not a template
  });

  it('throws a QrisError for text that is not a run of fields', () => {
    expect(() => parseQris('halo')).toThrow(QrisError);
    expect(() => parseQris(STATIC.slice(0, 40))).toThrow(QrisError);
  });
});

describe('validateQris', () => {
  it('takes a static QRIS and a dynamic one', () => {
    expect(validateQris(STATIC)).toEqual({ ok: true });
    expect(validateQris(DYNAMIC_125000)).toEqual({ ok: true });
    expect(isStaticQris(STATIC)).toBe(true);
    expect(isStaticQris(DYNAMIC_125000)).toBe(false);
    // Without a point of initiation (optional in EMVCo): static.
    const noInitiation = variant({ '01': null });
    expect(rule(noInitiation)).toBe('ok');
    expect(isStaticQris(noInitiation)).toBe(true);
    // Only the national QRIS account (51), as a QRIS from an aggregator may have.
    expect(rule(variant({ '26': null }))).toBe('ok');
  });

  it('refuses a tampered, cut or re-cased CRC, or none: crc', () => {
    expect(rule(`${STATIC.slice(0, -4)}6C73`)).toBe('crc');
    expect(rule(STATIC.replace('PAWON BU SARI', 'PAWON BU SARA'))).toBe('crc');
    expect(rule(`${STATIC.slice(0, -4)}6c72`)).toBe('crc');
    expect(rule(STATIC.slice(0, -8))).toBe('crc');
    expect(rule(STATIC.slice(0, -8) + '6305' + '6C72A')).toBe('crc');
  });

  it('refuses a payload of another country or currency, with a valid CRC: country, currency', () => {
    expect(rule(variant({ '58': 'MY' }))).toBe('country');
    expect(rule(variant({ '58': null }))).toBe('country');
    expect(rule(variant({ '53': '458' }))).toBe('currency');
  });

  it('refuses a payload without an Indonesian merchant account, name or city: merchant', () => {
    const foreign = tlv('00', 'COM.EXAMPLE.WWW') + tlv('01', '1234567890');
    expect(rule(variant({ '26': foreign, '51': null }))).toBe('merchant');
    expect(rule(variant({ '59': null }))).toBe('merchant');
    expect(rule(variant({ '60': null }))).toBe('merchant');
    expect(rule(variant({ '59': '   ' }))).toBe('merchant');
  });

  it('refuses text that is not QRIS (a link, words, another format): format; a payload cut short: length', () => {
    expect(rule('https://pawon.id/bayar')).toBe('format');
    expect(rule('BCA 123-456-7890 a.n. Sari')).toBe('format');
    expect(rule('')).toBe('format');
    expect(rule(STATIC.replace(/^000201/, '000202'))).toBe('format'); // payload format indicator
    expect(rule(variant({ '01': '13' }))).toBe('format'); // point of initiation
    expect(rule(`${STATIC}\u00e9`)).toBe('format');
    expect(rule(withCrc(`000201${tlv('26', 'not a template')}`))).toBe('format');
    expect(rule(STATIC.slice(0, 100))).toBe('length');
    expect(rule(STATIC.slice(0, 9))).toBe('length');
    expect(rule(STATIC + '0'.repeat(600))).toBe('length');
  });
});

describe('dynamicQris', () => {
  it("makes the dynamic QRIS of an invoice's balance: every field kept, 01 = 12, 54 = the amount, CRC again", () => {
    const dynamic = dynamicQris(STATIC, 125_000);
    expect(dynamic).toBe(DYNAMIC_125000); // the CRC computed apart (see the top of this file)
    expect(validateQris(dynamic)).toEqual({ ok: true });
    const fields = parseQris(dynamic);
    expect(fields.map((f) => f.id)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    const before = Object.fromEntries(parseQris(STATIC).map((f) => [f.id, f]));
    for (const field of fields) {
      if (field.id === '01') expect(field.value).toBe('12');
      else if (field.id === '54') expect(field.value).toBe('125000');
      else if (field.id === '63') expect(field.value).toBe(crc16(dynamic.slice(0, -4)));
      else expect(field, field.id).toEqual(before[field.id]);
    }
    expect(dynamic.endsWith(`6304${crc16(dynamic.slice(0, -4))}`)).toBe(true);
    expect(fields.find((f) => f.id === '26')!.fields![0]!.value).toBe('ID.CO.BANKMANDIRI.WWW');
    expect(fields.find((f) => f.id === '51')!.fields![0]!.value).toBe('ID.CO.QRIS.WWW');
  });

  it('replaces an amount the payload had, and puts fields given out of order in ascending order, 63 last', () => {
    const again = dynamicQris(DYNAMIC_125000, 7_500);
    const amounts = parseQris(again).filter((f) => f.id === '54');
    expect(amounts).toEqual([{ id: '54', value: '7500' }]);
    expect(rule(again)).toBe('ok');
    const shuffled = withCrc(
      tlv('00', '01') +
        tlv('59', 'PAWON BU SARI') +
        tlv('51', NATIONAL) +
        tlv('26', MANDIRI) +
        tlv('58', 'ID') +
        tlv('60', 'KAB. BANDUNG') +
        tlv('53', '360') +
        tlv('52', '5812'),
    );
    expect(rule(shuffled)).toBe('ok');
    const ids = parseQris(dynamicQris(shuffled, 1)).map((f) => f.id);
    expect(ids).toEqual(['00', '01', '26', '51', '52', '53', '54', '58', '59', '60', '63']);
  });

  it('takes whole rupiah only, and a valid QRIS only', () => {
    for (const amount of [0, -5, 12.5, Number.NaN, 1e13])
      expect(() => dynamicQris(STATIC, amount), String(amount)).toThrow(RangeError);
    expect(parseQris(dynamicQris(STATIC, 9_999_999_999_999)).find((f) => f.id === '54')!.value).toBe(
      '9999999999999',
    );
    expect(() => dynamicQris(`${STATIC.slice(0, -4)}0000`, 1000)).toThrow(QrisError);
    try {
      dynamicQris(variant({ '58': 'SG' }), 1000);
    } catch (err) {
      expect((err as QrisError).rule).toBe('country');
    }
  });
});
