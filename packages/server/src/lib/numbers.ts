/**
 * Numbers typed the Indonesian way in files and forms: `7.500` and `Rp 7.500` are seven thousand five hundred,
 * `2,5` is two and a half, `1.234,5` is 1234.5. Plain `2.5` (one dot followed by one or two digits, no comma) is
 * read as a decimal too.
 */
export function parseIndonesianNumber(text: string): number | undefined {
  const s = text.replace(/^\s*Rp\.?\s*/i, '').replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(s)) return undefined;
  let normalised: string;
  if (s.includes(',')) normalised = s.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(s)) normalised = s;
  else normalised = s.replace(/\./g, '');
  const n = Number(normalised);
  return Number.isFinite(n) ? n : undefined;
}
