import { StockLocationInput, StockLocationListRequest } from '@pawon/api-client/constraints';
import { formatDateTime } from '../../lib/format';
import { celsius, limitsOf } from './limits';
import { TemperatureButton } from './TemperatureButton';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/stockLocations.json';
import { catalogueArea } from '../../i18n/area';
import { catalogueText } from '../../lib/resource/catalogueText';

const tr = catalogueArea(idTexts);

type StockLocation = RecordOf<'stockLocationList'>;

/**
 * Storage locations ("Lokasi Simpan", decision 056): a freezer, chiller or dry store, its temperature limits, what it
 * holds, its latest reading and its QC hold. A location is deleted only once it holds nothing.
 */
export const stockLocations = defineResource<StockLocation>({
  key: 'stockLocation',
  rules: { input: StockLocationInput, query: StockLocationListRequest },
  text: catalogueText(idTexts),
  columns: [
    'name',
    { id: 'kind', value: (l) => tr(`stockLocations.choices.kind.${l.kind}`) },
    { id: 'limits', sortable: false, value: (l) => limitsOf(l), nowrap: true },
    {
      id: 'stock',
      sortable: false,
      value: (l) => l.lotCount + l.batchCount,
      cell: (l) => tr('stockLocations.stockCount', { lots: l.lotCount, batches: l.batchCount }),
    },
    {
      id: 'lastReading',
      sortable: false,
      value: (l) => l.lastReadingAt ?? '',
      cell: (l) =>
        l.lastReadingAt === null
          ? tr('stockLocations.noReading')
          : tr('stockLocations.lastReadingValue', {
              celsius: celsius(l.lastCelsius ?? 0),
              at: formatDateTime(l.lastReadingAt),
            }),
    },
    {
      id: 'heldCount',
      sortable: false,
      value: (l) => l.heldCount,
      cell: (l) =>
        l.openHold ? tr('stockLocations.held', { count: l.heldCount }) : tr('stockLocations.notHeld'),
    },
    { id: 'active', kind: 'active', sortable: false },
  ],
  fields: [
    'name',
    { name: 'kind', kind: 'select' },
    { name: 'minTemp', kind: 'quantity', unit: '°C' },
    { name: 'maxTemp', kind: 'quantity', unit: '°C' },
    'active',
    'description',
  ],
  filters: [
    {
      name: 'kind',
      get label() {
        return tr('stockLocations.filters.kind');
      },
      get allLabel() {
        return tr('stockLocations.filters.allKinds');
      },
      options: (['freezer', 'chiller', 'dry'] as const).map((value) => ({
        value,
        get label() {
          return tr(`stockLocations.choices.kind.${value}`);
        },
      })),
    },
  ],
  extra: {
    historyEntity: 'stockLocation',
    rowActions: ({ record }) => <TemperatureButton location={record} />,
  },
  describe: (l) => l.name,
});

export default stockLocations.Screen;
