import { ProductBatchListRequest } from '@pawon/api-client/constraints';
import { StatusBadge } from '@pawon/ui';
import { ExpiryDate } from './ExpiryDate';
import { BlockBadge } from '../../lib/recall/BlockBadge';
import { formatDateShort, formatQuantity } from '../../lib/format';
import { defineResource, formatUnitCost, type Resource } from '../../lib/resource/defineResource';
import { COST_RIGHT } from '../../lib/rights';
import { t } from './messages';
import idTexts from '../../i18n/catalogues/id/stockProduct.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import type { ProductBatch } from './stock';
import { StockScreen } from './StockScreen';
import * as S from './stock.styles';

const base = defineResource<ProductBatch>({
  key: 'stock',
  operations: { list: 'stockList' },
  rules: { query: ProductBatchListRequest },
  // Stock leaves oldest batch first: the list reads in that order.
  defaultSort: { sortBy: 'date', sortDir: 'asc' },
  text: catalogueText(idTexts),
  columns: [
    { id: 'date', cell: (b) => formatDateShort(b.date), width: '8.5rem' },
    {
      id: 'product',
      // Recalled or QC-held batches say so beside the product (decision 055).
      cell: (b) => (
        <S.Named>
          <span>{`${b.product.code} – ${b.product.name}`}</span>
          <BlockBadge stock={b} />
        </S.Named>
      ),
    },
    {
      id: 'origin',
      sortable: false,
      cell: (b) => (
        <StatusBadge tone={b.origin === 'production' ? 'info' : 'neutral'}>
          {t(`stockProduct.origin.${b.origin}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'expiryDate',
      width: '9.5rem',
      cell: (b) => <ExpiryDate date={b.expiryDate} expired={b.expired} />,
    },
    { id: 'fresh', kind: 'quantity', cell: (b) => formatQuantity(b.fresh, b.product.unit) },
    { id: 'frozen', kind: 'quantity', cell: (b) => formatQuantity(b.frozen, b.product.unit) },
    {
      id: 'total',
      kind: 'quantity',
      sortable: false,
      cell: (b) => <S.Muted as="span">{formatQuantity(b.total, b.product.unit)}</S.Muted>,
    },
    // What a batch cost to make and what its stock on hand is worth at that cost: "Lihat HPP"'s fields, columns
    // for its users only (decision 014).
    {
      id: 'unitCost',
      kind: 'money',
      sortable: false,
      ownedBy: COST_RIGHT,
      cell: (b) => formatUnitCost(b.unitCost),
    },
    { id: 'value', kind: 'money', sortable: false, ownedBy: COST_RIGHT },
  ],
  describe: (b) => `${b.product.name} ${formatDateShort(b.date)}`,
});

const Screen = () => <StockScreen resource={base.descriptor} />;

/** Product stock: batches on the kit's list atoms and columns, with the moves, adjustments and ledger around them. */
export const stockProduct: Resource<ProductBatch> = { ...base, Screen };
export default Screen;
