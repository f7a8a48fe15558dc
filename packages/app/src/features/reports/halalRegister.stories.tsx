import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@pawon/api-client';
import { success } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import HalalRegisterScreen from './HalalRegisterScreen';
import { t } from './messages';

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
const rows: Schemas['HalalRegisterRow'][] = [
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

const stories = pageStories(t('reports.halalTitle'), HalalRegisterScreen, {
  path: '/report/halal',
  handlers: {
    reportHalalList: () =>
      success('reportHalalList', {
        datas: rows,
        total: rows.length,
        page: 1,
        perPage: 50,
        date: '2026-12-06',
        totals: { valid: 1, expiring: 1, expired: 0, missing: 1, notNeeded: 1 },
      }),
    bahanBakuHalalFile: () => new Blob(['%PDF-1.4\n%%EOF\n']) as never,
  },
  check: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: t('reports.halalTitle'), level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Ikan Tenggiri')).toBeVisible();
    await expect(canvas.getAllByText('Belum ada sertifikat').length).toBeGreaterThan(0);
    await expect(canvas.getByText('LPPOM MUI')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unduh XLSX' })).toBeVisible();
  },
});

const meta = { ...stories.meta, title: 'Screens/Register Halal' } satisfies Meta;
export default meta;
/** A product's four recipe materials: valid, expiring within 30 days, without a certificate, and not needed. */
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** A certificate's file kept: "Lihat" reads it through the API with the session and opens it in a new tab. */
export const OpenCertificate: StoryObj = {
  ...stories.frame,
  play: async (context) => {
    await stories.Default.play?.(context);
    const open = spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
    try {
      const canvas = within(context.canvasElement);
      await expect(canvas.getAllByRole('button', { name: /^Lihat file sertifikat halal/ })).toHaveLength(1);
      await userEvent.click(
        canvas.getByRole('button', { name: 'Lihat file sertifikat halal Tepung Tapioka' }),
      );
      await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank'));
    } finally {
      open.mockRestore();
    }
  },
};
