import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { failure, success } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import PublicBatchScreen from './PublicBatchScreen';

const CODE = '3f2a9c0d41e84b7f9a6c5d2e1b0f8a7c';
const PATH = `/p/${CODE}`;
const SAFE = {
  productName: 'Siomay Ayam',
  productionDate: '2026-11-02',
  bestBefore: '2027-02-02',
  state: 'aman' as const,
};

/** The page at its route, as the app's router gives it the code. */
function PublicPage() {
  return (
    <Routes>
      <Route path="/p/:code" element={<PublicBatchScreen />} />
    </Routes>
  );
}

const stories = pageStories('Label public page', PublicPage, {
  path: PATH,
  signedOut: true,
  handlers: { publicBatch: () => success('publicBatch', { datas: SAFE }) },
  check: async (canvas) => {
    await expect(await canvas.findByText('Siomay Ayam')).toBeVisible();
    await expect(canvas.getByText('Aman')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
type Story = StoryObj<ComponentType>;
/** What anyone who scans a pack's QR sees: four facts, safe. */
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** A recalled batch: the warning first, the state in red. */
export const Recalled: Story = {
  decorators: [
    screenDecorator({
      path: PATH,
      signedOut: true,
      handlers: { publicBatch: () => success('publicBatch', { datas: { ...SAFE, state: 'ditarik' } }) },
    }),
  ],
  play: async ({ canvasElement }) => {
    const { within } = await import('storybook/test');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/DITARIK dari peredaran/)).toBeVisible();
    await expect(canvas.getByText('Ditarik')).toHaveAttribute('data-state', 'ditarik');
  },
};

/** A code nobody made (a guess, a damaged print): one answer for all of them. */
export const UnknownCode: Story = {
  decorators: [
    screenDecorator({
      path: '/p/0000',
      signedOut: true,
      handlers: {
        publicBatch: () =>
          failure(404, 'Batch tidak ditemukan.', undefined, undefined, {
            code: 'record.notFound',
            params: { kind: 'batch', what: 'Batch' },
          }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const { within } = await import('storybook/test');
    await expect(await within(canvasElement).findByText(/Kode ini tidak dikenal/)).toBeVisible();
  },
};

/** Scanned by a signed-in user who may trace: a link to the batch's trace in Pawon. */
export const SignedInWithTrace: Story = {
  decorators: [
    screenDecorator({
      path: PATH,
      // Signed in, with the trace screen's view.
      actions: ['/report/trace'],
      handlers: {
        publicBatch: () => success('publicBatch', { datas: SAFE }),
        stockByCode: () => success('stockByCode', { datas: { batchId: 114, productId: 3 } }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const { within } = await import('storybook/test');
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Buka telusur batch ini di Pawon' }),
    ).toHaveAttribute('href', '/report/trace?batch=114');
  },
};
