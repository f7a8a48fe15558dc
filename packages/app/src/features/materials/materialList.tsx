import { MaterialInput, MaterialListRequest, PackagingMaterialInput } from '@pawon/api-client/constraints';
import type { FieldValues } from 'react-hook-form';
import { formatRupiah } from '../../lib/format';
import { StoredFileButton } from '../../lib/StoredFile';
import { stockLocationOptions } from '../../lib/references';
import { searchVendors } from '../../lib/vendorSearch';
import {
  defineResource,
  type ColumnSpec,
  type FieldSpec,
  type Resource,
} from '../../lib/resource/defineResource';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import type { Material } from './lookups';
import { choices, group, t } from './messages';
import { HalalBadge, StockState, yesFilter } from './shared';
import * as S from './materials.styles';

// ---------- Data Bahan Baku / Bahan Kemasan ----------

/** Required when the halal status (or issuer) chosen asks for it; the server says the same (422 on the field). */
const requiredWhen =
  (applies: (values: FieldValues) => boolean) =>
  (value: unknown, values: FieldValues): string | true =>
    !applies(values) ||
    (typeof value === 'string' ? value.trim() !== '' : value != null) ||
    t('materials.halal.required');

const certified = (values: FieldValues) => values['halalStatus'] === 'certified';
const otherIssuer = (values: FieldValues) => certified(values) && values['halalIssuer'] === 'other';
const notNeeded = (values: FieldValues) => values['halalStatus'] === 'notNeeded';
/** A field shown, and required, only when the status (or issuer) chosen asks for it. */
const when = (applies: (values: FieldValues) => boolean) => ({
  shownWhen: applies,
  validate: requiredWhen(applies),
});

/**
 * A raw material's halal certificate (decision 057): its status (none yet, certified, not needed), then the
 * certificate's number, issuer and last valid day, or why none is needed; only the fields the status asks for are
 * shown (the server ignores the others). A certified one takes its file (PDF, JPG or PNG, 2 MB), sent once the
 * material is saved (the server refuses a file for any other status) and read back with the session.
 */
const HALAL_FIELDS: FieldSpec[] = [
  { name: 'halalStatus', none: () => t('materials.halal.none') },
  { name: 'halalNumber', ...when(certified) },
  { name: 'halalIssuer', none: () => t('materials.halal.noIssuer'), ...when(certified) },
  { name: 'halalIssuerName', ...when(otherIssuer) },
  { name: 'halalExpiry', kind: 'date', ...when(certified) },
  { name: 'halalReason', ...when(notNeeded) },
  {
    name: 'halalFile',
    kind: 'file',
    shownWhen: certified,
    file: {
      upload: 'bahanBakuHalalUpload',
      part: 'file',
      view: 'bahanBakuHalalFile',
      // The document mode's own files and size: PDF, JPG or PNG up to 2 MB, as the server takes them.
    },
  },
];

export function materialResource(kind: MaterialKind): Resource<Material> {
  const k = KINDS[kind];
  const packaging = kind === 'packaging';
  const columns: Array<ColumnSpec<Material>> = [
    'name',
    ...(packaging
      ? [
          {
            id: 'packagingType',
            value: (m: Material) =>
              m.packagingType ? t(`materials.packagingTypeShort.${m.packagingType}`) : '–',
          },
        ]
      : []),
    { id: 'unitPrice', kind: 'money' },
    ...(packaging
      ? [
          {
            id: 'packPrice',
            kind: 'money' as const,
            cell: (m: Material) => (m.packagingType === 'pack' ? formatRupiah(m.packPrice ?? 0) : '–'),
          },
        ]
      : []),
    { id: 'minStock', kind: 'quantity', unit: (m) => m.unit },
    { id: 'remaining', kind: 'quantity', value: (m) => m.available, unit: (m) => m.unit },
    // Where "Buat PO" orders it (decision 053); a dash without one.
    { id: 'preferredVendor', value: (m) => m.preferredVendor?.name ?? null, sortable: false, truncate: true },
    { id: 'status', sortable: false, cell: (m) => <StockState needRestock={m.needRestock} /> },
    // The halal register (decision 057): raw materials only.
    ...(packaging
      ? []
      : [
          {
            id: 'halalState',
            sortable: false,
            cell: (m: Material) => (
              <S.HalalCell>
                <HalalBadge state={m.halalState} expiry={m.halalExpiry} />
                {m.halalFile ? (
                  <StoredFileButton
                    operation="bahanBakuHalalFile"
                    url={m.halalFile}
                    of={t('materials.halal.fileOf', { name: m.name })}
                  />
                ) : null}
              </S.HalalCell>
            ),
          },
        ]),
  ];
  const fields: FieldSpec[] = [
    'name',
    ...(packaging ? ['packagingType'] : []),
    'unit',
    { name: 'unitPrice', kind: 'money' },
    ...(packaging ? [{ name: 'packPrice', kind: 'money' as const }] : []),
    {
      name: 'minStock',
      kind: 'quantity',
      unit: (values: FieldValues) => values['unit'] as string | undefined,
    },
    // Purchasing (issue 39): the expiry a receipt proposes, where "Buat PO" orders it and the least it orders.
    {
      name: 'shelfLifeDays',
      kind: 'quantity',
      unit: () => t('materials.units.days'),
      validate: (value) => value == null || Number.isInteger(value) || t('materials.patterns.shelfLifeDays'),
    },
    {
      name: 'preferredVendorId',
      kind: 'combobox',
      search: { load: searchVendors, labelOf: (m) => (m as Material).preferredVendor?.name },
    },
    {
      name: 'minOrderQty',
      kind: 'quantity',
      unit: (values: FieldValues) => values['unit'] as string | undefined,
    },
    // Where its lots go (decision 056); none: the first active dry store.
    { name: 'locationId', kind: 'select', options: stockLocationOptions },
    'description',
    ...(packaging ? [] : HALAL_FIELDS),
  ];
  return defineResource<Material>({
    key: k.key,
    menu: pathOf(kind, 'list'),
    operations: { list: k.ops.list, add: k.ops.add, update: k.ops.update, delete: k.ops.delete },
    rules: { input: packaging ? PackagingMaterialInput : MaterialInput, query: MaterialListRequest },
    text: () => ({
      title: t('materials.list.title', { title: k.title }),
      description: t('materials.list.description', { title: k.title }),
      singular: k.noun,
      addLabel: t('materials.list.add', { title: k.title }),
      addTitle: t('materials.list.add', { title: k.title }),
      editTitle: t('materials.list.edit', { title: k.title }),
      searchPlaceholder: t('materials.list.search', { noun: k.noun }),
      emptyText: t('materials.list.emptyText', { noun: k.noun, example: k.example }),
      deleteText: (name) => t('materials.list.deleteText', { title: k.title, name }),
      labels: { ...group('materials.labels'), unitPrice: t('materials.list.unitPrice') },
      placeholders: { preferredVendorId: t('materials.placeholders.preferredVendorId') },
      hints: {
        minStock: t('materials.minStockHint'),
        shelfLifeDays: t('materials.hints.shelfLifeDays'),
        preferredVendorId: t('materials.hints.preferredVendorId'),
        minOrderQty: t('materials.hints.minOrderQty'),
        locationId: t('materials.hints.locationId'),
        ...(packaging ? { packPrice: t('materials.packPriceHint') } : group('materials.halal.hints')),
      },
      choices: {
        packagingType: group('materials.choices.packagingType'),
        halalStatus: group('materials.choices.halalStatus'),
        halalIssuer: group('materials.choices.halalIssuer'),
      },
    }),
    columns,
    fields,
    filters: [
      yesFilter('needRestock', () => t('materials.needRestock')),
      ...(packaging
        ? [
            {
              name: 'packagingType',
              get label() {
                return t('materials.labels.packagingType');
              },
              get allLabel() {
                return t('materials.allTypes');
              },
              options: () => choices('materials.choices.packagingType'),
            },
          ]
        : []),
    ],
    describe: (m) => m.name,
    extra: { historyEntity: 'material' },
  });
}
