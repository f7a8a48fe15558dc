import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resourceStories } from '../../test/screenStories';
import type { MockHandlers } from '../../test/mockOperations';
import { bulkMessages as b, t as tTransactionsBulk } from './bulkMessages';
import { ResultsDialog } from './BulkDialogs';
import { outcomeOfAll, type BulkRequest } from './bulk';
import { t } from './messages';
import type { OrderRecord } from './order';
import { transactions } from './transaction.resource';
import { STATUS_RIGHT } from './rights';
import { moneyOf } from '../../test/fixtures';

const stamp = { version: 1, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };

function order(id: number, customer: string, states: Pick<OrderRecord, 'payment' | 'packing' | 'delivery'>) {
  return {
    id,
    ...stamp,
    number: `TRX-20261120-000${id}`,
    date: '2026-11-20',
    customerId: id,
    customer: {
      id,
      name: customer,
      phone: '0812-3101-1037',
      category: 'konsumen',
      address: 'Jl. Dago No. 12',
    },
    deliveryDate: null,
    deliveryTime: null,
    ...states,
    packedDate: states.packing === 'packed' ? '2026-11-20' : null,
    ongkir: 5_000,
    itemSubtotal: 150_000,
    packagingSubtotal: 2_000,
    total: 157_000,
    itemCount: 20,
    note: null,
    packs: [
      {
        id,
        materialId: 3,
        material: { id: 3, name: 'Kerdus', unit: 'pcs' },
        count: 2,
        packPrice: 1_000,
        subtotal: 152_000,
        lines: [
          {
            id,
            productId: 1,
            product: { id: 1, code: 'RSL', name: 'Risol Mayo', unit: 'pcs' },
            bucket: 'fresh',
            qtyPerPack: 10,
            qty: 20,
            unitPrice: 7_500,
            subtotal: 150_000,
          },
        ],
      },
    ],
    ...moneyOf(states.payment, 157_000),
    createdBy: { id: 4, name: 'Kasir Pawon' },
    standingOrderId: null,
  } satisfies OrderRecord;
}

const open = { payment: 'unpaid', packing: 'unpacked', delivery: 'pending' } as const;
const rows: OrderRecord[] = [
  order(1, 'Warung Bu Sari', open),
  order(2, 'Toko Frozen Berkah', { ...open, packing: 'packed' }),
  order(3, 'Kantin Pak Udin', open),
  order(4, 'Rumah Makan Sederhana', open),
];

/**
 * The bulk call: order 3 is short of fresh Risol Mayo, order 2 is already packed (so delivering it packs nothing,
 * delivering the others packs them first).
 */
const outcomes = (body: BulkRequest) => {
  const ids = body.orders?.map((o) => o.id) ?? rows.map((r) => r.id);
  const results = ids.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    const base = { id, number: row.number, customer: row.customer.name, total: row.total, packsToo: false };
    if (id === 2 && body.target !== 'delivered')
      return { ...base, version: 1, outcome: 'skipped' as const, message: 'Sudah dikemas; dilewati.' };
    if (id === 3)
      return {
        ...base,
        version: 1,
        outcome: 'refused' as const,
        message: 'Stok Risol Mayo segar tidak cukup: tersedia 12 pcs, diminta 20 pcs.',
        code: 'stock.short' as const,
        params: { name: 'Risol Mayo', bucket: 'fresh', available: 12, requested: 20, unit: 'pcs' },
      };
    return {
      ...base,
      packsToo: body.target === 'delivered' && row.packing === 'unpacked',
      version: body.dryRun ? 1 : 2,
      outcome: 'moved' as const,
      message: 'Ditandai dikemas.',
    };
  });
  const count = (o: string) => results.filter((r) => r.outcome === o).length;
  return {
    status: 'success' as const,
    dryRun: Boolean(body.dryRun),
    moved: count('moved'),
    skipped: count('skipped'),
    refused: count('refused'),
    results,
  };
};

const handlers = {
  transactionStatusBulk: ({ body }: { body: unknown }) => outcomes(body as BulkRequest),
} as unknown as MockHandlers;

const withRight = resourceStories(transactions, { handlers, actions: [STATUS_RIGHT], rows, long: rows[0]! });
const withoutRight = resourceStories(transactions, { handlers, actions: [], rows, long: rows[0]! });

type Context = Parameters<NonNullable<typeof withRight.Filled.play>>[0];

/** Ticks the first three rows' checkboxes by keyboard (Space), as a cashier without a mouse would. */
async function chooseThree(context: Context) {
  await withRight.Filled.play(context);
  const canvas = within(context.canvasElement);
  const boxes = canvas.getAllByRole('checkbox', { name: /^Pilih baris/ });
  for (const box of boxes.slice(0, 3)) {
    box.focus();
    await userEvent.keyboard(' ');
  }
  await waitFor(() => expect(canvas.getByTestId('bulk-count')).toHaveTextContent('3 pesanan dipilih'));
  return canvas;
}

const meta = { ...withRight.meta, title: 'Screens/Data Transaksi/Aksi massal' } satisfies Meta;
export default meta;

/** Three orders chosen: the bar under the table counts them and offers the moves, print all and export. */
export const Selection = {
  ...withRight.Filled,
  play: async (context: Context) => {
    const canvas = await chooseThree(context);
    const bar = within(canvas.getByRole('region', { name: tTransactionsBulk('transactionsBulk.bar') }));
    for (const name of [
      tTransactionsBulk('transactionsBulk.mark.paid'),
      tTransactionsBulk('transactionsBulk.mark.packed'),
      tTransactionsBulk('transactionsBulk.mark.delivered'),
      tTransactionsBulk('transactionsBulk.print'),
      tTransactionsBulk('transactionsBulk.export'),
    ])
      await expect(bar.getByRole('button', { name })).toBeVisible();
    await expect(
      bar.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.packed') }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** "All matching the filter": one link chooses every matching order; print and export then say why they are off. */
export const AllMatching = {
  ...withRight.Filled,
  play: async (context: Context) => {
    const canvas = await chooseThree(context);
    await userEvent.click(
      canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.selectAll', { n: '4' }) }),
    );
    await expect(canvas.getByTestId('bulk-count')).toHaveTextContent(
      tTransactionsBulk('transactionsBulk.allChosen', { n: '4' }),
    );
    await expect(
      canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.print') }),
    ).toHaveAccessibleDescription(tTransactionsBulk('transactionsBulk.printOnlyChosen'));
  },
};

/** The preview before packing: how many move, which are skipped, which are refused and why, one confirmation. */
export const Preview = {
  ...withRight.Filled,
  play: async (context: Context) => {
    const canvas = await chooseThree(context);
    await userEvent.click(
      canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.packed') }),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByTestId('bulk-preview')).toHaveTextContent(
        '1 pesanan akan ditandai dikemas; 1 sudah dikemas dilewati; 1 ditolak.',
      ),
    );
    // The dialog fades in: wait for it. Every order by outcome: number, customer, total, and why.
    await waitFor(() => expect(dialog.getByText(/Stok Risol Mayo segar tidak cukup/)).toBeVisible());
    await expect(dialog.getByRole('list', { name: 'Akan ditandai dikemas (1)' })).toHaveTextContent(
      /TRX-20261120-0001.*Warung Bu Sari.*Rp\s157\.000/,
    );
    await expect(dialog.getByRole('list', { name: 'Dilewati, sudah dikemas (1)' })).toHaveTextContent(
      /TRX-20261120-0002.*Toko Frozen Berkah/,
    );
    await expect(dialog.getByRole('list', { name: 'Akan ditolak (1)' })).toHaveTextContent(
      /TRX-20261120-0003.*Kantin Pak Udin.*Stok Risol Mayo segar tidak cukup/,
    );
    await expect(dialog.getByRole('button', { name: b.confirm('packed', 1) })).toBeEnabled();
  },
};

/** Confirmed: the move waits five seconds with "Batalkan"; undoing it sends nothing and says so. */
export const Hold = {
  ...withRight.Filled,
  play: async (context: Context) => {
    const canvas = await chooseThree(context);
    await userEvent.click(
      canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.packed') }),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByTestId('bulk-preview')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: b.confirm('packed', 1) }));
    await expect(await canvas.findByText(/1 pesanan akan ditandai dikemas dalam \d detik/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.undo') }));
    await expect(await page.findByText('Dibatalkan: tidak ada yang diubah', { exact: true })).toBeVisible();
    await expect(
      page.getByText('1 pesanan tidak jadi ditandai dikemas; tidak ada yang dikirim ke server.'),
    ).toBeVisible();
    // Back to the chosen orders, nothing moved.
    await expect(canvas.getByTestId('bulk-count')).toHaveTextContent('3 pesanan dipilih');
  },
};

const chosenFour = rows.map((r) => ({ id: r.id, version: 1 }));
const previewed = outcomes({ target: 'packed', orders: chosenFour, dryRun: true });
/** The run sends what the preview did not skip; the result joins the skipped order back in. */
const answered = outcomeOfAll(
  previewed,
  outcomes({ target: 'packed', orders: chosenFour.filter((o) => o.id !== 2) }),
);

/** After the hold: every order by outcome, the skipped one too, the refusal with its reason. */
export const Results = {
  ...withRight.Filled,
  render: () => <ResultsDialog target="packed" answer={answered} onClose={() => undefined} />,
  play: async ({ canvasElement }: Context) => {
    const page = within(canvasElement.ownerDocument.body);
    const results = await page.findByTestId('bulk-results');
    await expect(results).toHaveTextContent('2 pesanan ditandai dikemas; 1 dilewati; 1 ditolak.');
    const refused = page.getByRole('list', { name: 'Ditolak (1)' });
    await waitFor(() => expect(within(refused).getByText(/Stok Risol Mayo segar tidak cukup/)).toBeVisible());
    await expect(refused).toHaveTextContent(/TRX-20261120-0003.*Kantin Pak Udin/);
    await expect(page.getByRole('list', { name: 'Dilewati, sudah dikemas (1)' })).toHaveTextContent(
      /TRX-20261120-0002.*Toko Frozen Berkah/,
    );
    await expect(
      within(page.getByRole('list', { name: 'Ditandai dikemas (2)' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

/** The preview before delivering: the unpacked orders are packed on the way and take their fresh stock. */
export const DeliveryPreview = {
  ...withRight.Filled,
  play: async (context: Context) => {
    const canvas = await chooseThree(context);
    await userEvent.click(
      canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.delivered') }),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByTestId('bulk-packs-too')).toHaveTextContent(
        '1 dari pesanan ini belum dikemas: saat ditandai terkirim, pesanan itu dikemas sekalian dan mengambil stok segar produknya.',
      ),
    );
    const moving = within(dialog.getByRole('list', { name: 'Akan ditandai terkirim (2)' }));
    await expect(moving.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/TRX-20261120-0001.*Warung Bu Sari.*Dikemas sekalian/),
      expect.not.stringMatching(/Dikemas sekalian/),
    ]);
  },
};

/** The delivery preview in the dark theme. */
export const DeliveryPreviewDark = { ...DeliveryPreview, globals: { theme: 'dark' } };

/** Without "Tandai Status Pesanan" the moves stay in the bar, disabled, naming the right; print all still works. */
export const WithoutStatusRight = {
  ...withoutRight.Filled,
  play: async (context: Context) => {
    await withoutRight.Filled.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('checkbox', { name: /^Pilih baris/ })[0]!);
    const move = await canvas.findByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.paid') });
    await expect(move).toHaveAttribute('aria-disabled', 'true');
    await expect(move).toHaveAccessibleDescription(t('transactions.needsStatusRight'));
    await expect(
      canvas.getByRole('button', { name: tTransactionsBulk('transactionsBulk.print') }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** The bar in the dark theme. */
export const Dark = { ...Selection, globals: { theme: 'dark' } };
