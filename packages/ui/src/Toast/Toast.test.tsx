import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './Toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup(props: Partial<ToastProviderProps> = {}) {
  renderWithTheme(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifikasi' });
const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-toast-id]'));

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast at once with title, text, info status and the info icon', async () => {
    setup();
    act(() => {
      api.show({ title: 'Tersimpan', text: 'Produk berhasil disimpan.' });
    });
    const [toast] = toasts();
    expect(toast).toBeDefined();
    expect(toast).toHaveAttribute('data-status', 'info');
    expect(toast).toHaveAttribute('data-state', 'open');
    expect(within(toast!).getByText('Tersimpan')).toBeInTheDocument();
    expect(within(toast!).getByText('Produk berhasil disimpan.')).toBeInTheDocument();
    expect(toast!.querySelector('svg[data-icon="bx-info-circle"]')).not.toBeNull();
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('uses the spec icons per status', () => {
    setup({ max: 4 });
    act(() => {
      api.success('A');
      api.error('B');
      api.warning('C');
      api.info('D');
    });
    const icons = toasts().map((t) => [
      t.dataset['status'],
      t.querySelector('svg')?.getAttribute('data-icon'),
    ]);
    expect(icons).toEqual([
      ['success', 'bx-check-circle'],
      ['error', 'bx-error-circle'],
      ['warning', 'bx-error-circle'],
      ['info', 'bx-info-circle'],
    ]);
  });

  it('lives 3000 ms by default, then animates out for 300 ms and is removed', () => {
    setup();
    act(() => {
      api.success('Tersimpan');
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(toasts()[0]).toHaveAttribute('data-state', 'open');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toasts()[0]).toHaveAttribute('data-state', 'closing');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('respects a per-toast and a provider duration', () => {
    setup({ duration: 1000, max: 2 });
    act(() => {
      api.info('Pendek');
      api.info('Panjang', undefined, { duration: 5000 });
    });
    act(() => {
      vi.advanceTimersByTime(1300);
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['Panjang']);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    setup();
    act(() => {
      api.error('Gagal', 'Koneksi terputus', { duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toasts()).toHaveLength(1);
  });

  it('closes on click anywhere on the toast', () => {
    setup();
    act(() => {
      api.info('Klik saya');
    });
    fireEvent.click(within(toasts()[0]!).getByText('Klik saya'));
    expect(toasts()[0]).toHaveAttribute('data-state', 'closing');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('closes with its close button', () => {
    setup();
    act(() => {
      api.warning('Stok menipis');
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Tutup notifikasi' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('shows at most one toast per group by default: the newest replaces the oldest', () => {
    setup();
    act(() => {
      api.info('Satu');
      api.info('Dua');
      api.info('Lain grup', undefined, { group: 'sync' });
      api.info('Tiga');
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['Lain grup', 'Tiga']);
  });

  it('shows up to `max` per group when set (number or per group)', () => {
    setup({ max: { default: 2, sync: 3 } });
    act(() => {
      ['a', 'b', 'c'].forEach((t) => api.info(t));
      ['x', 'y', 'z', 'w'].forEach((t) => api.info(t, undefined, { group: 'sync' }));
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['b', 'c', 'y', 'z', 'w']);
  });

  it('replaces a toast shown again with the same id', () => {
    setup({ max: 3 });
    act(() => {
      api.info('Menyimpan…', undefined, { id: 'save' });
      api.success('Tersimpan', undefined, { id: 'save' });
    });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveAttribute('data-status', 'success');
  });

  it('announces info politely and errors assertively', () => {
    setup();
    act(() => {
      api.success('Tersimpan', 'Produk disimpan');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Tersimpan. Produk disimpan');
    act(() => {
      api.error('Gagal menyimpan');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal menyimpan');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('dismissAll closes every toast', () => {
    setup({ max: 5 });
    act(() => {
      api.info('1');
      api.info('2');
      api.dismissAll();
    });
    expect(toasts().every((t) => t.dataset['state'] === 'closing')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('throws a helpful error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Capture />)).toThrow(/ToastProvider/);
  });
});
