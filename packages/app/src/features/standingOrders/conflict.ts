import { formatClock, formatDateShort, formatQuantity } from '../../lib/format';
import { packChoices, pickedNamesAtom } from '../../lib/order/pickers';
import { queryClientOf } from '../../lib/query/queryClient';
import type { Difference, ResourceConflict } from '../../lib/resource/types';
import type { StandingOrderRecord, StandingOrderValues } from './form';
import { t } from './messages';
import { scheduleText } from './text';

const EMPTY = '—';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The schedule the values name, as compared: the kind chosen and its days or rhythm only. */
const scheduleKey = (v: StandingOrderValues) =>
  v.scheduleKind === 'every' ? { everyDays: v.everyDays } : { weekdays: [...v.weekdays].sort() };

/**
 * A stale save of a standing order (someone saved it meanwhile): what differs between their version and what was
 * typed, in words (the customer and products by name, the schedule as the list says it), each marked when the user
 * left it as opened; what the user changed is then re-applied on their version, field by field.
 */
export const standingOrderConflict: ResourceConflict<StandingOrderRecord, StandingOrderValues> = {
  differences: ({ theirs, opened, theirValues, yours, openedValues, store }) => {
    const picked = store.get(pickedNamesAtom);
    const customerName = (id: string) =>
      [theirs.customer, opened.customer].find((c) => String(c.id) === id)?.name ??
      picked.customers.get(Number(id)) ??
      (id ? `#${id}` : EMPTY);
    // Names of materials and products: the two versions', the pickers', the pack types read for the form.
    const materials = new Map<number, string>(
      (queryClientOf(store).getQueryData(packChoices.queryKey) ?? []).map((p) => [p.id, p.name]),
    );
    const products = new Map<number, { name: string; unit: string }>(picked.products);
    for (const pack of [...opened.packs, ...theirs.packs]) {
      materials.set(pack.materialId, pack.materialName);
      for (const line of pack.lines)
        products.set(line.productId, { name: line.productName, unit: line.unit });
    }
    const packsShown = (v: StandingOrderValues) =>
      v.packs
        .map((p) => {
          const lines = p.lines.map((l) => {
            const product = products.get(Number(l.productId));
            return `${product?.name ?? `#${l.productId}`} ${formatQuantity(l.qtyPerPack ?? 0, product?.unit)}`;
          });
          const material = materials.get(Number(p.materialId)) ?? `#${p.materialId}`;
          return `${t('standingOrders.packCount', { count: p.count ?? 0, material })} (${lines.join(', ')})`;
        })
        .join('; ');
    const date = (d: string | null) => (d ? formatDateShort(d) : EMPTY);
    const fields: Array<[name: string, label: string, shown: (v: StandingOrderValues) => unknown]> = [
      ['customerId', t('standingOrders.labels.customer'), (v) => customerName(v.customerId)],
      [
        'schedule',
        t('standingOrders.form.schedule'),
        (v) =>
          scheduleText(
            v.scheduleKind === 'every'
              ? { weekdays: null, everyDays: v.everyDays }
              : { weekdays: v.weekdays, everyDays: null },
          ) || EMPTY,
      ],
      ['startDate', t('standingOrders.labels.startDate'), (v) => date(v.startDate)],
      ['endDate', t('standingOrders.labels.endDate'), (v) => date(v.endDate)],
      ['deliveryTime', t('standingOrders.labels.deliveryTime'), (v) => formatClock(v.deliveryTime, EMPTY)],
      ['skipDates', t('standingOrders.form.skipDates'), (v) => v.skipDates.map(date).join(', ') || EMPTY],
      ['packs', t('standingOrders.form.packsTitle'), packsShown],
      [
        'paused',
        t('standingOrders.labels.paused'),
        (v) => t(`standingOrders.status.${v.paused ? 'paused' : 'active'}`),
      ],
      ['note', t('standingOrders.labels.note'), (v) => v.note.trim() || EMPTY],
    ];
    // Compared as saved: the schedule by its kind and days, the rest by value.
    const compared = (v: StandingOrderValues, name: string) =>
      name === 'schedule' ? scheduleKey(v) : (v as unknown as Record<string, unknown>)[name];
    return fields.flatMap(([name, label, shown]): Difference[] =>
      same(compared(theirValues, name), compared(yours, name))
        ? []
        : [
            {
              name,
              label,
              theirs: String(shown(theirValues)),
              yours: String(shown(yours)),
              untouched: same(compared(openedValues, name), compared(yours, name)),
            },
          ],
    );
  },
  // What the user changed since opening, on their version (the kit's rule; its module stays in the form's chunk).
  reapply: (opened, theirs, yours) => {
    const merged = { ...theirs };
    for (const name of Object.keys(yours) as Array<keyof StandingOrderValues>)
      if (!same(opened[name], yours[name])) (merged as Record<string, unknown>)[name] = yours[name];
    return merged;
  },
};
