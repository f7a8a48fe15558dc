import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROFILE } from '../../test/businessProfile';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { screenDecorator } from '../../test/screenStories';
import { berkah, berkahCredit, berkahPlan } from './fixtures';
import { PaymentDialog } from './PaymentDialog';

const order = { id: 11, number: 'TRX-20261120-0011', balance: 900_000 };

const handlers = (more: MockHandlers = {}): MockHandlers => ({
  paymentCredit: () => success('paymentCredit', { datas: berkahCredit }),
  paymentAdd: ({ body }) =>
    success('paymentAdd', {
      datas: berkahPlan(body.amount, [
        berkahCredit.openOrders[0]!,
        ...berkahCredit.openOrders.filter((o) => o.id !== 11),
      ]),
      dryRun: Boolean(body.dryRun),
    }),
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  ...more,
});

const meta = {
  title: 'Screens/Pembayaran/Catat pembayaran dari transaksi',
  component: PaymentDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { open: true, onClose: () => undefined, customer: berkah, order },
} satisfies Meta<typeof PaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (body: HTMLElement) => within(body).getByRole('textbox', { name: /^Jumlah/ });

/**
 * From an order's detail: its customer chosen (not to be changed), its balance pre-filled, the payment going to that
 * order first, shown before saving.
 */
export const FromOrder: Story = {
  decorators: [screenDecorator({ path: '/transaction/data', handlers: handlers() })],
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await within(body).findByRole('dialog'));
    await expect(dialog.getByRole('combobox', { name: /^Customer/ })).toBeDisabled();
    await expect(amountOf(body)).toHaveValue('900.000');
    const table = await dialog.findByRole('table', { name: 'Transaksi yang dibayar' });
    await expect(within(table).getByText('TRX-20261120-0011')).toBeVisible();
  },
};

/** The server refuses the allocation (the order was partly paid meanwhile): its words on the amount. */
export const FromOrderRefused: Story = {
  decorators: [
    screenDecorator({
      path: '/transaction/data',
      handlers: handlers({
        paymentAdd: ({ body }) =>
          body.dryRun
            ? success('paymentAdd', { datas: berkahPlan(body.amount), dryRun: true })
            : failure(
                422,
                'Data tidak valid.',
                { 'allocations.0.amount': ['Melebihi sisa tagihan TRX-20261120-0011 (Rp 500.000).'] },
                undefined,
                {
                  code: 'validation.failed',
                  fieldCodes: {
                    'allocations.0.amount': {
                      code: 'payment.overBalance',
                      params: { number: 'TRX-20261120-0011', balance: 500_000 },
                    },
                  },
                },
              ),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await within(body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan pembayaran' }));
    await waitFor(() => expect(amountOf(body)).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getByText(/Melebihi sisa tagihan TRX-20261120-0011 \(Rp 500\.000\)/)).toBeVisible();
  },
};

export const FromOrderDark: Story = { ...FromOrder, globals: { theme: 'dark' } };
export const FromOrderPhone: Story = {
  ...FromOrder,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
