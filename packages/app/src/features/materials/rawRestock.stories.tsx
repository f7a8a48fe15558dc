import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resourceStories } from '../../test/screenStories';
import { materialResources } from './resources';
import { logTotals, longRestock, lookupHandlers, restocks } from './storyFixtures';

const stories = resourceStories(materialResources.raw.restock, {
  rows: restocks,
  long: longRestock,
  handlers: lookupHandlers,
  summary: (rows) => ({ totals: logTotals(rows) }),
});

const meta = { ...stories.meta, title: 'Screens/Restock Bahan Baku' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** A used lot's row opened: every usage it fed. */
export const UsagesOfALot: typeof Filled = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pemakaian dari lot Ayam 7,8 kg' }));
    await expect(await canvas.findByRole('table', { name: 'Pemakaian dari lot ini' })).toHaveTextContent(
      'Kemasan sobek',
    );
  },
};
