import type { Decorator, Meta } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import { emptyPlan, plan, PLAN_SEARCH, purchases } from './fixtures';
import { t } from './messages';
import PlanScreen from './PlanScreen';

const shown = (handlers: MockHandlers, check: Parameters<typeof pageStories>[2]['check']) =>
  pageStories(t('plan.title'), PlanScreen, {
    path: '/plan/production',
    search: PLAN_SEARCH,
    handlers,
    check,
  });

const stories = shown(
  { planProduction: () => plan, planCreatePurchaseOrders: () => purchases },
  async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: t('plan.title'), level: 1 })).toBeVisible();
    await expect((await canvas.findAllByText('Baso Tahu')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: t('plan.date') })).toHaveValue('29 November 2026');
    // The inactive product is marked, the short material stands out.
    await expect(canvas.getAllByText(t('plan.inactive')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('4,875 kg').length).toBeGreaterThan(0);
  },
);

const meta = { ...stories.meta, title: 'Screens/Rencana Produksi' } satisfies Meta;
export default meta;

/**
 * 29 November: Baso Tahu ordered 120 (40 from standing orders), 30 in stock, a minimum of 20, batches of 50 → 150 to
 * make; Siomay covered by stock and a planned run; Otak-otak inactive. Flour and fish short (the fish without a vendor).
 */
export const Default = stories.Default;
export const Dark = stories.Dark;
/** 390 px: each line a card of its figures. */
export const Phone = stories.Phone;

/** A line's why: the sentence and its sum, term by term. */
export const Why = shown({ planProduction: () => plan }, async (canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Kenapa Baso Tahu?' }));
  await expect(
    await canvas.findByText('Perlu 110 pcs; dibulatkan ke kelipatan batch 50 pcs: dibuat 150 pcs.'),
  ).toBeVisible();
}).Default;

/** The story user may also add purchase orders (the frame grants rights on the screen's own menu only). */
function MayBuy({ children }: { children: ReactNode }) {
  useState(() =>
    appStore.set(userRightsAtom, [
      ...(appStore.get(userRightsAtom) ?? []),
      { url: '/purchase', view: true, create: true, update: true, delete: true },
    ]),
  );
  return children;
}
const mayBuy: Decorator = (Story) => (
  <MayBuy>
    <Story />
  </MayBuy>
);

const buying = shown(
  { planProduction: () => plan, planCreatePurchaseOrders: () => purchases },
  async (canvas) => {
    // Enabled once the plan is in (its short materials known).
    await canvas.findAllByText('Tepung Tapioka');
    await userEvent.click(await canvas.findByRole('button', { name: t('plan.buy') }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: t('plan.buyTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('plan.buyConfirm') }));
    await expect(await within(dialog).findByRole('link', { name: 'PO-2026-0012' })).toBeVisible();
    await expect(within(dialog).getByText(/Ikan Tenggiri: kurang 2 kg/)).toBeVisible();
  },
);
/** "Buat PO" (a user who may add purchase orders): the drafts made, and the fish skipped for want of a vendor. */
export const PurchaseOrdersMade = {
  ...buying.Default,
  decorators: [mayBuy, ...buying.frame.decorators],
};

export const Loading = shown({ planProduction: () => PENDING }, async (canvas) => {
  await expect((await canvas.findAllByRole('table'))[0]).toHaveAttribute('aria-busy', 'true');
}).Default;

/** Nothing ordered for the day: "Tidak ada pesanan untuk tanggal ini". */
export const Empty = shown({ planProduction: () => emptyPlan }, async (canvas) => {
  await expect(await canvas.findByText(t('plan.empty'))).toBeVisible();
}).Default;

export const Error = shown(
  {
    planProduction: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(
      (await canvas.findAllByText(/Basis data sedang tidak dapat dihubungi/)).length,
    ).toBeGreaterThan(0);
  },
).Default;
