import { formatDateShort, formatQuantity } from '../../lib/format';
import type { Difference } from '../../lib/resource/VersionConflict';
import { t } from './messages';
import type { OrderRecord, OrderValues } from './order';

const EMPTY = '—';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A three-way merge of form values: what the user changed since opening (`opened` → `yours`) on top of the version now
 * saved (`theirs`). Where only one side changed a value, that side's value is taken; where both changed it, the user's.
 * Packs and lines (arrays of objects of the same length on all three sides) merge element by element, so one user's
 * quantity on a line and another's on another line both stay; a pack or line added or removed takes the user's packs.
 */
function merge(opened: unknown, theirs: unknown, yours: unknown): unknown {
  if (same(opened, yours)) return theirs;
  if (same(opened, theirs)) return yours;
  if (
    Array.isArray(opened) &&
    Array.isArray(theirs) &&
    Array.isArray(yours) &&
    opened.length === theirs.length &&
    opened.length === yours.length &&
    opened.every(isObject)
  )
    return opened.map((o, i) => merge(o, theirs[i], yours[i]));
  if (isObject(opened) && isObject(theirs) && isObject(yours)) {
    const merged: Record<string, unknown> = { ...theirs };
    for (const key of Object.keys(yours)) merged[key] = merge(opened[key], theirs[key], yours[key]);
    return merged;
  }
  return yours;
}

/** The order as typed, re-applied on the version now current: only what the user changed since opening it. */
export const reapplyOrder = (opened: OrderValues, theirs: OrderValues, yours: OrderValues): OrderValues =>
  merge(opened, theirs, yours) as OrderValues;

/** Names of customers, products and packagings by id, for showing ids of the form's values. */
export interface OrderNames {
  customers: ReadonlyMap<number, string>;
  products: ReadonlyMap<number, { name: string; unit: string }>;
  materials: ReadonlyMap<number, string>;
}

/** The names an order record carries (its customer, its lines' products, its packs' packagings). */
export function namesOf(records: readonly (OrderRecord | null)[], more?: Partial<OrderNames>): OrderNames {
  const customers = new Map(more?.customers);
  const products = new Map(more?.products);
  const materials = new Map(more?.materials);
  for (const record of records) {
    if (!record) continue;
    customers.set(record.customerId, record.customer.name);
    for (const pack of record.packs) {
      materials.set(pack.materialId, pack.material.name);
      for (const line of pack.lines)
        products.set(line.productId, { name: line.product.name, unit: line.product.unit });
    }
  }
  return { customers, products, materials };
}

type Pack = OrderValues['packs'][number];

/** `2 × Kerdus: Baso Tahu 3 pcs (beku), Siomay 5 pcs (segar)`: one pack as the user reads it. */
export function describePack(pack: Pack | undefined, names: OrderNames): string {
  if (!pack) return EMPTY;
  const material = names.materials.get(Number(pack.materialId)) ?? EMPTY;
  const lines = pack.lines
    .filter((l) => l.productId)
    .map((l) => {
      const product = names.products.get(Number(l.productId));
      const qty = l.qtyPerPack === null ? EMPTY : formatQuantity(l.qtyPerPack, product?.unit);
      return `${product?.name ?? EMPTY} ${qty} (${t(`transactions.choices.bucket.${l.bucket}`).toLowerCase()})`;
    });
  return `${pack.count ?? EMPTY} × ${material}${lines.length ? `: ${lines.join(', ')}` : ''}`;
}

type Scalar = Exclude<keyof OrderValues, 'packs'>;

const shown = (name: Scalar, values: OrderValues, names: OrderNames): string => {
  const value = values[name];
  if (value === null || value === '') return EMPTY;
  switch (name) {
    case 'customerId':
      return names.customers.get(Number(value)) ?? EMPTY;
    case 'date':
    case 'deliveryDate':
      return formatDateShort(value);
    case 'payment':
      return t(`transactions.choices.payment.${values.payment}`);
    case 'packing':
      return t(`transactions.choices.packing.${values.packing}`);
    case 'delivery':
      return t(`transactions.choices.delivery.${values.delivery}`);
    default:
      return String(value);
  }
};

const SCALARS: readonly Scalar[] = [
  'customerId',
  'date',
  'deliveryDate',
  'deliveryTime',
  'payment',
  'packing',
  'delivery',
  'note',
];

/**
 * What differs between the order now saved (theirs) and what the user typed (yours): its fields, then each pack as
 * one line (its packaging, count and lines), each marked when the user left it as opened.
 */
export function orderDifferences(
  theirs: OrderValues,
  yours: OrderValues,
  opened: OrderValues,
  names: OrderNames,
): Difference[] {
  const fields = SCALARS.filter((name) => !same(theirs[name] || null, yours[name] || null)).map((name) => ({
    name,
    label: t(`transactions.labels.${name}`),
    theirs: shown(name, theirs, names),
    yours: shown(name, yours, names),
    untouched: same(opened[name] || null, yours[name] || null),
  }));
  const count = Math.max(theirs.packs.length, yours.packs.length);
  const packs: Difference[] = [];
  for (let i = 0; i < count; i += 1) {
    if (same(theirs.packs[i], yours.packs[i])) continue;
    packs.push({
      name: `packs.${i}`,
      label: t('transactions.pack', { n: i + 1 }),
      theirs: describePack(theirs.packs[i], names),
      yours: describePack(yours.packs[i], names),
      untouched: same(opened.packs[i], yours.packs[i]),
    });
  }
  return [...fields, ...packs];
}
