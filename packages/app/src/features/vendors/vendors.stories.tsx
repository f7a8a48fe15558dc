import type { Meta } from '@storybook/react-vite';
import { recordsOf, resourceStories } from '../../test/screenStories';
import { vendors } from './vendor.resource';

const stories = resourceStories(vendors, {
  rows: recordsOf(
    vendors,
    ['name', 'description', 'phone', 'address', 'paymentTermDays'],
    [
      [
        'Toko Tepung Sumber Rejeki',
        'Tepung tapioka dan terigu',
        '0812-2000-1001',
        'Pasar Caringin, Bandung',
        14,
      ],
      ['Pasar Ikan Gedebage', null, '0813-2000-1002', 'Jl. Gedebage 12, Bandung', 0],
      ['CV Plastik Jaya', 'Plastik PE dan mika', null, null, 30],
    ],
  ),
});

const meta = { ...stories.meta, title: 'Screens/Vendor' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
