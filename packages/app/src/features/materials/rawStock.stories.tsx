import type { Meta } from '@storybook/react-vite';
import { stockStories } from './stockStories';
import { advice, lots, stock } from './storyFixtures';

const stories = stockStories('raw', {
  stock,
  lots,
  advice,
  counted: {
    name: 'Bawang Putih',
    system: 1.297,
    unitPrice: 38000,
    typed: '1',
    variance: '−0,297 kg',
    value: '−Rp 11.286',
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
