import { describe, expect, it } from 'vitest';
import { picksOfStandingOrder, scheduleOf, toBody, toFormValues, type StandingOrderRecord } from './form';

const record: StandingOrderRecord = {
  id: 7,
  version: 3,
  createdAt: '2026-11-01T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  customerId: 2,
  customer: { id: 2, name: 'Toko Frozen Berkah', phone: '0812-3101-1002' },
  packs: [
    {
      materialId: 3,
      materialName: 'Kerdus',
      count: 2,
      lines: [{ productId: 1, productName: 'Risol Mayo', unit: 'pcs', bucket: 'frozen', qtyPerPack: 10 }],
    },
  ],
  weekdays: null,
  everyDays: 3,
  startDate: '2026-11-02',
  endDate: null,
  deliveryTime: '09:30',
  skipDates: ['2026-12-25', '2026-12-24'],
  paused: false,
  note: null,
  nextDate: '2026-12-03',
  lastOrder: null,
  failing: 0,
};

describe('the standing order form values', () => {
  it('open a record by its kind of schedule, and save it back as the contract takes it', () => {
    const values = toFormValues(record);
    expect(values).toMatchObject({
      customerId: '2',
      scheduleKind: 'every',
      weekdays: [],
      everyDays: 3,
      skipDates: ['2026-12-24', '2026-12-25'],
      note: '',
    });
    expect(toBody(values)).toEqual({
      customerId: 2,
      packs: [{ materialId: 3, count: 2, lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: 10 }] }],
      weekdays: null,
      everyDays: 3,
      startDate: '2026-11-02',
      endDate: null,
      deliveryTime: '09:30',
      skipDates: ['2026-12-24', '2026-12-25'],
      paused: false,
      note: null,
    });
  });

  it('send one of weekdays or every N days: the kind chosen, the other null', () => {
    const values = { ...toFormValues(record), scheduleKind: 'weekdays' as const, weekdays: [5, 1, 3, 1] };
    expect(toBody(values)).toMatchObject({ weekdays: [1, 3, 5], everyDays: null });
  });

  it('start a new one today, on weekdays, with one empty pack', () => {
    expect(toFormValues(null, '2026-12-05')).toMatchObject({
      startDate: '2026-12-05',
      scheduleKind: 'weekdays',
      weekdays: [],
      packs: [{ materialId: '', count: 1, lines: [{ productId: '', bucket: 'frozen', qtyPerPack: null }] }],
    });
  });

  it('name a schedule only once it is complete', () => {
    const values = toFormValues(null, '2026-12-05');
    expect(scheduleOf(values)).toBeNull();
    expect(scheduleOf({ ...values, weekdays: [2] })).toEqual({
      weekdays: [2],
      everyDays: null,
      startDate: '2026-12-05',
      endDate: null,
      skipDates: [],
    });
    expect(scheduleOf({ ...values, scheduleKind: 'every', weekdays: [2], everyDays: null })).toBeNull();
    expect(scheduleOf({ ...values, scheduleKind: 'every', weekdays: [2], everyDays: 4 })).toMatchObject({
      weekdays: null,
      everyDays: 4,
    });
  });

  it('seed the pickers with the customer and products a record names', () => {
    const picks = picksOfStandingOrder(record);
    expect(picks.customers.get(2)?.name).toBe('Toko Frozen Berkah');
    expect(picks.products.get(1)).toEqual({ id: 1, code: '', name: 'Risol Mayo', unit: 'pcs', price: null });
  });
});
