import { OngkirInput, OngkirListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/ongkir.json';
import { catalogueText } from '../../lib/resource/catalogueText';

/** Shipping brackets (ongkir): a distance label, its price, and how many customers use each. */
export const ongkir = defineResource<RecordOf<'ongkirList'>>({
  key: 'ongkir',
  rules: { input: OngkirInput, query: OngkirListRequest },
  text: catalogueText(idTexts),
  columns: [
    'label',
    { id: 'price', kind: 'money', width: '10rem' },
    { id: 'description', value: (o) => o.description ?? '–' },
    { id: 'customerCount', kind: 'count', width: '8rem' },
  ],
  fields: ['label', { name: 'price', kind: 'money' }, 'description'],
  defaultSort: { sortBy: 'price', sortDir: 'asc' },
  extra: { historyEntity: 'ongkir' },
  describe: (o) => o.label,
});

export default ongkir.Screen;
