/** Sample sales rows for DataTable stories and the bench; deterministic so screenshots are stable. */
export interface SaleRow {
  id: string;
  invoice: string;
  date: string;
  customer: string;
  product: string;
  quantity: number;
  total: number;
  status: 'Lunas' | 'Menunggu' | 'Dibatalkan';
}

const customers = [
  'Toko Sari Rasa',
  'Ibu Ratna',
  'Warung Pak Darmo',
  'Kantin SMA 3',
  'CV Berkah Jaya',
  'Pak Hendra',
];
const products = [
  'Roti tawar',
  'Bolu pandan',
  'Kue lapis legit',
  'Donat gula',
  'Bakpia kacang hijau',
  'Brownies kukus',
];
const statuses: SaleRow['status'][] = ['Lunas', 'Lunas', 'Menunggu', 'Lunas', 'Dibatalkan'];

export function makeSales(count: number, offset = 0): SaleRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const quantity = ((n * 7) % 23) + 1;
    const day = (n % 28) + 1;
    return {
      id: `s${n + 1}`,
      invoice: `INV/2026/11/${String(n + 1).padStart(5, '0')}`,
      date: `2026-11-${String(day).padStart(2, '0')}`,
      customer: customers[n % customers.length] ?? '',
      product: products[(n * 5) % products.length] ?? '',
      quantity,
      total: quantity * (12500 + ((n * 1500) % 30000)),
      status: statuses[n % statuses.length] ?? 'Lunas',
    };
  });
}
