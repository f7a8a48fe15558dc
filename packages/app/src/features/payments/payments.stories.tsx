import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  berkah,
  berkahCredit,
  berkahPlan,
  customerRecord,
  paymentRows,
  sari,
} from '../../lib/payment/fixtures';
import type { Payment } from '../../lib/payment/payment';
import { PROFILE } from '../../test/businessProfile';
import { listOf, success, type MockHandlers } from '../../test/mockOperations';
import { resourceStories } from '../../test/screenStories';
import { payments } from './payment.resource';

/** The dialog's calls: the customer search, their position, the dry run and the save (its plan, the rest deposit). */
const handlers: MockHandlers = {
  customerList: () => listOf('customerList', [customerRecord(berkah), customerRecord(sari)]),
  paymentCredit: () => success('paymentCredit', { datas: berkahCredit }),
  paymentAdd: ({ body }) =>
    success('paymentAdd', {
      datas: { ...berkahPlan(body.amount), method: body.method, reference: body.reference ?? null },
      dryRun: Boolean(body.dryRun),
    }),
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
};

const totalsOf = (rows: Payment[]) => {
  const standing = rows.filter((p) => !p.reversedAt);
  return {
    totals: {
      amount: standing.reduce((sum, p) => sum + p.amount, 0),
      deposit: standing.reduce((sum, p) => sum + p.deposit, 0),
    },
  };
};

const stories = resourceStories(payments, { rows: paymentRows, handlers, summary: totalsOf });

const meta = { ...stories.meta, title: 'Screens/Pembayaran' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

type Context = Parameters<NonNullable<typeof stories.Filled.play>>[0];
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The list: each payment's orders and amounts, its deposit, a reversal with who and why, the totals. */
export const Columns: StoryObj = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement);
    const table = page.getByRole('table', { name: 'Daftar pembayaran' });
    await expect(
      within(table).getByText(
        (_, el) => el?.tagName === 'LI' && /^TRX-20261120-0011 · Rp\s900\.000$/.test(el.textContent ?? ''),
      ),
    ).toBeVisible();
    await expect(within(table).getByText(/Admin Pawon, .*: Salah catat, uang belum masuk/)).toBeVisible();
    await expect(within(table).getAllByText('Transfer bank').length).toBeGreaterThan(0);
    // Totals of the payments that stand (the reversed one is left out).
    await expect(flat(within(table).getAllByRole('row').at(-1)?.textContent)).toMatch(
      /Total.*Rp 1\.750\.000.*Rp 300\.000/,
    );
  },
};

/** Opens "Catat pembayaran" and picks Toko Frozen Berkah. */
async function pickBerkah(context: Context) {
  await stories.Filled.play(context);
  const page = within(context.canvasElement.ownerDocument.body);
  await userEvent.click(page.getByRole('button', { name: 'Catat pembayaran' }));
  const dialog = within(await page.findByRole('dialog'));
  await userEvent.type(dialog.getByRole('combobox', { name: /^Customer/ }), 'Berkah');
  await userEvent.click(await page.findByRole('option', { name: /Toko Frozen Berkah/ }));
  return { page, dialog };
}

/**
 * The customer's position as soon as they are picked, the amount pre-filled with what they owe less deposit, and
 * the orders it would pay (oldest due first) before anything is saved.
 */
export const RecordWithPreview: StoryObj = {
  ...stories.Filled,
  play: async (context: Context) => {
    const { dialog } = await pickBerkah(context);
    await expect(await dialog.findByTestId('payment-credit')).toHaveTextContent(/Rp\s1\.300\.000/);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Jumlah/ })).toHaveValue('1.200.000'));
    const table = await dialog.findByRole('table', { name: 'Transaksi yang dibayar' });
    await expect(within(table).getByText('TRX-20261120-0011')).toBeVisible();
    await expect(within(table).getByText('Belum dikirim')).toBeVisible();
  },
};

/** More than the customer owes: the rest is shown as their deposit; saved, the receipt says so. */
export const RecordWithDeposit: StoryObj = {
  ...stories.Filled,
  play: async (context: Context) => {
    const { dialog } = await pickBerkah(context);
    const amount = dialog.getByRole('textbox', { name: /^Jumlah/ });
    await waitFor(() => expect(amount).toHaveValue('1.200.000'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000000');
    await expect(amount).toHaveValue('2.000.000');
    await waitFor(() =>
      expect(flat(dialog.getByRole('table', { name: 'Transaksi yang dibayar' }).textContent)).toContain(
        'Jadi saldo titipanRp 700.000',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan pembayaran' }));
    await expect(await dialog.findByRole('heading', { name: 'Pembayaran tercatat' })).toBeVisible();
    const paper = dialog.getByRole('article', { name: 'Pratinjau kuitansi' });
    await expect(within(paper).getByText('Dua juta rupiah')).toBeVisible();
    await expect(within(paper).getByText('Rp 700.000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Kirim lewat WhatsApp' })).toBeEnabled();
  },
};

/** The receipt of a listed payment, to print again or send by WhatsApp. */
export const ReceiptAgain: StoryObj = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(
      page.getByRole('button', { name: /^Kuitansi Rp 1\.500\.000 dari Toko Frozen Berkah/ }),
    );
    // The receipt's chunk (with the QR code's) loads when first opened, a loading dialog meanwhile: the receipt is
    // looked for on the page, not in the first dialog shown.
    const paper = await page.findByRole('article', { name: 'Pratinjau kuitansi' }, { timeout: 5_000 });
    // Visible once the dialog's opening fade is over (it starts at opacity 0).
    await waitFor(() => expect(within(paper).getByText(/TRX-20261120-0011 \(Rp 900\.000\)/)).toBeVisible());
    await expect(within(paper).getByText('Satu juta lima ratus ribu rupiah')).toBeVisible();
  },
};

/** Reversing asks why; the reason is required. */
export const Reverse: StoryObj = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(
      page.getByRole('button', { name: /^Batalkan pembayaran Rp 1\.500\.000 dari Toko Frozen Berkah/ }),
    );
    const confirm = within(await page.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Batalkan pembayaran' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(/Alasan pembatalan/);
  },
};
