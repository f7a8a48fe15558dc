import type { StoryObj } from '@storybook/react-vite';
import { forgetList } from '../../test/listCache';
import type { Schemas } from '@pawon/api-client';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appStore } from '../../lib/store';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { screenDecorator, type ScreenFrameOptions } from '../../test/screenStories';
import { countingAtom } from './CountButton';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import { materialResources } from './resources';
import { screens } from './screens';
import { lookupHandlers } from './storyFixtures';

/** What a kind's stock stories show: its stock rows, lots and advice, and the material counted (with its system stock). */
export interface StockStoryFixtures {
  stock: Schemas['MaterialStock'][];
  lots: Schemas['Lot'][];
  advice: Schemas['MaterialStock'][];
  /** A material of `stock` under its minimum, counted in the count story: `typed` on the shelf. */
  counted: {
    name: string;
    system: number;
    unitPrice: number;
    typed: string;
    variance: string;
    value: string;
  };
}

type Story = StoryObj<ComponentType>;

const ASK_ADMIN = 'Minta administrator menambahkannya di Authorization Group.';

/**
 * The stock screen's stories for a kind: the same states as every screen (filled, loading, empty, error,
 * read-only, phone, dark), plus the lot view and a stock count on a phone.
 */
export function stockStories(kind: MaterialKind, fx: StockStoryFixtures) {
  const k = KINDS[kind];
  const path = pathOf(kind, 'stock');
  const reset = () => {
    forgetList(materialResources[kind].stock.descriptor.list);
    forgetList(materialResources[kind].lots.descriptor.list);
    appStore.set(countingAtom, { open: false, target: null });
  };
  const value = (rows: Array<{ value?: number }>) => rows.reduce((sum, row) => sum + (row.value ?? 0), 0);
  const page = (datas: Array<{ value?: number }>) => ({
    status: 'success',
    datas,
    total: datas.length,
    page: 1,
    perPage: 25,
    totals: { value: value(datas) },
  });
  const adviceOf = (datas: Schemas['MaterialStock'][]) => ({
    status: 'success',
    datas,
    total: datas.length,
    days: 7,
    since: '2026-10-25',
    until: '2026-11-23',
  });
  // One set of handlers for either kind: the operation ids come from the kind (same contract shapes).
  const handlers = (list: () => unknown, advice: () => unknown): MockHandlers =>
    ({ [k.ops.stockList]: list, [k.ops.advice]: advice }) as MockHandlers;
  const filled: MockHandlers = {
    ...lookupHandlers,
    ...handlers(
      () => page(fx.stock),
      () => adviceOf(fx.advice),
    ),
    [k.ops.lots]: () => page(fx.lots),
    [k.ops.count]: ({ body }: { body: Schemas['MaterialCountRequest'] }) => ({
      status: 'success',
      dryRun: Boolean(body.dryRun),
      materialId: body.materialId,
      system: fx.counted.system,
      counted: body.counted,
      variance: Math.round((body.counted - fx.counted.system) * 1000) / 1000,
      value: Math.round((body.counted - fx.counted.system) * fx.counted.unitPrice),
      datas: null,
    }),
  } as MockHandlers;
  const frame = (extra: MockHandlers, rights?: ScreenFrameOptions['rights']) => ({
    decorators: [screenDecorator({ path, handlers: { ...filled, ...extra }, rights, reset })],
  });
  const caption = `Stok per ${k.noun}`;
  const showsRows: Story['play'] = async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: caption }, { timeout: 5000 });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(within(table).getByText(fx.counted.name)).toBeVisible();
    await expect(within(table).getAllByText('Perlu restock').length).toBeGreaterThan(0);
  };
  const down = 'Basis data sedang tidak dapat dihubungi. Coba lagi sebentar lagi.';

  const meta = {
    title: `Screens/Stok ${k.title}`,
    component: screens[kind].stock,
    parameters: { layout: 'fullscreen' },
    tags: ['!autodocs'],
  };
  const stories = {
    Filled: {
      ...frame({}),
      play: async (context) => {
        await showsRows(context);
        await expect(await within(context.canvasElement).findByText('Saran restock')).toBeVisible();
      },
    },
    Loading: {
      ...frame(
        handlers(
          () => PENDING,
          () => PENDING,
        ),
      ),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByRole('table', { name: caption })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    Empty: {
      ...frame(
        handlers(
          () => page([]),
          () => adviceOf([]),
        ),
      ),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(`Belum ada ${k.noun}`)).toBeVisible();
        await expect(await canvas.findByText('Tidak ada yang akan habis dalam 7 hari')).toBeVisible();
      },
    },
    Error: {
      ...frame(
        handlers(
          () => failure(503, down, undefined, undefined, { code: 'server.unavailable' }),
          () => failure(503, down, undefined, undefined, { code: 'server.unavailable' }),
        ),
      ),
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(within(canvasElement).getAllByText(/Basis data sedang tidak dapat dihubungi/)).toHaveLength(
            2,
          ),
        );
      },
    },
    ReadOnly: {
      ...frame({}, { create: false, update: false, delete: false }),
      play: async (context) => {
        await showsRows(context);
        const canvas = within(context.canvasElement);
        // Without the right to record a count the buttons stay in view, disabled, naming the right they need.
        const count = canvas.getByRole('button', { name: 'Hitung Stok' });
        await expect(count).toHaveAttribute('aria-disabled', 'true');
        await expect(count).toHaveAccessibleDescription(`Perlu hak tambah Stok ${k.title}. ${ASK_ADMIN}`);
        const rows = canvas.getAllByRole('button', { name: /^Hitung stok / });
        for (const button of rows) await expect(button).toHaveAttribute('aria-disabled', 'true');
        // Neither opens the count.
        await userEvent.click(count);
        await userEvent.click(rows[0]!);
        await expect(screen.queryByRole('dialog')).toBeNull();
      },
    },
    /** 63 materials running out: the 10 soonest, then 50 more and the last 3 on request (decision 035). */
    ManyRunningOut: {
      ...frame(
        handlers(
          () => page(fx.stock),
          () =>
            adviceOf(
              Array.from({ length: 63 }, (_, i) => ({
                ...fx.advice[0]!,
                id: 9000 + i,
                name: `Bahan Habis ${i + 1}`,
              })),
            ),
        ),
      ),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Bahan Habis 10')).toBeVisible();
        await expect(canvas.queryByText('Bahan Habis 11')).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan 50 lagi (dari 53)' }));
        await expect(await canvas.findByText('Bahan Habis 60')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan 3 lagi (dari 3)' }));
        await expect(await canvas.findByText('Bahan Habis 63')).toBeVisible();
        await expect(canvas.queryByRole('button', { name: /^Tampilkan \d+ lagi/ })).toBeNull();
      },
    },
    /** Per lot: expired lots in red, those expiring within 7 days in amber. */
    Lots: {
      ...frame({}),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('tab', { name: 'Per lot' }));
        const table = await canvas.findByRole('table', { name: `Stok per lot ${k.noun}` });
        await expect(
          await within(table).findByText('Kedaluwarsa', { selector: '[data-tone="error"]' }),
        ).toBeVisible();
        await expect(within(table).getByText('Kedaluwarsa 3 hari lagi')).toBeVisible();
      },
    },
    /** A stock count on a phone: the variance in quantity and rupiah shows before it is recorded. */
    CountOnPhone: {
      ...frame({}),
      globals: { viewport: { value: 'phone', isRotated: false } },
      play: async (context) => {
        await showsRows(context);
        await userEvent.click(
          within(context.canvasElement).getByRole('button', { name: `Hitung stok ${fx.counted.name}` }),
        );
        const dialog = within(await screen.findByRole('dialog'));
        await userEvent.type(dialog.getByLabelText(/^Jumlah di rak/), fx.counted.typed);
        const variance = dialog.getByLabelText('Selisih hitung');
        await waitFor(() => expect(variance).toHaveTextContent(fx.counted.variance));
        await expect(variance).toHaveTextContent(fx.counted.value);
      },
    },
    Phone: {
      ...frame({}),
      globals: { viewport: { value: 'phone', isRotated: false } },
      play: async (context) => {
        await showsRows(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
      },
    },
    Dark: { ...frame({}), globals: { theme: 'dark' }, play: showsRows },
  } satisfies Record<string, Story>;
  return { meta, ...stories };
}
