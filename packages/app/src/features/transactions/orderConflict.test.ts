import { describe, expect, it } from 'vitest';
import type { OrderValues } from './order';
import { describePack, namesOf, orderDifferences, reapplyOrder, type OrderNames } from './orderConflict';

const opened: OrderValues = {
  customerId: '3',
  date: '2026-11-20',
  deliveryDate: null,
  deliveryTime: null,
  payment: 'unpaid',
  packing: 'unpacked',
  delivery: 'pending',
  note: '',
  packs: [
    {
      materialId: '9',
      count: 2,
      lines: [
        { productId: '1', bucket: 'frozen', qtyPerPack: 3 },
        { productId: '2', bucket: 'fresh', qtyPerPack: 1.5 },
      ],
    },
  ],
};

const names: OrderNames = {
  customers: new Map([
    [3, 'Warung Bu Sari'],
    [4, 'Toko Pak Budi'],
  ]),
  products: new Map([
    [1, { name: 'Baso Tahu', unit: 'pcs' }],
    [2, { name: 'Siomay Ikan', unit: 'kg' }],
  ]),
  materials: new Map([
    [9, 'Kerdus'],
    [10, 'Mika'],
  ]),
};

/** The opened order with one line of its first pack changed. */
const withLine = (values: OrderValues, line: number, qtyPerPack: number): OrderValues => ({
  ...values,
  packs: values.packs.map((p, i) =>
    i === 0 ? { ...p, lines: p.lines.map((l, j) => (j === line ? { ...l, qtyPerPack } : l)) } : p,
  ),
});

describe('reapplyOrder', () => {
  it('keeps their change where the user changed nothing, and the user’s change beside it', () => {
    const theirs = { ...withLine(opened, 0, 4), deliveryDate: '2026-11-22' };
    const yours = { ...opened, note: 'Titip di pos satpam' };
    expect(reapplyOrder(opened, theirs, yours)).toEqual({ ...theirs, note: 'Titip di pos satpam' });
  });

  it('merges two users’ changes to different lines of one pack', () => {
    const theirs = withLine(opened, 0, 4);
    const yours = withLine(opened, 1, 2);
    const merged = reapplyOrder(opened, theirs, yours);
    expect(merged.packs[0]!.lines.map((l) => l.qtyPerPack)).toEqual([4, 2]);
    expect(merged.packs[0]!.count).toBe(2);
  });

  it('takes what the user typed where both changed the same value', () => {
    const merged = reapplyOrder(opened, withLine(opened, 0, 4), withLine(opened, 0, 6));
    expect(merged.packs[0]!.lines[0]!.qtyPerPack).toBe(6);
  });

  it('takes the user’s packs when the user added a pack (their pack change is not mixed in by position)', () => {
    const theirs = withLine(opened, 0, 4);
    const extra = {
      materialId: '10',
      count: 1,
      lines: [{ productId: '2', bucket: 'frozen' as const, qtyPerPack: 1 }],
    };
    const yours = { ...opened, packs: [...opened.packs, extra] };
    expect(reapplyOrder(opened, theirs, yours).packs).toEqual(yours.packs);
  });
});

describe('orderDifferences', () => {
  it('names each differing field and pack in the user’s words, marking what the user left as opened', () => {
    const theirs = { ...withLine(opened, 0, 4), customerId: '4' };
    const yours = { ...opened, note: 'Titip di pos satpam', deliveryDate: '2026-11-22' };
    expect(orderDifferences(theirs, yours, opened, names)).toEqual([
      {
        name: 'customerId',
        label: 'Customer',
        theirs: 'Toko Pak Budi',
        yours: 'Warung Bu Sari',
        untouched: true,
      },
      { name: 'deliveryDate', label: 'Tanggal kirim', theirs: '—', yours: '22 Nov 2026', untouched: false },
      { name: 'note', label: 'Catatan', theirs: '—', yours: 'Titip di pos satpam', untouched: false },
      {
        name: 'packs.0',
        label: 'Paket 1',
        theirs: '2 × Kerdus: Baso Tahu 4 pcs (beku), Siomay Ikan 1,5 kg (segar)',
        yours: '2 × Kerdus: Baso Tahu 3 pcs (beku), Siomay Ikan 1,5 kg (segar)',
        untouched: true,
      },
    ]);
  });

  it('shows a pack only one side has as a dash on the other', () => {
    const extra = {
      materialId: '10',
      count: 1,
      lines: [{ productId: '2', bucket: 'frozen' as const, qtyPerPack: 1 }],
    };
    const yours = { ...opened, packs: [...opened.packs, extra] };
    expect(orderDifferences(opened, yours, opened, names)).toEqual([
      {
        name: 'packs.1',
        label: 'Paket 2',
        theirs: '—',
        yours: '1 × Mika: Siomay Ikan 1 kg (beku)',
        untouched: false,
      },
    ]);
  });

  it('finds nothing when what was typed is their version', () => {
    expect(orderDifferences(opened, opened, opened, names)).toEqual([]);
  });
});

describe('namesOf', () => {
  it('reads the names an order carries over the ones picked', () => {
    const record = {
      customerId: 3,
      customer: { name: 'Warung Bu Sari' },
      packs: [
        {
          materialId: 9,
          material: { name: 'Kerdus' },
          lines: [{ productId: 1, product: { name: 'Baso Tahu', unit: 'pcs' } }],
        },
      ],
    } as unknown as Parameters<typeof namesOf>[0][number];
    const found = namesOf([record, null], {
      customers: new Map([
        [3, 'Nama lama'],
        [5, 'Baru dipilih'],
      ]),
    });
    expect(found.customers.get(3)).toBe('Warung Bu Sari');
    expect(found.customers.get(5)).toBe('Baru dipilih');
    expect(describePack(opened.packs[0], found)).toBe('2 × Kerdus: Baso Tahu 3 pcs (beku), — 1,5 (segar)');
  });
});
