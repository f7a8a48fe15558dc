import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listOf, resourceStories, type ResourceStoryFixtures } from '../../test/screenStories';
import { success, type MockHandlers } from '../../test/mockOperations';
import { PROFILE } from '../../test/businessProfile';
import { t as tCommon } from '../../lib/messages';
import { t as tTransactionsCosts } from './costMessages';
import { t } from './messages';
import type { OrderRecord } from './order';
import { transactions } from './transaction.resource';
import { COST_RIGHT, RELEASE_HOLD_RIGHT, UNDELIVER_RIGHT } from './rights';
import { moneyOf } from '../../test/fixtures';

const stamp = { version: 1, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const product = { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' as const };

function order(
  id: number,
  customer: string,
  states: Pick<OrderRecord, 'payment' | 'packing' | 'delivery'>,
  total: number,
): OrderRecord {
  return {
    id,
    ...stamp,
    number: `TRX-20261120-${String(id).padStart(4, '0')}`,
    date: '2026-11-20',
    customerId: id,
    customer: {
      id,
      name: customer,
      phone: '0812-3101-1037',
      category: 'konsumen',
      address: 'Jl. Dago No. 12',
    },
    deliveryDate: '2026-11-21',
    deliveryTime: '09:30',
    ...states,
    packedDate: states.packing === 'packed' ? '2026-11-20' : null,
    ongkir: 5_000,
    itemSubtotal: total - 7_000,
    packagingSubtotal: 2_000,
    total,
    itemCount: 20,
    note: null,
    packs: [
      {
        id,
        materialId: 3,
        material: { id: 3, name: 'Kerdus', unit: 'pcs' },
        count: 2,
        packPrice: 1_000,
        subtotal: total - 5_000,
        lines: [
          {
            id,
            productId: 1,
            product,
            bucket: 'frozen',
            qtyPerPack: 10,
            qty: 20,
            unitPrice: 7_500,
            subtotal: 150_000,
          },
        ],
      },
    ],
    ...moneyOf(states.payment, total),
    createdBy: { id: 4, name: 'Kasir Pawon' },
    standingOrderId: null,
  };
}

/** The order with its lines from the fresh stock (taken once the order is packed). */
const freshLines = (o: OrderRecord): OrderRecord => ({
  ...o,
  packs: o.packs.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l, bucket: 'fresh' as const })) })),
});

/** The customer and product filters' lists. */
const handlers: MockHandlers = {
  customerList: () =>
    listOf('customerList', [
      { id: 1, name: 'Warung Bu Sari' },
      { id: 2, name: 'Toko Frozen Berkah' },
      { id: 3, name: 'Kantin Pak Udin' },
    ]),
  productList: () => listOf('productList', [{ ...product, price: 7_500, active: true }]),
  // The business profile that heads the invoice and the receipt.
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  // An order's cost of goods: the first sold at a profit (its fresh line not taken yet), the third below cost.
  transactionCosts: ({ body }) =>
    success('transactionCosts', {
      datas:
        body.id === 3
          ? {
              id: 3,
              revenue: 137_000,
              lines: 146_000,
              packs: 2_400,
              returned: 14_600,
              cost: 133_800,
              margin: 3_200,
              marginPct: 2.3,
              lineCosts: [{ lineId: 3, qty: 20, cost: 146_000, unitCost: 7_300 }],
            }
          : body.id === 2
            ? {
                id: 2,
                revenue: 152_000,
                lines: 158_334,
                packs: 2_400,
                returned: 0,
                cost: 160_734,
                margin: -8_734,
                marginPct: -5.7,
                lineCosts: [{ lineId: 2, qty: 20, cost: 158_334, unitCost: 7_916.67 }],
              }
            : {
                id: body.id,
                revenue: 152_000,
                lines: 0,
                packs: 2_400,
                returned: 0,
                cost: 2_400,
                margin: 149_600,
                marginPct: 98.4,
                lineCosts: [{ lineId: body.id, qty: 0, cost: 0, unitCost: null }],
              },
    }),
};

/** The list's state counts and totals over the rows it answers. */
const summary = (rows: OrderRecord[]) => ({
  counts: {
    all: rows.length,
    paid: rows.filter((r) => r.payment === 'paid').length,
    unpaid: rows.filter((r) => r.payment === 'unpaid').length,
    packed: rows.filter((r) => r.packing === 'packed').length,
    unpacked: rows.filter((r) => r.packing === 'unpacked').length,
    pending: rows.filter((r) => r.delivery === 'pending').length,
    delivered: rows.filter((r) => r.delivery === 'delivered').length,
  },
  totals: {
    total: rows.reduce((sum, r) => sum + r.total, 0),
    itemCount: rows.reduce((sum, r) => sum + r.itemCount, 0),
  },
});

const fixtures: ResourceStoryFixtures<OrderRecord> = {
  handlers,
  summary,
  rows: [
    freshLines(
      order(1, 'Warung Bu Sari', { payment: 'unpaid', packing: 'unpacked', delivery: 'pending' }, 157_000),
    ),
    order(2, 'Toko Frozen Berkah', { payment: 'paid', packing: 'packed', delivery: 'pending' }, 157_000),
    {
      ...order(3, 'Kantin Pak Udin', { payment: 'paid', packing: 'packed', delivery: 'delivered' }, 157_000),
      deliveredAt: '2026-11-21T03:15:00Z',
      returns: [
        {
          id: 1,
          transactionId: 3,
          number: 'TRX-20261120-0003',
          date: '2026-11-21',
          reason: 'Dua bungkus bocor saat diantar',
          value: 15_000,
          itemCount: 2,
          createdAt: '2026-11-21T03:00:00Z',
          createdBy: { id: 1, name: 'Admin Pawon' },
          lines: [
            {
              id: 1,
              lineId: 3,
              productId: 1,
              product,
              bucket: 'frozen',
              qty: 2,
              destination: 'waste',
              unitPrice: 7_500,
              value: 15_000,
            },
          ],
        },
      ],
    },
  ],
  long: order(
    9,
    'Distributor Sumber Rejeki Makmur Sentosa Abadi Cabang Bandung Raya dan Sekitarnya',
    { payment: 'unpaid', packing: 'packed', delivery: 'pending' },
    987_654_321,
  ),
};
// The stories' user holds "Lihat HPP" (as the owner does); `withoutCosts` is the same screen for a user without it.
const stories = resourceStories(transactions, { ...fixtures, actions: [UNDELIVER_RIGHT, COST_RIGHT] });
const withoutCosts = resourceStories(transactions, { ...fixtures, actions: [UNDELIVER_RIGHT] });

const meta = { ...stories.meta, title: 'Screens/Data Transaksi' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** A row's "more" menu opens the printable invoice; a 58 mm receipt is one choice away, both with the total in words. */
export const Invoice = {
  ...stories.Filled,
  play: async (context: Parameters<NonNullable<typeof stories.Filled.play>>[0]) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(
      page.getByRole('button', { name: t('transactions.more', { n: 'TRX-20261120-0001' }) }),
    );
    await userEvent.click(await page.findByRole('menuitem', { name: t('transactions.printLabel') }));
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(t('transactions.invoice'), { exact: true })).toBeVisible());
    await expect(dialog.getByText(/^Terbilang: Seratus lima puluh tujuh ribu rupiah$/)).toBeVisible();
    // Headed with the business profile; when it is to go out (not delivered yet).
    await expect(dialog.getByText(PROFILE.name)).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Logo ${PROFILE.name}` })).toBeVisible();
    await expect(dialog.getByText(PROFILE.address!)).toBeVisible();
    await expect(dialog.getByText('Jadwal kirim: 21 Nov 2026, pukul 09.30')).toBeVisible();
    await expect(dialog.getByText(/^Pembayaran: BCA/)).toBeVisible();
    await expect(dialog.getByText(new RegExp(PROFILE.invoiceFooter!.slice(0, 20)))).toBeVisible();
  },
};

/**
 * A delivered order's 80 mm receipt: when it was delivered (date and time), and phone and account numbers that never
 * break across lines on the narrow paper.
 */
export const Receipt80mm = {
  ...stories.Filled,
  play: async (context: Parameters<NonNullable<typeof stories.Filled.play>>[0]) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(
      page.getByRole('button', { name: t('transactions.more', { n: 'TRX-20261120-0003' }) }),
    );
    await userEvent.click(await page.findByRole('menuitem', { name: t('transactions.printLabel') }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: t('transactions.layout') }));
    await userEvent.click(await page.findByRole('option', { name: t('transactions.layouts.80mm') }));
    await waitFor(() => expect(dialog.getByText(t('transactions.receipt'), { exact: true })).toBeVisible());
    await expect(dialog.getByText('Terkirim: 21 Nov 2026 10.15')).toBeVisible();
    for (const phone of ['0812-3101-1037', PROFILE.phone!, '123-456-7890']) {
      const number = dialog.getByText(phone, { exact: true });
      await expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
      // Whole on one line: as tall as one line of its paper.
      const lines = number.getClientRects().length;
      await expect(lines).toBe(1);
    }
  },
};

/**
 * A delivered order's detail: its returns (what came back, where it went, why, its value off the sales), recording
 * another one, and "Batalkan pengiriman" disabled while the order has returns.
 */
export const Returns = {
  ...stories.Filled,
  play: async (context: Parameters<NonNullable<typeof stories.Filled.play>>[0]) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(
      page.getByRole('button', { name: t('transactions.detailLabel', { n: 'TRX-20261120-0003' }) }),
    );
    const dialog = within(await page.findByRole('dialog'));
    // The returns section loads with the detail's first opening: wait for its table.
    const table = await dialog.findByRole('table', {
      name: t('transactions.returnsTable', { n: 'TRX-20261120-0003' }),
    });
    // The dialog fades in: wait for it.
    await waitFor(() => expect(within(table).getByText(/Dua bungkus bocor/)).toBeVisible());
    await expect(dialog.getByRole('button', { name: t('transactions.undeliver') })).toBeDisabled();
    await expect(dialog.getByText(t('transactions.undeliverHasReturns'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('transactions.returnAdd') }));
    // The return form is its own chunk, loaded on the first click.
    const form = within(await dialog.findByRole('form', { name: t('transactions.returnFormLabel') }));
    await expect(form.getByText(/sudah diretur 2 pcs/)).toBeVisible();
  },
};

/** Editing a delivered order: only payment, delivery date and time and the note stay open; the rest says why. */
export const DeliveredEdit = {
  ...stories.Filled,
  play: async (context: Parameters<NonNullable<typeof stories.Filled.play>>[0]) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: `${tCommon('common.edit')} TRX-20261120-0003` }));
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(t('transactions.deliveredLocked'))).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: t('transactions.labels.customerId') })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: t('transactions.labels.delivery') })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: t('transactions.labels.payment') })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: t('transactions.addPack') })).toBeDisabled();
  },
};

type FilledContext = Parameters<NonNullable<typeof stories.Filled.play>>[0];

/** Opens an order's detail and waits for it to fade in. */
async function openDetail(context: FilledContext, number: string) {
  await stories.Filled.play(context);
  const page = within(context.canvasElement.ownerDocument.body);
  await userEvent.click(page.getByRole('button', { name: t('transactions.detailLabel', { n: number }) }));
  const dialog = await page.findByRole('dialog');
  // The returns section loads with the detail's first opening: the dialog is complete once it shows.
  await waitFor(() =>
    expect(within(dialog).getByRole('heading', { name: t('transactions.returnsTitle') })).toBeVisible(),
  );
  return within(dialog);
}

/**
 * With "Lihat HPP": the order's cost of goods beside each line's figures, a fresh line not packed yet "belum
 * diambil" (no cost, not Rp 0), and the revenue, costs and gross margin.
 */
export const Costs = {
  ...stories.Filled,
  play: async (context: FilledContext) => {
    const dialog = await openDetail(context, 'TRX-20261120-0001');
    const table = await dialog.findByRole('table', {
      name: tTransactionsCosts('transactionsCosts.table', { n: 'TRX-20261120-0001' }),
    });
    await waitFor(() =>
      expect(within(table).getByText(tTransactionsCosts('transactionsCosts.notTaken'))).toBeVisible(),
    );
    await expect(dialog.getByText(tTransactionsCosts('transactionsCosts.notTakenNote'))).toBeVisible();
    await expect(dialog.getByText(tTransactionsCosts('transactionsCosts.margin'))).toBeVisible();
    await expect(dialog.queryByText(tTransactionsCosts('transactionsCosts.belowCost'))).toBeNull();
  },
};

/** An order sold below its cost: the loss in the danger colour and in words, not by colour alone. */
export const CostsBelowCost = {
  ...stories.Filled,
  play: async (context: FilledContext) => {
    const dialog = await openDetail(context, 'TRX-20261120-0002');
    await waitFor(() =>
      expect(dialog.getByText(tTransactionsCosts('transactionsCosts.belowCost'))).toBeVisible(),
    );
    await expect(dialog.getByText(/-Rp\s?8\.734/)).toBeVisible();
  },
};

/** Without "Lihat HPP" the detail has no cost section, and nothing is asked for. */
export const CostsWithoutRight = {
  ...withoutCosts.Filled,
  play: async (context: FilledContext) => {
    const dialog = await openDetail(context, 'TRX-20261120-0001');
    await expect(
      dialog.queryByRole('heading', { name: tTransactionsCosts('transactionsCosts.title') }),
    ).toBeNull();
  },
};

/** The loss in the dark theme: its danger colour stays readable on the totals' surface. */
export const CostsBelowCostDark = { ...CostsBelowCost, globals: { theme: 'dark' } };

/**
 * Orders that owe money (issue 38): part paid (what is left), delivered and past due (days late from today), held by
 * the credit check (over the limit and long overdue).
 */
const owing: OrderRecord[] = [
  {
    ...order(4, 'Warung Bu Sari', { payment: 'unpaid', packing: 'packed', delivery: 'pending' }, 1_250_000),
    paymentState: 'partial',
    paidAmount: 500_000,
    balance: 750_000,
  },
  {
    ...order(5, 'Kantin Pak Udin', { payment: 'unpaid', packing: 'packed', delivery: 'delivered' }, 157_000),
    deliveredAt: '2026-11-21T03:15:00Z',
    dueDate: '2026-11-21',
  },
  {
    ...order(
      6,
      'Distributor Sumber Rejeki Makmur Sentosa Abadi',
      { payment: 'unpaid', packing: 'unpacked', delivery: 'pending' },
      1_750_000,
    ),
    creditHold: {
      reasons: ['limit', 'overdue'],
      exposure: 6_750_000,
      limit: 5_000_000,
      overdueDays: 45,
      heldAt: '2026-11-20T02:00:00Z',
      releasedAt: null,
      releasedBy: null,
      releaseNote: null,
    },
  },
];
const money = resourceStories(transactions, {
  ...fixtures,
  rows: owing,
  actions: [UNDELIVER_RIGHT, RELEASE_HOLD_RIGHT],
});

/** The payment badges of orders that owe money, then a held order's detail: why, the figures, "Lepas tahanan". */
export const Owing = {
  ...money.Filled,
  play: async (context: FilledContext) => {
    await money.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await expect(page.getAllByText('Sisa Rp 750.000').length).toBeGreaterThan(0);
    await expect(page.getAllByText(/^Terlambat \d+ hari$/).length).toBeGreaterThan(0);
    await expect(page.getAllByText('Ditahan kredit').length).toBeGreaterThan(0);
    await userEvent.click(
      page.getByRole('button', { name: t('transactions.detailLabel', { n: 'TRX-20261120-0006' }) }),
    );
    const dialog = within(await page.findByRole('dialog'));
    const banner = await dialog.findByRole('region', { name: /^Ditahan kredit/ });
    await waitFor(() => expect(banner).toBeVisible());
    await expect(
      within(banner).getByText('Melebihi batas kredit: Rp 6.750.000 dari batas Rp 5.000.000.'),
    ).toBeVisible();
    await expect(within(banner).getByText('Ada tagihan terlambat 45 hari.')).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Lepas tahanan' })).toBeEnabled();
  },
};
export const OwingPhone = { ...Owing, globals: { viewport: { value: 'phone', isRotated: false } } };
export const OwingDark = { ...Owing, globals: { theme: 'dark' } };
export const OwingPhoneDark = {
  ...Owing,
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

const fromStandingOrder = resourceStories(transactions, {
  ...fixtures,
  rows: [{ ...fixtures.rows[1]!, standingOrderId: 7 }, fixtures.rows[0]!],
  actions: [UNDELIVER_RIGHT],
});

/**
 * An order a standing order made (issue 39): a mark before its customer's name in the list (in the customer's room,
 * no column wider), "Dari langganan" under the customer in its detail; an order made by hand has neither.
 */
export const FromStandingOrder = {
  ...fromStandingOrder.Filled,
  play: async (context: FilledContext) => {
    await fromStandingOrder.Filled.play(context);
    const canvas = within(context.canvasElement);
    const marks = canvas.getAllByRole('img', { name: t('transactions.fromStandingOrder') });
    await expect(marks).toHaveLength(1);
    await expect(marks[0]!.closest('tr')).toHaveTextContent('TRX-20261120-0002');
    const dialog = await openDetail(context, 'TRX-20261120-0002');
    await expect(dialog.getByText(t('transactions.fromStandingOrder'))).toBeVisible();
  },
};
