import { dynamicQris, QrisError } from '@pawon/api-client/qris';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The code's modules, dark ones true, with the four-module quiet zone a scanner needs. */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 4 }).data;
}

/** One SVG path of the dark modules, a unit square each (one element, however large the code). */
function modulePath(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, y) => row.forEach((dark, x) => void (dark ? (d += `M${x} ${y}h1v1h-1z`) : 0)));
  return d;
}

/**
 * The business's QRIS made dynamic for `amount` (EMVCo: point of initiation 12, tag 54 the amount, the CRC
 * recomputed: `@pawon/api-client/qris`), drawn as an SVG: the customer's banking app scans it with the amount filled
 * in. Nothing when the payload cannot be made dynamic (a profile saved before it was checked) or the amount is 0.
 */
export function QrisCode({
  payload,
  amount,
  label,
  size = '35mm',
}: {
  /** The static QRIS text from Profil Usaha. */
  payload: string;
  /** Integer rupiah to pay. */
  amount: number;
  /** What the code is, for a screen reader ("QRIS Rp 150.000"). */
  label: string;
  /** The printed side of the square. @default '35mm' */
  size?: string;
}) {
  const code = useMemo(() => {
    if (amount <= 0) return null;
    try {
      const modules = qrModules(dynamicQris(payload, amount));
      return { path: modulePath(modules), side: modules.length };
    } catch (error) {
      if (error instanceof QrisError) return null;
      throw error;
    }
  }, [payload, amount]);
  if (!code) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.side} ${code.side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="qris-code"
    >
      <rect width={code.side} height={code.side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
