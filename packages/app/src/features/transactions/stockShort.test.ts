import { ApiError } from '@pawon/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadI18n } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { fieldMessages } from '../../lib/formErrors';

/**
 * An order short of stock because the customer asks for a minimum shelf life (issue 39): the server answers
 * `stock.short` with `shortDated` and `minShelfLifeDays`; the order form says that part, on the line and in the toast.
 */
const params = {
  name: 'Baso Tahu',
  bucket: 'frozen',
  available: 3,
  requested: 4,
  unit: 'pcs',
  expired: 0,
  shortDated: 2,
  minShelfLifeDays: 5,
};
const shortDated = () =>
  new ApiError(
    409,
    'Stok Baso Tahu beku tidak cukup.',
    { 'packs.0.lines.0.qtyPerPack': ['Stok Baso Tahu beku tersedia 3 pcs.'] },
    undefined,
    undefined,
    undefined,
    {
      code: 'stock.short',
      params,
      fieldCodes: { 'packs.0.lines.0.qtyPerPack': { code: 'stock.short', params } },
    },
  );

afterEach(async () => {
  await (await loadI18n()).activateLocale('id');
});

describe("an order short of stock for the customer's minimum shelf life", () => {
  it('says how much was left out and why, in Indonesian', async () => {
    await loadI18n();
    expect(errorMessage(shortDated())).toBe(
      'Stok Baso Tahu beku tidak cukup: tersedia 3 pcs, diminta 4 pcs; 2 pcs lainnya tidak dipakai karena customer meminta sisa umur simpan minimal 5 hari saat dikirim.',
    );
    expect(fieldMessages(shortDated())).toEqual({
      'packs.0.lines.0.qtyPerPack':
        'Stok Baso Tahu beku tersedia 3 pcs; 2 pcs lainnya tidak dipakai: customer meminta sisa umur simpan minimal 5 hari saat dikirim.',
    });
  });

  it('and in English', async () => {
    await (await loadI18n()).activateLocale('en');
    expect(errorMessage(shortDated())).toBe(
      'Not enough Baso Tahu (frozen) in stock: 3 pcs available, 4 pcs asked; 2 pcs more is left out because the customer asks for at least 5 days of shelf life at delivery.',
    );
    expect(fieldMessages(shortDated())).toEqual({
      'packs.0.lines.0.qtyPerPack':
        'Baso Tahu (frozen): 3 pcs available; 2 pcs more is left out: the customer asks for at least 5 days of shelf life at delivery.',
    });
  });
});
