import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endOfMonth, startOfMonth, todayIn } from '@pawon/ui';
import { FilterGroup, FilterSelect, usePeriod } from './ListFilters';

const at = (entry: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };
const MONTH = { defaultPreset: 'month' as const };
const YEAR = { defaultPreset: 'year' as const };

describe('a list period in the URL', () => {
  it('is this month without one, and a chosen range once set', () => {
    const { result } = renderHook(() => usePeriod(MONTH), { wrapper: at('/produksi?page=3') });
    const today = todayIn();
    expect(result.current.value).toEqual({
      preset: 'month',
      dateFrom: startOfMonth(today),
      dateTo: endOfMonth(today),
    });
    act(() => result.current.setPeriod({ preset: 'range', dateFrom: '2026-10-01', dateTo: '2026-10-15' }));
    expect(result.current.filters).toEqual({ dateFrom: '2026-10-01', dateTo: '2026-10-15' });
  });

  it('keeps a preset by name and ignores a broken range', () => {
    const { result } = renderHook(() => usePeriod(MONTH), { wrapper: at('/produksi?period=today') });
    expect(result.current.value?.preset).toBe('today');
    const broken = renderHook(() => usePeriod(YEAR), {
      wrapper: at('/produksi?period=range&from=2026-12-01&to=2026-01-01'),
    });
    expect(broken.result.current.value?.preset).toBe('year');
  });

  it('names the body fields as the list wants them', () => {
    const { result } = renderHook(() => usePeriod({ from: 'from', to: 'until' }), {
      wrapper: at('/x?period=range&from=2026-11-01&to=2026-11-15'),
    });
    expect(result.current.filters).toEqual({ from: '2026-11-01', until: '2026-11-15' });
  });
});

describe('a filter with counts', () => {
  it('shows how many rows "all" and each choice would list, once the list answered', () => {
    const filter = {
      name: 'payment',
      label: 'Pembayaran',
      allLabel: 'Semua',
      options: [{ value: 'paid', label: 'Lunas' }],
      counts: (summary: Readonly<Record<string, unknown>>) =>
        summary['counts'] as Record<string, number> | undefined,
    };
    const view = render(
      <FilterSelect
        id="f"
        filter={filter}
        value=""
        filterText={() => ''}
        summary={{ counts: { '': 1234, paid: 3 } }}
        onChange={() => {}}
      />,
    );
    expect(view.container.textContent).toContain('Semua (1.234)');
    view.rerender(
      <FilterSelect
        id="f"
        filter={filter}
        value="paid"
        filterText={() => ''}
        summary={undefined}
        onChange={() => {}}
      />,
    );
    expect(view.container.textContent).toContain('Lunas');
    expect(view.container.textContent).not.toContain('(');
  });
});

describe('a filter searched on the server', () => {
  it('loads nothing until opened, searches as the user types, and names a URL value from the rows', async () => {
    const load = vi.fn(async (query: string) =>
      [
        { value: '2', label: 'Warung Bu Sari' },
        { value: '3', label: 'Toko Berkah' },
      ].filter((o) => o.label.toLowerCase().includes(query.toLowerCase())),
    );
    const onChange = vi.fn();
    const filter = {
      name: 'customerId',
      label: 'Customer',
      allLabel: 'Semua customer',
      options: [],
      search: {
        load,
        labelFrom: (value: string, rows: readonly unknown[]) =>
          (rows as Array<{ customerId: number; name: string }>).find((r) => String(r.customerId) === value)
            ?.name,
      },
    };
    const view = render(
      <FilterSelect id="f" filter={filter} value="" filterText={() => ''} onChange={onChange} />,
    );
    // The combobox loads after the list: until its chunk is there (only in the first file of a worker that
    // renders one) a disabled field with the same label stands in.
    const standIn = screen.queryByRole('textbox', { name: 'Customer' });
    if (standIn) expect(standIn).toBeDisabled();
    const input = await screen.findByRole('combobox', { name: 'Customer' });
    expect(input).toHaveAttribute('placeholder', 'Semua customer');
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(input, 'sari');
    await userEvent.click(await screen.findByRole('option', { name: 'Warung Bu Sari' }, { timeout: 3000 }));
    expect(load).toHaveBeenLastCalledWith('sari');
    expect(onChange).toHaveBeenLastCalledWith('2');
    // Opened from a URL: the name comes from the rows the list answered for it, once they arrive.
    const at = (rows: unknown[]) => (
      <FilterSelect id="f" filter={filter} value="3" filterText={() => ''} rows={rows} onChange={onChange} />
    );
    view.rerender(at([]));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('#3');
    view.rerender(at([{ customerId: 3, name: 'Toko Berkah' }]));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Toko Berkah');
  });
});

describe('the filter group', () => {
  it('says how many filters are set and opens the folded selects on a phone', () => {
    render(
      <FilterGroup id="orders-filters" active={2}>
        <span>Pembayaran</span>
      </FilterGroup>,
    );
    const toggle = screen.getByRole('button', { name: 'Filter (2 aktif)', hidden: true }); // shown below 576 px only
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'orders-filters');
    const group = document.getElementById('orders-filters')!;
    expect(group).toHaveAttribute('data-open', 'false');
    expect(group).toHaveTextContent('Pembayaran');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(group).toHaveAttribute('data-open', 'true');
  });

  it('is plain "Filter" when none is set', () => {
    render(
      <FilterGroup id="g" active={0}>
        {null}
      </FilterGroup>,
    );
    expect(screen.getByRole('button', { name: 'Filter', hidden: true })).toBeInTheDocument();
  });
});
