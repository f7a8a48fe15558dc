import { parseQris, crc16 } from '@pawon/api-client/qris';
import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QrisCode } from './QrisCode';

/** A warung's printed static QRIS as a bank issues it (the server's qris.test.ts has it field by field). */
const STATIC =
  '00020101021126730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI5204581253033605802ID5913PAWON BU SARI' +
  '6012KAB. BANDUNG61054021862070703A0163046C72';

/** The modules an SVG drawn by QrisCode holds: each `M{x} {y}h1v1h-1z` is one dark module. */
function modulesOf(svg: SVGElement): boolean[][] {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const modules = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const [, x, y] of svg
    .querySelector('path')!
    .getAttribute('d')!
    .matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    modules[Number(y)]![Number(x)] = true;
  return modules;
}

/** The modules as an RGBA picture, `scale` pixels a module, and what a scanner reads from it. */
function scan(modules: boolean[][], scale = 4): string | null {
  const side = modules.length * scale;
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const v = modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([v, v, v, 255], (y * side + x) * 4);
    }
  return jsQR(pixels, side, side)?.data ?? null;
}

const value = (payload: string, id: string) => parseQris(payload).find((f) => f.id === id)?.value;

describe('the QRIS drawn on an invoice (issue 38)', () => {
  it('scans as the business QRIS made dynamic for the amount: point of initiation 12, tag 54, a right CRC', () => {
    renderWithProviders(<QrisCode payload={STATIC} amount={137_500} label="QRIS Rp 137.500" />);
    const read = scan(
      modulesOf(screen.getByRole('img', { name: 'QRIS Rp 137.500' }) as unknown as SVGElement),
    );
    expect(read).not.toBeNull();
    expect(value(read!, '01')).toBe('12');
    expect(value(read!, '54')).toBe('137500');
    // Every other field as the business's own code has it, in order; the CRC over all before it.
    for (const id of ['00', '26', '51', '52', '53', '58', '59', '60', '61', '62'])
      expect(value(read!, id)).toBe(value(STATIC, id));
    expect(read!.slice(-4)).toBe(crc16(read!.slice(0, -4)));
    expect(parseQris(read!).map((f) => f.id)).toEqual([
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
  });

  it('draws nothing for a payload that is not a QRIS, or nothing to pay', () => {
    renderWithProviders(
      <>
        <QrisCode payload="https://example.com/bayar" amount={10_000} label="a" />
        <QrisCode payload={STATIC} amount={0} label="b" />
      </>,
    );
    expect(screen.queryByTestId('qris-code')).toBeNull();
  });
});
