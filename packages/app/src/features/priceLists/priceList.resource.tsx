import { PriceListInput, PriceListListRequest } from '@pawon/api-client/constraints';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/priceLists.json';
import { PricesButton } from './PricesButton';

export type PriceList = RecordOf<'priceListList'>;

/**
 * Price tiers (Daftar Harga, issue 39): a list (Eceran, Reseller, Agen) holds a price per product from a date; each
 * customer is on one list or none. "Atur harga" on a row opens the list's prices; a list still used by customers
 * cannot be deleted (the server's coded 409, shown by the kit's delete).
 */
export const priceLists = defineResource<PriceList>({
  key: 'priceList',
  rules: { input: PriceListInput, query: PriceListListRequest },
  text: catalogueText(idTexts),
  columns: [
    'name',
    { id: 'customerCount', kind: 'count', width: '8rem' },
    { id: 'productCount', kind: 'count', width: '10rem' },
    { id: 'description', value: (p) => p.description ?? '–' },
  ],
  fields: ['name', 'description'],
  extra: { historyEntity: 'priceList', rowActions: ({ record }) => <PricesButton priceList={record} /> },
  describe: (p) => p.name,
});

export default priceLists.Screen;
