import type { ProductionFormValues } from './form';
import type { Schemas } from '@pawon/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { toFormValues, type ProductionRun } from './form';
import { ProductionFormBody } from './ProductionFormBody';

const stamp = { version: 1, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const material = (id: number, name: string, available: number) =>
  ({
    id,
    kind: 'raw',
    name,
    unit: 'kg',
    unitPrice: 10_000,
    minStock: 1,
    packagingType: null,
    packPrice: null,
    description: null,
    remaining: available,
    available,
    needRestock: false,
    ...stamp,
  }) as Schemas['Material'];
const ayam = material(2, 'Ayam', 15.235);
const garam = material(3, 'Garam', 1.537);
const gula = material(4, 'Gula', 8);

const RUN: ProductionRun = {
  id: 7,
  date: '2026-11-20',
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  qty: 100,
  unit: 'pcs',
  value: 750_000,
  cost: 60_000,
  expiryDate: null,
  expiryGiven: null,
  expiryCap: null,
  note: null,
  inputs: [{ usageId: 70, materialId: 2, name: 'Ayam', unit: 'kg', qty: 2, value: 60_000 }],
  batch: { id: 17, fresh: 100, frozen: 0, out: 0 },
  createdBy: null,
  ...stamp,
};

/** A page of materials as the server answers it: `total` matching in all. */
const page = (datas: Schemas['Material'][], total = datas.length) =>
  success('bahanBakuList', { datas, total, page: 1, perPage: 20 });

let form: UseFormReturn<ProductionFormValues> | null = null;
function Harness({ run }: { run: ProductionRun | null }) {
  form = useForm<ProductionFormValues>({ defaultValues: toFormValues(run, '2026-11-27') });
  return <ProductionFormBody form={form} record={run} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  form = null;
});

const materialCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.id === 'bahanBakuList').map((c) => c.body as { ids?: number[] });

describe('the production form raw materials', { timeout: 20_000 }, () => {
  it('editing a run reads the stock of its own materials only, by id, and shows what it can use', async () => {
    const api = stubApi({
      bahanBakuList: ({ body }) => page([ayam, garam].filter((x) => body.ids?.includes(x.id))),
      produksiRecipeList: () => success('produksiRecipeList', { datas: [], total: 0 }),
    });
    renderWithProviders(<Harness run={RUN} />);
    const line = screen.getByTestId('produksi-input-0');
    // Named at once from the run; its stock plus what this run took of it once read.
    expect(within(line).getByRole('combobox', { name: /Bahan/ })).toHaveValue('Ayam');
    expect(
      await within(line).findByText('Tersedia 17,235 kg (termasuk 2 kg dari produksi ini)'),
    ).toBeInTheDocument();
    expect(materialCalls(api)).toEqual([{ ids: [2], perPage: 100 }]);
  });

  it('a line searches raw materials on the server by name, each chosen once, and shows the stock of the one chosen', async () => {
    const api = stubApi({
      bahanBakuList: ({ body }) =>
        body.search
          ? page([garam, gula].filter((x) => x.name.toLowerCase().includes(body.search!)))
          : page([ayam, garam, gula], 2_000),
    });
    renderWithProviders(<Harness run={null} />);
    const line = screen.getByTestId('produksi-input-0');
    const input = within(line).getByRole('combobox', { name: /Bahan/ });
    // Opened: the first page by name, and how many more there are.
    await userEvent.click(within(line).getByRole('button', { name: 'Buka pilihan' }));
    expect(await screen.findByRole('option', { name: /1\.997 lainnya/ }, { timeout: 3000 })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(input, 'gar');
    await userEvent.click(await screen.findByRole('option', { name: /^Garam/ }, { timeout: 3000 }));
    expect(input).toHaveValue('Garam');
    expect(form!.getValues('inputs.0.materialId')).toBe('3');
    expect(within(line).getByText('Tersedia 1,537 kg')).toBeInTheDocument();
    expect(materialCalls(api)).toEqual([
      { perPage: 20, sortBy: 'name' },
      { search: 'gar', perPage: 20, sortBy: 'name' },
    ]);

    // A second line: Garam is taken on the first.
    await userEvent.click(screen.getByRole('button', { name: 'Tambah bahan' }));
    const second = screen.getByTestId('produksi-input-1');
    await userEvent.type(within(second).getByRole('combobox', { name: /Bahan/ }), 'g');
    expect(await screen.findByRole('option', { name: /^Garam/ }, { timeout: 3000 })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The chosen material's stock came with the search: nothing was read by id.
    await waitFor(() => expect(materialCalls(api).some((b) => b.ids)).toBe(false));
  });
});
