import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../../test/screenStories';
import { materialResources } from './resources';
import { logTotals, longUsage, lookupHandlers, packagingUsages } from './storyFixtures';

const stories = resourceStories(materialResources.packaging.used, {
  rows: packagingUsages,
  long: longUsage,
  handlers: lookupHandlers,
  summary: (rows) => ({ totals: logTotals(rows) }),
});

const meta = { ...stories.meta, title: 'Screens/Penggunaan Bahan Kemasan' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
