import type { Meta } from '@storybook/react-vite';
import { recordsOf, resourceStories } from '../../test/screenStories';
import { stockLocations } from './stockLocation.resource';

const held = {
  id: 7,
  reason: 'limit' as const,
  celsius: -10,
  lastReadingAt: null,
  openedAt: '2026-12-05T01:05:00.000Z',
  closedAt: null,
};

const stories = resourceStories(stockLocations, {
  rows: recordsOf(
    stockLocations,
    [
      'name',
      'kind',
      'minTemp',
      'maxTemp',
      'active',
      'description',
      'lotCount',
      'batchCount',
      'heldCount',
      'lastReadingAt',
      'lastCelsius',
      'readToday',
      'openHold',
    ],
    [
      [
        'Freezer 1',
        'freezer',
        -25,
        -18,
        true,
        'Freezer dada di dapur',
        3,
        12,
        0,
        '2026-12-05T01:00:00.000Z',
        -19.5,
        true,
        null,
      ],
      ['Freezer 2', 'freezer', -25, -18, true, null, 0, 4, 4, '2026-12-05T01:05:00.000Z', -10, true, held],
      ['Chiller', 'chiller', 0, 5, true, null, 2, 6, 0, null, null, false, null],
      ['Gudang Kering', 'dry', null, 30, true, 'Tepung, gula, plastik', 9, 0, 0, null, null, false, null],
    ],
  ),
});

const meta = { ...stories.meta, title: 'Screens/Lokasi Simpan' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
