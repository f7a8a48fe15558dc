import { describe, expect, it } from 'vitest';
import { duplicateOf, recipeInputs, timesQty, toBody, usableFor, type ProductionRun } from './form';

describe('production form rules', () => {
  it('scales a recipe to the quantity, to 3 decimals', () => {
    expect(timesQty(0.1, 3)).toBe(0.3);
    expect(timesQty(0.0125, 100)).toBe(1.25);
    const lines = [
      {
        materialId: 1,
        name: 'Tepung Tapioka',
        unit: 'kg' as const,
        qtyPerUnit: 0.02,
        available: 10,
        canMake: 500,
      },
      { materialId: 2, name: 'Ayam', unit: 'kg' as const, qtyPerUnit: 0.015, available: 3, canMake: 200 },
    ];
    expect(recipeInputs({ lines }, 100)).toEqual([
      { materialId: '1', qty: 2 },
      { materialId: '2', qty: 1.5 },
    ]);
    expect(recipeInputs({ lines }, null)).toEqual([
      { materialId: '1', qty: null },
      { materialId: '2', qty: null },
    ]);
  });

  it('names the row where a material was already chosen', () => {
    const inputs = [
      { materialId: '1', qty: 1 },
      { materialId: '2', qty: 1 },
      { materialId: '1', qty: 2 },
      { materialId: '', qty: null },
    ];
    expect(duplicateOf(inputs, 0)).toBeUndefined();
    expect(duplicateOf(inputs, 2)).toBe(1);
    expect(duplicateOf(inputs, 3)).toBeUndefined();
  });

  it('leaves blank lines out of the body and sends ids as numbers', () => {
    expect(
      toBody({
        date: '2026-11-23',
        productId: '4',
        qty: 50,
        expiryDate: '',
        note: '  ',
        inputs: [
          { materialId: '1', qty: 2.5 },
          { materialId: '', qty: null },
        ],
      }),
    ).toEqual({
      date: '2026-11-23',
      productId: 4,
      qty: 50,
      expiryDate: null,
      note: null,
      inputs: [{ materialId: 1, qty: 2.5 }],
    });
  });

  it('sends the halal override only with its reason (decision 057)', () => {
    const values = {
      date: '2026-11-23',
      productId: '4',
      qty: 50,
      expiryDate: null,
      note: '',
      inputs: [{ materialId: '1', qty: 2.5 }],
    };
    expect(toBody({ ...values, halalReason: null })).not.toHaveProperty('halalOverride');
    expect(toBody({ ...values, halalReason: 'Sertifikat baru sedang diproses BPJPH' })).toMatchObject({
      halalOverride: { reason: 'Sertifikat baru sedang diproses BPJPH' },
    });
  });

  it('counts what the edited run took as usable again', () => {
    const run = {
      inputs: [{ usageId: 1, materialId: 7, name: 'Ayam', unit: 'kg', qty: 1.2, value: 36000 }],
    } as unknown as ProductionRun;
    expect(usableFor(2.3, run, 7)).toBe(3.5);
    expect(usableFor(2.3, run, 8)).toBe(2.3);
    expect(usableFor(2.3, null, 7)).toBe(2.3);
    expect(usableFor(undefined, run, 7)).toBeUndefined();
  });
});
