import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { PROFILE } from '../../test/businessProfile';
import { forgetList } from '../../test/listCache';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { purchaseRows, sumberTani } from './fixtures';
import type { PurchaseOrder } from './form';
import { expectedDates, purchaseShareLink } from './paper';
import { purchases } from './purchase.resource';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(purchases.descriptor.list);
});

/** PO-2026-0002 of CV Sumber Tani, partly received: 100 kg of tapioca at Rp 12.000, expected 10 Dec. */
const partial = { ...purchaseRows[2]!, note: 'Kirim pagi sebelum jam 9' };
/** PO-2026-0004, a draft of Sumber Tani: tapioca expected 10 Dec, vacuum bags without a date. */
const draft = purchaseRows[0]!;
const rows = [draft, purchaseRows[1]!, partial, purchaseRows[3]!, purchaseRows[4]!];

const show = (handlers: Parameters<typeof stubApi>[0] = {}) => {
  appStore.set(userRightsAtom, [{ url: '/purchase', view: true, create: true, update: true, delete: true }]);
  const api = stubApi({
    purchaseList: () => success('purchaseList', { datas: rows, total: rows.length, page: 1, perPage: 25 }),
    businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    ...handlers,
  });
  renderRoutes([{ path: '/purchase', element: <purchases.Screen /> }], '/purchase');
  return api;
};

/** The message a wa.me link carries, and the number it goes to. */
function opened(spy: { mock: { calls: unknown[][] } }) {
  const url = String(spy.mock.calls.at(-1)?.[0]);
  const [base, text] = url.split('?text=');
  return { to: base!.replace('https://wa.me/', ''), text: decodeURIComponent(text!) };
}

describe('a purchase order to its vendor', () => {
  it('prints a sent order on A4 under the business profile: vendor, dates, lines, total and note', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cetak PO-2026-0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesanan PO-2026-0002' });
    const preview = await within(dialog).findByRole('article', { name: 'Pratinjau pesanan pembelian' });
    await waitFor(() => expect(within(preview).getByText(PROFILE.name)).toBeVisible());
    expect(within(preview).getByRole('img', { name: `Logo ${PROFILE.name}` })).toBeVisible();
    expect(preview).toHaveTextContent(PROFILE.address!);
    expect(preview).toHaveTextContent(`Telp. ${PROFILE.phone}`);
    expect(preview).toHaveTextContent('PESANAN PEMBELIAN');
    expect(preview).toHaveTextContent('No. PO-2026-0002');
    expect(preview).toHaveTextContent('Tanggal: 1 Des 2026');
    expect(preview).toHaveTextContent(`Kepada: CV Sumber Tani · ${sumberTani.phone}`);
    expect(preview).toHaveTextContent(sumberTani.address!);
    expect(preview).toHaveTextContent('Perkiraan datang: 10 Des 2026');
    const lines = within(preview).getAllByRole('row');
    expect(lines.map((r) => r.textContent)).toEqual([
      'No.BahanJumlahHarga satuanSubtotal',
      '1Tepung Tapioka100 kgRp 12.000Rp 1.200.000',
      'TotalRp 1.200.000',
    ]);
    expect(preview).toHaveTextContent('Catatan: Kirim pagi sebelum jam 9');
    // The copy the browser prints is the same paper, alone on the page.
    const printed = document.querySelector('[data-print-root]')!;
    expect(printed.firstElementChild).toHaveAttribute('data-layout', 'a4');
    expect(printed).toHaveTextContent('1Tepung Tapioka100 kgRp 12.000Rp 1.200.000');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("sends a sent order's summary to the vendor's WhatsApp from its row", async () => {
    show();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const button = await screen.findByRole('button', { name: 'Kirim PO-2026-0002 lewat WhatsApp' });
    // The business's name once its profile is read.
    await waitFor(async () => {
      await userEvent.click(button);
      expect(opened(open).text).toContain(PROFILE.name);
    });
    const { to, text } = opened(open);
    expect(to).toBe('6281231011037');
    expect(text).toBe(
      [
        `Halo CV Sumber Tani, berikut pesanan pembelian dari ${PROFILE.name}:`,
        'No. PO-2026-0002, tanggal 1 Desember 2026',
        '- Tepung Tapioka 100 kg @ Rp 12.000 = Rp 1.200.000',
        'Total: Rp 1.200.000',
        'Mohon dikirim 10 Desember 2026.',
        'Catatan: Kirim pagi sebelum jam 9',
        'Terima kasih.',
      ].join('\n'),
    );
    expect(open.mock.calls.at(-1)?.slice(1)).toEqual(['_blank', 'noopener']);
  });

  it('offers neither on a draft nor on a cancelled order', async () => {
    show();
    await screen.findByRole('button', { name: 'Cetak PO-2026-0003' });
    expect(screen.getByRole('button', { name: 'Cetak PO-2026-0001' })).toBeVisible();
    for (const number of ['PO-2026-0004', 'PO-2026-0005']) {
      expect(screen.queryByRole('button', { name: `Cetak ${number}` })).toBeNull();
      expect(screen.queryByRole('button', { name: `Kirim ${number} lewat WhatsApp` })).toBeNull();
    }
  });

  it('opens the sent order ready to pass on right after "Kirim"; a vendor without a phone is said', async () => {
    const { calls } = show({
      purchaseSend: () =>
        success('purchaseSend', {
          datas: {
            ...draft,
            state: 'sent',
            version: 2,
            vendor: { ...sumberTani, phone: null },
          },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim PO-2026-0004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesanan PO-2026-0004' });
    expect(calls.filter((c) => c.id === 'purchaseSend')).toHaveLength(1);
    expect(dialog).toHaveAccessibleDescription(/sudah ditandai terkirim\. Sampaikan ke CV Sumber Tani/);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'CV Sumber Tani belum punya nomor telepon: WhatsApp akan meminta Anda memilih kontaknya.',
    );
    // Two lines expected on different days (one undated): each line says its own.
    const preview = within(dialog).getByRole('article', { name: 'Pratinjau pesanan pembelian' });
    expect(preview).not.toHaveTextContent('Perkiraan datang');
    expect(
      within(preview)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'No.BahanJumlahHarga satuanSubtotalDatang',
      '1Tepung Tapioka50 kgRp 12.500Rp 625.00010 Des 2026',
      '2Plastik Vakum 20x301.000 pcsRp 350Rp 350.000–',
      'TotalRp 975.000',
    ]);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim WhatsApp' }));
    expect(opened(open).to).toBe('');
    // The footer's "Tutup" (the header has its own close button).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('purchaseShareLink', () => {
  const order: PurchaseOrder = {
    ...draft,
    lines: [
      { ...draft.lines[0]!, expectedDate: '2026-12-08' },
      { ...draft.lines[1]!, expectedDate: '2026-12-12' },
    ],
  };

  it('names each line its own day when the lines are expected on different days', () => {
    expect(expectedDates(order)).toEqual({ single: null, perLine: true });
    const text = decodeURIComponent(purchaseShareLink(order, { business: 'Pawon' }).split('?text=')[1]!);
    expect(text).toContain('- Tepung Tapioka 50 kg @ Rp 12.500 = Rp 625.000, datang 8 Desember 2026');
    expect(text).toContain('- Plastik Vakum 20x30 1.000 pcs @ Rp 350 = Rp 350.000, datang 12 Desember 2026');
    expect(text).not.toContain('Mohon dikirim');
  });

  it('says the day once when every line shares it, and nothing when none has one', () => {
    const same = { ...order, lines: order.lines.map((l) => ({ ...l, expectedDate: '2026-12-08' })) };
    expect(expectedDates(same)).toEqual({ single: '2026-12-08', perLine: false });
    const undated = { ...order, lines: order.lines.map((l) => ({ ...l, expectedDate: null })) };
    expect(expectedDates(undated)).toEqual({ single: null, perLine: false });
    expect(decodeURIComponent(purchaseShareLink(undated, { business: 'Pawon' }))).not.toMatch(
      /Mohon dikirim|datang/,
    );
  });
});
