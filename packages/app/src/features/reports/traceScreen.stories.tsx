import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import { formatDateShort } from '../../lib/format';
import { t } from './messages';
import TraceScreen from './TraceScreen';
import { lotTrace, TRACE_SEARCH, traceStarts } from './storyFixtures';

const shown = (
  handlers: MockHandlers,
  check: Parameters<typeof pageStories>[2]['check'],
  search = TRACE_SEARCH,
) =>
  pageStories(t('reports.traceTitle'), TraceScreen, {
    path: '/report/trace',
    search,
    handlers,
    check,
  });

const handlers: MockHandlers = { reportTrace: () => lotTrace, reportTraceSearch: () => traceStarts };

const stories = shown(handlers, async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: t('reports.traceTitle'), level: 1 })).toBeVisible();
  await expect(
    await canvas.findByText(t('reports.traceFrom', { what: 'lot bahan Tepung Tapioka · TPK-2611' })),
  ).toBeVisible();
  // Down to the customers who got the lot, with where to reach them.
  await expect(canvas.getByRole('cell', { name: 'Warung Bu Sari' })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: '081234567890' })).toBeVisible();
  // What each order took: a quantity from the traced batches, or the traced lots its packaging came from.
  await expect(canvas.getByRole('cell', { name: '40 dari batch' })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: 'Kemasan dari lot TPK-2611' })).toBeVisible();
  await expect(canvas.getAllByRole('cell', { name: 'TPK-2611' }).length).toBeGreaterThan(0);
  // What the lot gave beside its whole size (a column, or a card's label on a phone).
  await expect(canvas.getByText(t('reports.traceUsed.lot'))).toBeInTheDocument();
  await expect(canvas.getByRole('cell', { name: '12,5 kg' })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: '50 kg' })).toBeVisible();
  // A batch's expiry names the lot that capped it (issue 39).
  await expect(
    canvas.getByText(
      t('reports.traceExpiryCapped', { lot: 'Ayam AYM-2611', date: formatDateShort('2026-12-03') }),
    ),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('reports.exportXlsx') })).toBeEnabled();
});

const meta = { ...stories.meta, title: 'Screens/Telusur Lot' } satisfies Meta;
export default meta;
export const FromALot = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** Nothing chosen yet: a hint, the export off; typing finds lots, batches and orders; choosing one traces it. */
export const Choose = shown(
  handlers,
  async (canvas) => {
    await expect(await canvas.findByText(t('reports.traceChoose'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('reports.exportXlsx') })).toBeDisabled();
    const input = canvas.getByRole('combobox', { name: t('reports.traceFind') });
    await userEvent.type(input, 'TRX');
    const option = await canvas.findByRole(
      'option',
      { name: /Transaksi: TRX-20261104-0002/ },
      { timeout: 5_000 },
    );
    await expect(canvas.getByRole('option', { name: /Lot bahan: Tepung Tapioka/ })).toBeVisible();
    // A batch's expiry in the same format as its date.
    await expect(canvas.getByText('3 Nov 2026 · kedaluwarsa 3 Des 2026')).toBeVisible();
    await userEvent.click(option);
    await waitFor(() =>
      expect(
        canvas.getByText(t('reports.traceFrom', { what: 'transaksi TRX-20261104-0002 (Warung Bu Sari)' })),
      ).toBeVisible(),
    );
    // From an order the lots' share column says how much went into that order.
    await expect(canvas.getByText(t('reports.traceUsed.order'))).toBeInTheDocument();
  },
  '',
).Default;

// Its own lot: the answer that never comes stays in the trace cache under this request only.
export const Loading = shown(
  { ...handlers, reportTrace: () => PENDING },
  async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: t('reports.traceTitle'), level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('reports.exportXlsx') })).toBeDisabled();
  },
  '?lot=8',
).Default;

export const NotFound = shown(
  {
    ...handlers,
    reportTrace: () =>
      failure(404, 'Lot bahan tidak ditemukan.', undefined, undefined, {
        code: 'record.notFound',
        params: { kind: 'lot', rule: 'materialLot' },
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Lot bahan tidak ditemukan/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Coba lagi/ })).toBeVisible();
  },
).Default;

/**
 * Siomay Goreng was made with the halal override (a material without a valid certificate, decision 057): its run and
 * its batch carry "Override halal", and the two sections say what it means; Baso Tahu's carry nothing.
 */
export const HalalOverride = shown(
  {
    ...handlers,
    reportTrace: () => ({
      ...lotTrace,
      runs: lotTrace.runs.map((r) => ({ ...r, halalOverride: r.id === 34 })),
      batches: lotTrace.batches.map((b) => ({ ...b, halalOverride: b.id === 58 })),
    }),
  },
  async (canvas) => {
    const runs = await canvas.findByRole('table', { name: /^Produksi/ });
    const marked = within(runs).getByText('SGS – Siomay Goreng').closest('tr')!;
    await expect(within(marked).getByText('Override halal')).toBeVisible();
    await expect(
      within(within(runs).getByText('BTY – Baso Tahu').closest('tr')!).queryByText('Override halal'),
    ).toBeNull();
    const batches = canvas.getByRole('table', { name: /^Batch produk/ });
    const badge = within(within(batches).getByText('#58').closest('tr')!).getByText('Override halal');
    await expect(badge).toHaveAttribute(
      'title',
      expect.stringContaining('tanpa sertifikat halal yang berlaku'),
    );
    await expect(
      within(within(batches).getByText('#55').closest('tr')!).queryByText('Override halal'),
    ).toBeNull();
    // Said in words too, under the titles of the runs and the batches.
    await expect(
      canvas.getAllByText(/^Override halal: dibuat dengan bahan baku tanpa sertifikat/),
    ).toHaveLength(2);
  },
).Default;
