import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import { TopBar } from '../TopBar/TopBar';
import { ToastProvider, useToast, type ToastProviderProps, type ToastStatus } from './Toast';

/** Toasts live in the document, outside the canvas. */
const viewport = () => within(document.body);
const toastEls = () => Array.from(document.querySelectorAll<HTMLElement>('[data-toast-id]'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DemoProps extends ToastProviderProps {
  status?: ToastStatus;
  title?: string;
  text?: string;
  group?: string;
}

function Launcher({
  status = 'info',
  title = 'Berhasil',
  text = 'Data berhasil disimpan.',
  group,
}: DemoProps) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show({ status, title, text, group })}>Tampilkan notifikasi</Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({ status: 'success', title: 'Lain grup', text: 'Grup sinkronisasi', group: 'sync' })
        }
      >
        Grup lain
      </Button>
    </div>
  );
}

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { duration: 3000, animationDuration: 300 },
  argTypes: {
    max: { control: 'number' },
  },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher {...(args as DemoProps)} />
    </ToastProvider>
  ),
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<DemoProps>;

export const Playground: Story = {
  args: { status: 'success', title: 'Berhasil', text: 'Data berhasil disimpan.' },
  argTypes: { status: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] } },
};

/** Timing: visible at once, still there just before 3000 ms, gone after 3000 + 300 ms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan notifikasi' }));
    const started = performance.now();
    const [toast] = toastEls();
    await expect(toast).toBeDefined();
    await expect(toast).toHaveAttribute('data-status', 'info');
    await expect(toast).toBeVisible();
    await expect(getComputedStyle(toast!).opacity).toBe('1');
    await expect(toast!.offsetWidth).toBe(300);
    const layer = getComputedStyle(toast!.closest('[data-toast-viewport]')!).zIndex;
    await expect(layer).toBe('9999');
    await sleep(Math.max(0, 2700 - (performance.now() - started)));
    await expect(toastEls()).toHaveLength(1);
    await expect(toastEls()[0]).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(toastEls()).toHaveLength(0), { timeout: 1500 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(3000);
  },
};

/** Grouping: at most one per group unless `max` is set. */
export const Grouping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: 'Tampilkan notifikasi' });
    await userEvent.click(show);
    await userEvent.click(show);
    await userEvent.click(show);
    await expect(toastEls().filter((t) => t.dataset['group'] === 'default')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Grup lain' }));
    await expect(toastEls()).toHaveLength(2);
  },
};

export const MaxThree: Story = {
  name: 'Max 3 per group',
  args: { max: 3 },
  play: async ({ canvasElement }) => {
    const show = within(canvasElement).getByRole('button', { name: 'Tampilkan notifikasi' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(show);
    await expect(toastEls()).toHaveLength(3);
  },
};

export const CloseOnClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tampilkan notifikasi' }));
    await userEvent.click(viewport().getByText('Data berhasil disimpan.'));
    await expect(toastEls()[0]).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(toastEls()).toHaveLength(0), { timeout: 1000 });
  },
};

function AllStatuses({ long = false }: { long?: boolean }) {
  const toast = useToast();
  useEffect(() => {
    const text = long
      ? 'Stok bahan baku tepung terigu di gudang utama tinggal 3 karung; segera lakukan pemesanan ulang ke pemasok.'
      : undefined;
    toast.success('Berhasil', text ?? 'Transaksi berhasil disimpan.', { duration: 0 });
    toast.error('Gagal', text ?? 'Koneksi ke server terputus.', { duration: 0 });
    toast.warning('Peringatan', text ?? 'Stok hampir habis.', { duration: 0 });
    toast.info('Informasi', text ?? 'Sinkronisasi berjalan.', { duration: 0 });
    return () => toast.dismissAll();
  }, [toast, long]);
  return <p>Empat notifikasi ditampilkan di kanan bawah.</p>;
}

/** The four statuses; also a visual baseline in both themes. */
export const Statuses: Story = {
  tags: ['visual'],
  render: () => (
    <ToastProvider max={4}>
      <AllStatuses />
    </ToastProvider>
  ),
  play: async () => {
    await waitFor(() => expect(toastEls()).toHaveLength(4));
  },
};

export const StatusesDark: Story = { ...Statuses, name: 'Statuses (dark theme)', globals: { theme: 'dark' } };

export const LongIndonesianText: Story = {
  render: () => (
    <ToastProvider max={4}>
      <AllStatuses long />
    </ToastProvider>
  ),
  play: async () => {
    await waitFor(() => expect(toastEls()).toHaveLength(4));
  },
};

export const NarrowScreen: Story = {
  ...LongIndonesianText,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const overlaps = (one: DOMRect, two: DOMRect) =>
  one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;

/** A top bar with the user menu at its right end, a tall dialog open over it, and four toasts. */
function OverTheShell() {
  return (
    <ToastProvider max={4}>
      <TopBar
        left={<strong>Dasbor</strong>}
        right={<IconButton icon="bx-user-circle" label="Menu pengguna" shape="round" />}
      />
      <Dialog defaultOpen size="md">
        <Dialog.Header description="Pesanan PSN-0001 · Bu Sari">Detail pesanan</Dialog.Header>
        <Dialog.Body>
          {Array.from({ length: 14 }, (_, i) => (
            <p key={i}>Baris {i + 1}: Pempek lenjer 10 pcs, dikemas dalam kerdus, dikirim pukul 09.30.</p>
          ))}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">Tutup detail</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog>
      <AllStatuses long />
    </ToastProvider>
  );
}

/**
 * Issue 37: a toast covered a dialog's close button and the top bar's user menu (toasts were top right). Toasts now
 * sit at the bottom; none of them meets either button, and clicking a toast closes it but not the dialog under it.
 */
export const PlacementOverDialog: Story = {
  name: 'Placement: clear of the close button and the user menu',
  parameters: { pawon: { padding: false } },
  render: () => <OverTheShell />,
  play: async () => {
    const dialog = await viewport().findByRole('dialog', { name: 'Detail pesanan' });
    await waitFor(() => expect(toastEls()).toHaveLength(4));
    // Rects are read once the entrances (toasts, dialog) have ended.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const close = within(dialog).getByRole('button', { name: 'Tutup' }).getBoundingClientRect();
    const userMenu = document.querySelector('[aria-label="Menu pengguna"]')!.getBoundingClientRect();
    for (const toast of toastEls()) {
      const rect = toast.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThan(0);
      await expect(overlaps(rect, close), `${toast.textContent} over the dialog's close button`).toBe(false);
      await expect(overlaps(rect, userMenu), `${toast.textContent} over the user menu`).toBe(false);
      await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await userEvent.click(within(toastEls()[0]!).getByText('Berhasil'));
    await waitFor(() => expect(toastEls()).toHaveLength(3));
    await expect(viewport().getByRole('dialog', { name: 'Detail pesanan' })).toBeVisible();
  },
};

export const PlacementOverDialogPhone: Story = {
  ...PlacementOverDialog,
  name: 'Placement: clear of the close button and the user menu (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};
