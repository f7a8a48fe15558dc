import type { OkOf, Schemas } from '@pawon/api-client';

/** The Register Halal's stories and tests look at 6 December 2026. */
export const HALAL_DATE = '2026-12-06';

type Material = Schemas['HalalMaterial'];
const material = (id: number, name: string, fields: Partial<Material>): Material => ({
  id,
  name,
  unit: 'kg',
  halalStatus: null,
  halalNumber: null,
  halalIssuer: null,
  halalIssuerName: null,
  halalExpiry: null,
  halalReason: null,
  halalFile: null,
  state: 'missing',
  ...fields,
});
const product = { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' } as const;
/** A product's four recipe materials: valid, expiring within 30 days, without a certificate, and not needed. */
export const halalRows: Schemas['HalalRegisterRow'][] = [
  {
    key: '1-1',
    product,
    material: material(1, 'Tepung Tapioka', {
      halalStatus: 'certified',
      halalNumber: 'ID00110000123450124',
      halalIssuer: 'BPJPH',
      halalExpiry: '2028-03-31',
      halalFile: '/api/bahanBaku/halal/file/0123456789abcdef0123456789abcdef.pdf',
      state: 'valid',
    }),
  },
  {
    key: '1-2',
    product,
    material: material(2, 'Ayam', {
      halalStatus: 'certified',
      halalNumber: 'LPPOM-00150012340519',
      halalIssuer: 'LPPOM',
      halalExpiry: '2026-12-20',
      state: 'expiring',
    }),
  },
  { key: '1-3', product, material: material(3, 'Ikan Tenggiri', {}) },
  {
    key: '1-4',
    product,
    material: material(4, 'Garam', {
      halalStatus: 'notNeeded',
      halalReason: 'Garam dapur',
      state: 'notNeeded',
    }),
  },
];

/** The register's answer: the four rows on one page. */
export const halalRegister: OkOf<'reportHalalList'> = {
  status: 'success',
  datas: halalRows,
  total: halalRows.length,
  page: 1,
  perPage: 50,
  date: HALAL_DATE,
  totals: { valid: 1, expiring: 1, expired: 0, missing: 1, notNeeded: 1 },
};
