import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PROFILE } from '../../test/businessProfile';
import { success, type MockHandlers } from '../../test/mockOperations';
import { screenDecorator } from '../../test/screenStories';
import { BlockBadge } from './BlockBadge';
import { RECALL_ANSWER } from './fixtures';
import { RECALL_RIGHT, type BlockState, type RecallTarget } from './recall';
import { RecallButton, RecallHost, recallTargetAtom } from './RecallButton';
import { appStore } from '../store';

const FREE: BlockState = { recalledAt: null, recallReason: null, heldAt: null };

/** A row's "Tarik" button and the screen's recall dialog, as Stok Produk and the materials' lots show them. */
function RecallRow({ target, stock }: { target: RecallTarget; stock: BlockState }) {
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
      <span>{target.name}</span>
      <BlockBadge stock={stock} />
      <RecallButton target={target} stock={stock} />
      <RecallHost onRecalled={() => undefined} />
    </div>
  );
}

const handlers: MockHandlers = {
  stockRecall: () => RECALL_ANSWER,
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
};
const batch: RecallTarget = { kind: 'batch', id: 7, name: 'Baso Tahu 20 Nov 2026' };
const lot: RecallTarget = { kind: 'lot', id: 3, name: 'Tepung Tapioka 2 Nov 2026' };

const meta = {
  title: 'Screens/Stok Produk/Tarik (recall)',
  component: RecallRow,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { target: batch, stock: FREE },
} satisfies Meta<typeof RecallRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's store is shared by the stories: none starts with the dialog another one opened. */
const reset = () => appStore.set(recallTargetAtom, null);
/** Signed in with "Tarik Produk" (every story but the one without it). */
const withRight = [screenDecorator({ path: '/stock-product', handlers, actions: [RECALL_RIGHT], reset })];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A batch: the confirmation names what will be blocked and asks for the reason. */
export const Default: Story = {
  decorators: withRight,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }));
    // Named by its title (the dialog's entrance animation is still running: no visibility check here).
    const confirm = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Tarik Baso Tahu 20 Nov 2026?' }),
    );
    await expect(confirm.getByLabelText(/Alasan penarikan/)).toBeInTheDocument();
  },
};

/** A lot: recalling the batches made from it too is offered, ticked. */
export const Lot: Story = {
  decorators: withRight,
  args: { target: lot },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Tarik Tepung Tapioka 2 Nov 2026' }),
    );
    const confirm = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(
      confirm.getByRole('checkbox', { name: /batch produk yang dibuat dari lot ini/ }),
    ).toBeChecked();
  },
};

/** After the recall: the customers who received it, each with a WhatsApp message ready (one has no phone). */
export const Customers: Story = {
  decorators: withRight,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }));
    const confirm = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.type(confirm.getByLabelText(/Alasan penarikan/), 'Uji lab: Listeria');
    await userEvent.click(confirm.getByRole('button', { name: 'Tarik' }));
    const list = within(await body(canvasElement).findByRole('dialog', { name: /Customer yang menerima/ }));
    await expect(list.getByText('Toko Sumber Rejeki')).toBeInTheDocument();
    await expect(list.getByRole('button', { name: 'Kirim WhatsApp ke Toko Sumber Rejeki' })).toBeEnabled();
  },
};

/** Recalled already: badged, and "Tarik" says so. */
export const Recalled: Story = {
  decorators: withRight,
  args: { stock: { recalledAt: '2026-11-21T02:00:00Z', recallReason: 'Uji lab: Listeria', heldAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ditarik')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Held by QC (a freezer out of range): badged; it may still be recalled. */
export const Held: Story = {
  decorators: withRight,
  args: { stock: { recalledAt: null, recallReason: null, heldAt: '2026-11-21T02:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ditahan QC')).toBeVisible();
  },
};

/** Without the right "Tarik Produk": the button stays in view, disabled, naming the right. */
export const NoRight: Story = {
  decorators: [screenDecorator({ path: '/stock-product', handlers, reset })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
