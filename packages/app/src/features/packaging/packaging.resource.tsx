import { MaterialListRequest, PackInput } from '@pawon/api-client/constraints';
import { StatusBadge } from '@pawon/ui';
import { formatQuantity } from '../../lib/format';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import { LotsButton } from './LotsButton';
import idTexts from '../../i18n/catalogues/id/packaging.json';
import { catalogueArea } from '../../i18n/area';
import { catalogueText } from '../../lib/resource/catalogueText';

const tr = catalogueArea(idTexts);
const texts = catalogueText(idTexts);

type Pack = RecordOf<'packagingList'>;

const UNITS = ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] as const;

/** Pack types (Stok Packaging): the boxes and trays an order is sold in, their pack price and their stock. */
export const packaging = defineResource<Pack>({
  key: 'packaging',
  rules: { input: PackInput, query: MaterialListRequest },
  text: () => ({ ...texts(), choices: { unit: Object.fromEntries(UNITS.map((u) => [u, u])) } }),
  columns: [
    'name',
    { id: 'unit', width: '6rem' },
    { id: 'packPrice', kind: 'money' },
    { id: 'unitPrice', kind: 'money' },
    { id: 'minStock', kind: 'quantity', cell: (p) => formatQuantity(p.minStock, p.unit), width: '9rem' },
    { id: 'remaining', kind: 'quantity', cell: (p) => formatQuantity(p.available, p.unit), width: '9rem' },
    {
      id: 'status',
      sortable: false,
      width: '9rem',
      cell: (p) =>
        p.needRestock ? (
          <StatusBadge tone="warning">{tr('packaging.needRestock')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{tr('packaging.enough')}</StatusBadge>
        ),
    },
  ],
  fields: [
    'name',
    'unit',
    { name: 'packPrice', kind: 'money' },
    { name: 'unitPrice', kind: 'money' },
    { name: 'minStock', kind: 'quantity', unit: (values) => (values['unit'] as string | null) ?? undefined },
    { name: 'description', kind: 'textarea' },
  ],
  filters: [
    {
      name: 'needRestock',
      get label() {
        return tr('packaging.filters.status');
      },
      get allLabel() {
        return tr('packaging.filters.allStatuses');
      },
      options: [
        {
          value: 'true',
          get label() {
            return tr('packaging.needRestock');
          },
        },
        {
          value: 'false',
          get label() {
            return tr('packaging.enough');
          },
        },
      ],
      parse: (value) => value === 'true',
    },
  ],
  describe: (p) => p.name,
  extra: { rowActions: ({ record }) => <LotsButton pack={record} />, historyEntity: 'material' },
});

export default packaging.Screen;
