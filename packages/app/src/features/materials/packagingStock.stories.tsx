import type { Meta } from '@storybook/react-vite';
import { stockStories } from './stockStories';
import { packagingAdvice, packagingLots, packagingStock } from './storyFixtures';

const stories = stockStories('packaging', {
  stock: packagingStock,
  lots: packagingLots,
  advice: packagingAdvice,
  counted: {
    name: 'Kerdus',
    system: 38,
    unitPrice: 1000,
    typed: '35',
    variance: '−3 pcs',
    value: '−Rp 3.000',
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const ReadOnly = stories.ReadOnly;
export const ManyRunningOut = stories.ManyRunningOut;
export const Lots = stories.Lots;
export const CountOnPhone = stories.CountOnPhone;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
