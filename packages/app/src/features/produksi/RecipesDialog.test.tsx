import type { Schemas } from '@pawon/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { RecipesDialog } from './RecipesDialog';

const BASO: Schemas['Recipe'] = {
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  lines: [{ materialId: 2, name: 'Ayam', unit: 'kg', qtyPerUnit: 1.5, available: 15, canMake: 95 }],
  canMake: 95,
  standardYield: 10,
  expectedLossPct: 5,
};
const PLAIN: Schemas['Recipe'] = {
  productId: 2,
  product: { id: 2, code: 'BTGY', name: 'Batagor', unit: 'pcs' },
  lines: [{ materialId: 2, name: 'Ayam', unit: 'kg', qtyPerUnit: 0.02, available: 15, canMake: 750 }],
  canMake: 750,
};

function open(recipes: Schemas['Recipe'][]) {
  const api = stubApi({
    produksiRecipeList: () => success('produksiRecipeList', { datas: recipes, total: recipes.length }),
    produksiRecipeSave: ({ body }) =>
      success('produksiRecipeSave', { datas: { ...recipes[0]!, ...body, lines: recipes[0]!.lines } }),
  });
  renderWithProviders(<RecipesDialog open onClose={vi.fn()} store={appStore} />);
  return api;
}

const saved = async (api: ReturnType<typeof stubApi>) => {
  await waitFor(() => expect(api.ids()).toContain('produksiRecipeSave'));
  return api.calls.find((c) => c.id === 'produksiRecipeSave')!.body as Record<string, unknown>;
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe("a recipe's standard yield and expected loss", () => {
  it('lists them beside the lines when set, and not for a plain per-unit recipe', async () => {
    open([BASO, PLAIN]);
    const dialog = await screen.findByRole('dialog', { name: 'Resep produk' });
    expect(await within(dialog).findByText('untuk 10 pcs, susut 5%')).toBeVisible();
    expect(within(dialog).getAllByText(/^untuk /)).toHaveLength(1);
  });

  it('edits them with the explanation of how they scale the materials, and sends them with the lines', async () => {
    const api = open([BASO]);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah resep Baso Tahu' }));
    const yieldField = await screen.findByLabelText(/^Hasil standar/);
    expect(yieldField).toHaveValue('10');
    expect(screen.getByLabelText(/^Susut/)).toHaveValue('5');
    expect(screen.getByTestId('recipe-scale')).toHaveTextContent(
      'Produksi N pcs memakai tiap bahan × N ÷ 10 (hasil standar) ÷ (1 − 5% susut).',
    );
    expect(screen.getByLabelText(/^Jumlah per 10 pcs/)).toHaveValue('1,5');
    await userEvent.clear(yieldField);
    await userEvent.type(yieldField, '20');
    await waitFor(() => expect(screen.getByTestId('recipe-scale')).toHaveTextContent('÷ 20 (hasil standar)'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await saved(api)).toEqual({
      productId: 1,
      lines: [{ materialId: 2, qtyPerUnit: 1.5 }],
      standardYield: 20,
      expectedLossPct: 5,
    });
  });

  it('refuses an empty yield and a loss of 100 % with the contract bounds, before sending', async () => {
    const api = open([BASO]);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah resep Baso Tahu' }));
    const yieldField = await screen.findByLabelText(/^Hasil standar/);
    const loss = screen.getByLabelText(/^Susut/);
    await userEvent.clear(yieldField);
    await userEvent.clear(loss);
    await userEvent.type(loss, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(yieldField).toHaveAccessibleDescription(/wajib/i));
    expect(loss).toHaveAccessibleDescription(/99,99/);
    expect(api.ids()).not.toContain('produksiRecipeSave');
  });

  it('starts a recipe without them at 1 unit and no loss, and keeps those when saved', async () => {
    const api = open([PLAIN]);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah resep Batagor' }));
    expect(await screen.findByLabelText(/^Hasil standar/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Susut/)).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await saved(api)).toMatchObject({ productId: 2, standardYield: 1, expectedLossPct: 0 });
  });
});
