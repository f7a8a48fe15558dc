import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../../test/screenStories';
import { materialResources } from './resources';
import { longMaterial, lookupHandlers, materials } from './storyFixtures';

const stories = resourceStories(materialResources.raw.list, {
  rows: materials,
  long: longMaterial,
  handlers: lookupHandlers,
});

const meta = { ...stories.meta, title: 'Screens/Data Bahan Baku' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
