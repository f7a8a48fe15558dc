import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { QueuedWrite } from '../../lib/offline/queued';
import { OfflineBanner, SyncButton, SyncPanel, UpdateBanner } from './OfflineViews';

const AT = Date.UTC(2026, 10, 26, 7, 5); // Kamis, 26 Nov 2026 14.05 in Jakarta

const order: QueuedWrite = {
  key: '5b0f3c6e-8f6a-4d1b-9a53-2f2d8e8c0a11',
  operation: 'transactionAdd',
  body: {},
  createdAt: AT,
  userId: 1,
  label: 'Pesanan Bu Sari · 3 pak',
  state: 'waiting',
};
const refused: QueuedWrite = {
  ...order,
  key: '0d3e1c55-7a1f-4b0c-8c41-6f0e4f9d7b22',
  label: 'Pesanan Pak Budi · 12 pak',
  state: 'refused',
  refusal: {
    status: 409,
    message: 'Stok Nastar Keju (beku) tidak cukup: tersedia 4 toples.',
    code: 'stock.short',
  },
};
const customer: QueuedWrite = {
  ...order,
  key: '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  operation: 'customerAdd',
  label: 'Warung Bu Yati',
};

/** The offline layer of the signed-in shell (decision 039): update prompt, offline banner, sync queue. */
const meta = {
  title: 'App/Offline',
  component: SyncPanel,
  args: {
    open: true,
    onOpenChange: fn(),
    items: [order, customer, refused],
    online: true,
    onSync: fn(),
    onResend: fn(),
    onDiscard: fn(),
    onCorrect: fn(),
  },
} satisfies Meta<typeof SyncPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Antrean sinkron" with every kind of item: two waiting, one refused with the server's reason. */
export const Playground: Story = {};

/** Waiting and refused writes: the reason shows, "Kirim ulang" resends, "Buang" asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Antrean sinkron' });
    await expect(within(dialog).getAllByText('Menunggu sinkron')).toHaveLength(2);
    await expect(within(dialog).getByText('Gagal dikirim')).toBeInTheDocument();
    await expect(within(dialog).getByText(/Stok Nastar Keju \(beku\) tidak cukup/)).toBeInTheDocument();
    await expect(within(dialog).getAllByText('Dibuat Kamis, 26 Nov 2026 14.05')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Perbaiki' }));
    await expect(args.onCorrect).toHaveBeenCalledWith(refused);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim ulang' }));
    await expect(args.onResend).toHaveBeenCalledWith(refused.key);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buang' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Buang perubahan ini?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Buang' }));
    await waitFor(() => expect(args.onDiscard).toHaveBeenCalledWith(refused.key));
  },
};

const refusedStatus: QueuedWrite = {
  ...refused,
  key: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  operation: 'transactionStatus',
  label: 'TRX-20261126-0004: Dikemas',
  refusal: { status: 409, message: 'Pesanan ini baru saja diubah orang lain.', code: 'version.conflict' },
};
const refusedCustomer: QueuedWrite = {
  ...customer,
  key: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
  state: 'refused',
  refusal: { status: 422, message: 'Nomor HP tidak valid.' },
};

/**
 * Refused writes of each kind: a new order and a new customer open their form ("Perbaiki"); a state change has no
 * form, only its reason, "Kirim ulang" and "Buang".
 */
export const Refused: Story = {
  args: { items: [refused, refusedCustomer, refusedStatus] },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Antrean sinkron',
    });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(dialog).getAllByRole('button', { name: 'Perbaiki' })).toHaveLength(2);
    await expect(within(items[2]!).queryByRole('button', { name: 'Perbaiki' })).toBeNull();
    await expect(within(items[2]!).getByText(/baru saja diubah orang lain/)).toBeInTheDocument();
    await expect(within(items[2]!).getByRole('button', { name: 'Kirim ulang' })).toBeEnabled();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Perbaiki' }));
    await expect(args.onCorrect).toHaveBeenCalledWith(refusedCustomer);
  },
};

/** Offline: nothing can be sent now; the items wait. */
export const Offline: Story = {
  args: { online: false, items: [order] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Sinkronkan sekarang' })).toBeDisabled();
  },
};

/** Nothing waits. */
export const Empty: Story = { args: { items: [] } };

/** The top bar's count in words: waiting only, then waiting and refused (short words on a phone). */
function Counts() {
  const [opened, setOpened] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <SyncButton waiting={2} refused={0} onOpen={() => setOpened((n) => n + 1)} />
      <SyncButton waiting={1} refused={1} onOpen={() => setOpened((n) => n + 1)} />
      <SyncButton waiting={0} refused={0} onOpen={() => undefined} />
      <output>{opened}</output>
    </div>
  );
}

export const Count: Story = {
  render: () => <Counts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Antrean sinkron: 2 menunggu sinkron' });
    await expect(button).toHaveTextContent('2 menunggu sinkron');
    await expect(
      canvas.getByRole('button', { name: 'Antrean sinkron: 1 menunggu sinkron, 1 gagal dikirim' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(button);
    await expect(canvas.getByText('1')).toBeInTheDocument();
  },
};

/** A new version is waiting: the user reloads when it suits them. */
function Update() {
  const [reloaded, setReloaded] = useState(false);
  return (
    <div>
      <UpdateBanner onReload={() => setReloaded(true)} />
      {reloaded ? <p>dimuat ulang</p> : null}
    </div>
  );
}

export const UpdatePrompt: Story = {
  render: () => <Update />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Versi baru Pawon tersedia.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang' }));
    await expect(canvas.getByText('dimuat ulang')).toBeInTheDocument();
  },
};

/** Offline, with the time what is on screen was fetched; and offline with nothing saved. */
export const OfflineBanners: Story = {
  render: () => (
    <div>
      <OfflineBanner fetchedAt={AT} />
      <OfflineBanner fetchedAt={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Offline — data terakhir diambil Kamis, 26 Nov 2026 14.05'),
    ).toBeInTheDocument();
  },
};
