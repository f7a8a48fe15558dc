import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE } from '../../test/businessProfile';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';
import { BlockBadge } from './BlockBadge';
import { RECALL_ANSWER } from './fixtures';
import { RecallButton, RecallHost } from './RecallButton';
import { RECALL_RIGHT, type BlockState } from './recall';

const FREE: BlockState = { recalledAt: null, recallReason: null, heldAt: null };

function setRights(urls: string[]) {
  appStore.set(
    userRightsAtom,
    urls.map((url) => ({ url, view: true, create: false, update: false, delete: false })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession(appStore);
});

function renderRow(kind: 'batch' | 'lot', stock: BlockState = FREE, onRecalled = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/stock-product',
        element: (
          <>
            <RecallButton target={{ kind, id: 7, name: 'Baso Tahu 20 Nov 2026' }} stock={stock} />
            <RecallHost onRecalled={onRecalled} />
          </>
        ),
      },
    ],
    '/stock-product',
  );
  return onRecalled;
}

describe('Tarik (recall)', () => {
  it('asks for the reason, names what will be blocked, recalls, then lists the customers with WhatsApp', async () => {
    setRights(['/stock-product', RECALL_RIGHT]);
    const api = stubApi({
      stockRecall: () => RECALL_ANSWER,
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onRecalled = renderRow('batch');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tarik Baso Tahu 20 Nov 2026?')).toBeTruthy();
    expect(confirm.textContent).toContain('tidak akan bisa dipesan, dipakai, atau dipindah lagi');
    // No reason: refused on the field, nothing sent.
    await user.click(within(confirm).getByRole('button', { name: 'Tarik' }));
    expect(api.ids()).not.toContain('stockRecall');
    await user.type(within(confirm).getByLabelText(/Alasan penarikan/), 'Uji lab: Listeria');
    await user.click(within(confirm).getByRole('button', { name: 'Tarik' }));

    const list = await screen.findByRole('dialog', { name: /Customer yang menerima Baso Tahu/ });
    expect(api.calls.find((c) => c.id === 'stockRecall')?.body).toEqual({
      batchId: 7,
      reason: 'Uji lab: Listeria',
    });
    expect(onRecalled).toHaveBeenCalledWith(RECALL_ANSWER);
    expect(within(list).getByText('Toko Sumber Rejeki')).toBeTruthy();
    expect(list.textContent).toContain('TRX-20261120-0041 (20 Nov 2026): Baso Tahu 5 pcs');
    // A customer without a phone cannot be sent to.
    const noPhone = within(list).getByRole('button', { name: 'Kirim WhatsApp ke Warung Bu Tini' });
    expect(noPhone.getAttribute('aria-disabled') ?? noPhone.getAttribute('disabled')).not.toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Kirim WhatsApp ke Toko Sumber Rejeki' }));
    const link = new URL(String(open.mock.calls[0]![0]));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281234500001');
    const text = link.searchParams.get('text')!;
    expect(text).toContain('Yth. Toko Sumber Rejeki');
    expect(text).toContain('Pawon Bu Sari menarik kembali Baso Tahu 20 Nov 2026 karena Uji lab: Listeria.');
    expect(text).toContain(
      'TRX-20261120-0041 (20 Nov 2026): Baso Tahu; TRX-20261121-0007 (21 Nov 2026): Baso Tahu',
    );
  });

  it('offers to recall the batches made from a lot with it (checked unless unticked)', async () => {
    setRights([RECALL_RIGHT]);
    const api = stubApi({
      stockRecall: () => success('stockRecall', { batchIds: [], lotIds: [7], customers: [] }),
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    });
    renderRow('lot');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }));
    const confirm = await screen.findByRole('alertdialog');
    const withBatches = within(confirm).getByRole('checkbox', {
      name: /batch produk yang dibuat dari lot ini/,
    });
    expect(
      withBatches.getAttribute('aria-checked') ?? String((withBatches as HTMLInputElement).checked),
    ).toBe('true');
    await user.click(withBatches);
    await user.type(within(confirm).getByLabelText(/Alasan penarikan/), 'Vendor menarik lot');
    await user.click(within(confirm).getByRole('button', { name: 'Tarik' }));
    const list = await screen.findByRole('dialog', { name: /Customer yang menerima/ });
    expect(list.textContent).toContain('Belum ada customer yang menerimanya.');
    expect(api.calls.find((c) => c.id === 'stockRecall')?.body).toEqual({
      restockId: 7,
      reason: 'Vendor menarik lot',
      withBatches: false,
    });
  });

  it('is disabled, saying why, without the right "Tarik Produk" and for stock recalled already', async () => {
    setRights(['/stock-product']);
    renderRow('batch');
    const button = screen.getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.body.textContent).toContain('Perlu hak "Tarik Produk".');
  });

  it('badges recalled and held stock, and nothing else', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <BlockBadge
                stock={{ recalledAt: '2026-11-21T02:00:00Z', recallReason: 'Uji lab', heldAt: null }}
              />
              <BlockBadge stock={{ recalledAt: null, recallReason: null, heldAt: '2026-11-21T02:00:00Z' }} />
              <BlockBadge stock={FREE} />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('Ditarik').getAttribute('title')).toBe('Ditarik: Uji lab');
    expect(screen.getByText('Ditahan QC').getAttribute('title')).toMatch(/^Ditahan QC sejak /);
    expect(document.querySelectorAll('[data-block]')).toHaveLength(2);
  });
});
