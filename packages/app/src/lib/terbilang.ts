const UNITS = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];
const SCALES: Array<[number, string]> = [
  [1e12, 'triliun'],
  [1e9, 'miliar'],
  [1e6, 'juta'],
];

function words(n: number): string {
  if (n < 12) return UNITS[n]!;
  if (n < 20) return `${words(n - 10)} belas`;
  const tail = (rest: number) => (rest ? ` ${words(rest)}` : '');
  if (n < 100) return `${words(Math.floor(n / 10))} puluh${tail(n % 10)}`;
  if (n < 200) return `seratus${tail(n - 100)}`;
  if (n < 1000) return `${words(Math.floor(n / 100))} ratus${tail(n % 100)}`;
  if (n < 2000) return `seribu${tail(n - 1000)}`;
  if (n < 1e6) return `${words(Math.floor(n / 1000))} ribu${tail(n % 1000)}`;
  for (const [scale, name] of SCALES) {
    if (n >= scale) return `${words(Math.floor(n / scale))} ${name}${tail(n % scale)}`;
  }
  return '';
}

/** An amount of rupiah in Indonesian words, for invoices: `1250000` → `Satu juta dua ratus lima puluh ribu rupiah`. */
export function terbilang(rupiah: number): string {
  const n = Math.floor(Math.abs(rupiah));
  const text = n === 0 ? 'nol' : words(n);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} rupiah`;
}
