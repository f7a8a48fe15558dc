import type { BodyOf } from '@pawon/api-client';
import { todayIn } from '../../lib/format';
import { emptyPack, packsBody, type PackValues, type PacksFormValues } from '../../lib/order/pickers';
import type { Picks } from '../../lib/order/formPicks';
import type { RecordOf } from '../../lib/resource/defineResource';
import type { Schedule } from './schedule';

export type StandingOrderRecord = RecordOf<'standingOrderList'>;

/** How the days are chosen: on weekdays, or every N days from the start date. */
export type ScheduleKind = 'weekdays' | 'every';

/** The standing order form's values: pickers hold ids as text, numbers are null while empty. */
export interface StandingOrderValues extends PacksFormValues {
  customerId: string;
  packs: PackValues[];
  scheduleKind: ScheduleKind;
  /** ISO weekdays, 1 = Senin … 7 = Minggu (kept while "every N days" is chosen, sent only with its kind). */
  weekdays: number[];
  everyDays: number | null;
  startDate: string | null;
  endDate: string | null;
  deliveryTime: string | null;
  /** Days off ("libur"), `YYYY-MM-DD`, in date order. */
  skipDates: string[];
  paused: boolean;
  note: string;
}

export function toFormValues(
  record: StandingOrderRecord | null,
  today: string = todayIn(),
): StandingOrderValues {
  if (!record)
    return {
      customerId: '',
      packs: [emptyPack()],
      scheduleKind: 'weekdays',
      weekdays: [],
      everyDays: null,
      startDate: today,
      endDate: null,
      deliveryTime: null,
      skipDates: [],
      paused: false,
      note: '',
    };
  return {
    customerId: String(record.customerId),
    packs: record.packs.map((p) => ({
      materialId: String(p.materialId),
      count: p.count,
      lines: p.lines.map((l) => ({
        productId: String(l.productId),
        bucket: l.bucket,
        qtyPerPack: l.qtyPerPack,
      })),
    })),
    scheduleKind: record.everyDays !== null ? 'every' : 'weekdays',
    weekdays: [...(record.weekdays ?? [])].sort((a, b) => a - b),
    everyDays: record.everyDays,
    startDate: record.startDate,
    endDate: record.endDate,
    deliveryTime: record.deliveryTime,
    skipDates: [...record.skipDates].sort(),
    paused: record.paused,
    note: record.note ?? '',
  };
}

/** The add body (the update adds id and version): one of weekdays or every N days, the other null. */
export function toBody(values: StandingOrderValues): BodyOf<'standingOrderAdd'> {
  const byWeekdays = values.scheduleKind === 'weekdays';
  return {
    customerId: Number(values.customerId),
    packs: packsBody(values.packs),
    weekdays: byWeekdays ? [...new Set(values.weekdays)].sort((a, b) => a - b) : null,
    everyDays: byWeekdays ? null : values.everyDays,
    startDate: values.startDate ?? '',
    endDate: values.endDate || null,
    deliveryTime: values.deliveryTime || null,
    skipDates: [...new Set(values.skipDates)].sort(),
    paused: values.paused,
    note: values.note.trim() || null,
  };
}

/** The schedule the values name, or null while it is not complete (no start date, no day, no rhythm). */
export function scheduleOf(values: Partial<StandingOrderValues>): Schedule | null {
  if (!values.startDate) return null;
  const byWeekdays = values.scheduleKind !== 'every';
  if (byWeekdays ? !values.weekdays?.length : !values.everyDays || values.everyDays < 1) return null;
  return {
    weekdays: byWeekdays ? (values.weekdays ?? []) : null,
    everyDays: byWeekdays ? null : values.everyDays!,
    startDate: values.startDate,
    endDate: values.endDate || null,
    skipDates: values.skipDates ?? [],
  };
}

/** The customer and products a standing order being edited names (its products without code or price). */
export function picksOfStandingOrder(record: StandingOrderRecord): Picks {
  const c = record.customer;
  return {
    customers: new Map([
      // Its price list is not needed here: each order it makes is priced when it is made.
      [c.id, { id: c.id, name: c.name, phone: c.phone, place: null, ongkir: null, priceList: null }],
    ]),
    products: new Map(
      record.packs.flatMap((p) =>
        p.lines.map(
          (l) =>
            [
              l.productId,
              { id: l.productId, code: '', name: l.productName, unit: l.unit, price: null },
            ] as const,
        ),
      ),
    ),
  };
}
