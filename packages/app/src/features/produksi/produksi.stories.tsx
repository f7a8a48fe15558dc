import type { Schemas } from '@pawon/api-client';
import { forgetList } from '../../test/listCache';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, type MockHandlers } from '../../test/mockOperations';
import { listOf, resourceStories, screenDecorator } from '../../test/screenStories';
import { COST_RIGHT } from '../../lib/rights';
import type { ProductionRun } from './form';
import { produksi } from './produksi.resource';
import { OVERRIDE_HALAL_RIGHT } from './rights';

const stamp = { version: 1, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const product = (id: number, code: string, name: string, unit: Schemas['Unit'], price: number) =>
  ({
    id,
    code,
    name,
    unit,
    price,
    active: true,
    description: null,
    image: null,
    imageThumb: null,
    categoryId: 1,
    category: { id: 1, name: 'Baso Tahu & Siomay' },
    minStock: 50,
    fresh: 0,
    frozen: 0,
    ...stamp,
  }) as Schemas['Product'];
const PRODUCTS = [
  product(1, 'BTY', 'Baso Tahu', 'pcs', 7500),
  product(2, 'BTGY', 'Batagor', 'pcs', 7500),
  product(4, 'KPM', 'Kuah Pempek', 'liter', 3000),
];
const material = (id: number, name: string, available: number, unitPrice: number) =>
  ({
    id,
    kind: 'raw',
    name,
    unit: 'kg',
    unitPrice,
    minStock: 5,
    packagingType: null,
    packPrice: null,
    description: null,
    remaining: available,
    available,
    needRestock: available < 5,
    ...stamp,
  }) as Schemas['Material'];
const MATERIALS = [
  material(1, 'Tepung Tapioka', 35.94, 16200),
  material(2, 'Ayam', 15.235, 30000),
  material(3, 'Garam', 1.537, 12000),
];

const run = (
  id: number,
  date: string,
  p: Schemas['Product'],
  qty: number,
  inputs: Array<[Schemas['Material'], number]>,
  out = 0,
): ProductionRun => ({
  id,
  date,
  productId: p.id,
  product: { id: p.id, code: p.code, name: p.name, unit: p.unit },
  qty,
  unit: p.unit,
  value: qty * p.price,
  cost: Math.round(inputs.reduce((sum, [m, q]) => sum + (m.unitPrice ?? 0) * q, 0)),
  // "Lihat HPP"'s: labour and overhead of Rp 150 a unit, and the cost of one unit made.
  overheadCost: Math.round(qty * 150),
  unitCost:
    Math.round(((inputs.reduce((sum, [m, q]) => sum + (m.unitPrice ?? 0) * q, 0) + qty * 150) / qty) * 100) /
    100,
  expiryDate: null,
  expiryGiven: null,
  expiryCap: null,
  note: null,
  inputs: inputs.map(([m, q], i) => ({
    usageId: id * 10 + i,
    materialId: m.id,
    name: m.name,
    unit: m.unit,
    qty: q,
    value: Math.round((m.unitPrice ?? 0) * q),
  })),
  batch: { id: id + 100, fresh: qty - out, frozen: 0, out },
  createdBy: { id: 1, name: 'Admin Pawon' },
  ...stamp,
});
const ROWS = [
  run(
    1,
    '2026-11-23',
    PRODUCTS[0]!,
    200,
    [
      [MATERIALS[0]!, 3],
      [MATERIALS[1]!, 4.02],
    ],
    40,
  ),
  run(2, '2026-11-22', PRODUCTS[1]!, 183, [
    [MATERIALS[0]!, 2.745],
    [MATERIALS[2]!, 0.18],
  ]),
  run(3, '2026-11-21', PRODUCTS[2]!, 28, [[MATERIALS[2]!, 0.28]]),
];
const RECIPE: Schemas['Recipe'] = {
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  lines: [
    { materialId: 1, name: 'Tepung Tapioka', unit: 'kg', qtyPerUnit: 0.015, available: 35.94, canMake: 2396 },
    { materialId: 2, name: 'Ayam', unit: 'kg', qtyPerUnit: 0.02, available: 15.235, canMake: 761 },
  ],
  canMake: 761,
};
const handlers: MockHandlers = {
  productList: () => listOf('productList', PRODUCTS),
  // Searched by name, or read by id (a form's lines): never the whole table.
  bahanBakuList: ({ body }) =>
    listOf(
      'bahanBakuList',
      MATERIALS.filter(
        (x) =>
          (!body?.ids || body.ids.includes(x.id)) &&
          (!body?.search || x.name.toLowerCase().includes(body.search.toLowerCase())),
      ),
    ),
  produksiRecipeList: ({ body }) => ({
    status: 'success',
    datas: body?.productId === 2 ? [] : [RECIPE],
    total: 1,
  }),
};
const totals: Pick<Schemas['ProductionPage'], 'totals'> = {
  totals: {
    value: 3_003_750,
    cost: 1_130_000,
    quantities: [
      { unit: 'pcs', qty: 383 },
      { unit: 'liter', qty: 28 },
    ],
  },
};

const stories = resourceStories(produksi, {
  rows: ROWS,
  long: run(
    9,
    '2026-11-20',
    product(
      9,
      'PKTLNG',
      'Paket Keluarga Baso Tahu, Batagor, Siomay dan Pempek Isi Lima Puluh Potong',
      'pcs',
      250000,
    ),
    1234.5,
    MATERIALS.map((m) => [m, 1.5] as [Schemas['Material'], number]),
  ),
  handlers,
  pageExtras: totals,
  actions: [COST_RIGHT],
});

const meta = { ...stories.meta, title: 'Screens/Produksi' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

type Story = StoryObj<ComponentType>;
/** A run as the server answers it to a user without "Lihat HPP" (decision 014). */
const withoutCosts = ({ overheadCost: _o, unitCost: _u, ...rest }: ProductionRun): ProductionRun => rest;
const frame = (
  extra: MockHandlers,
  rights?: { create: boolean; update: boolean; delete: boolean },
  { costs = true, actions = [] as string[] } = {},
) =>
  screenDecorator({
    path: '/produksi',
    rights,
    actions: [...(costs ? [COST_RIGHT] : []), ...actions],
    reset: () => forgetList(produksi.descriptor.list),
    handlers: {
      ...handlers,
      produksiList: () => ({
        status: 'success',
        datas: costs ? ROWS : ROWS.map(withoutCosts),
        total: ROWS.length,
        page: 1,
        perPage: 25,
        ...totals,
      }),
      ...extra,
    },
  });

/** The add form: the recipe fills the lines for the quantity; short stock comes back on the line that is short. */
export const FormShortStock: Story = {
  decorators: [
    frame({
      produksiAdd: () =>
        failure(409, 'Stok Ayam tidak cukup: tersedia 15,235 kg, diminta 20 kg.', {
          'inputs.1.qty': ['Stok Ayam tersedia 15,235 kg.'],
        }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Produksi' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Produk/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BTY – Baso Tahu' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Jumlah\s*\*?$/ }), '1000');
    await expect(await within(dialog).findByText(/cukup untuk 761 pcs lagi/)).toBeVisible();
    // The lines are found again at each step: the form may render them anew as the recipe's quantities settle.
    const group = within(dialog).getByRole('group', { name: 'Bahan baku yang dipakai' });
    const secondLine = () => within(within(group).getAllByRole('listitem')[1]!);
    await waitFor(() => expect(within(group).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(secondLine().getByRole('textbox')).toHaveValue('20'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(secondLine().getByText('Stok Ayam tersedia 15,235 kg.')).toBeVisible());
  },
};

/** A line's raw material is searched on the server by name; the one chosen shows its usable stock. */
export const FormSearchesMaterials: Story = {
  decorators: [frame({})],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Produksi' });
    const line = await within(dialog).findByTestId('produksi-input-0');
    await userEvent.type(within(line).getByRole('combobox', { name: /^Bahan/ }), 'gar');
    await userEvent.click(await screen.findByRole('option', { name: /^Garam/ }));
    await expect(within(line).getByRole('combobox', { name: /^Bahan/ })).toHaveValue('Garam');
    await expect(within(line).getByText('Tersedia 1,537 kg')).toBeVisible();
  },
};

/** The recipes of every product, with what the stock can still make. */
export const Recipes: Story = {
  decorators: [
    frame({
      produksiRecipeList: () => ({
        status: 'success',
        datas: [
          RECIPE,
          {
            productId: 2,
            product: { id: 2, code: 'BTGY', name: 'Batagor', unit: 'pcs' },
            lines: [],
            canMake: null,
          },
        ],
        total: 2,
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Resep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resep produk' });
    // The dialog fades in: wait for it to be visible, not only in the document.
    await waitFor(() => expect(within(dialog).getByRole('cell', { name: '761 pcs' })).toBeVisible());
    await expect(within(dialog).getByText('Belum ada resep')).toBeVisible();
  },
};

/** The recipes dialog searches on the server: what is typed is sent, and only the matching products come back. */
export const RecipesSearch: Story = {
  decorators: [
    frame({
      produksiRecipeList: ({ body }) => {
        const all = [
          RECIPE,
          {
            productId: 2,
            product: { id: 2, code: 'BTGY', name: 'Batagor', unit: 'pcs' as const },
            lines: [],
            canMake: null,
          },
        ];
        const q = body?.search?.toLowerCase() ?? '';
        const datas = all.filter((r) => `${r.product.code} ${r.product.name}`.toLowerCase().includes(q));
        return { status: 'success', datas, total: datas.length };
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Resep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resep produk' });
    // The dialog fades in: wait for it to be visible, not only in the document.
    await waitFor(() => expect(within(dialog).getByRole('cell', { name: '761 pcs' })).toBeVisible());
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Cari produk' }), 'batagor');
    // The server's answer replaces the page: Baso Tahu's row goes, Batagor's stays.
    await waitFor(() => expect(within(dialog).queryByRole('cell', { name: '761 pcs' })).toBeNull());
    await expect(await within(dialog).findByRole('cell', { name: 'BTGY – Batagor' })).toBeVisible();
    await expect(within(dialog).queryByRole('cell', { name: '761 pcs' })).toBeNull();
  },
};

/**
 * Seeing production without the right to change it: adding a run, editing or deleting one and editing a recipe all
 * stay in view, disabled, each naming the right it needs.
 */
export const RecipesReadOnly: Story = {
  decorators: [
    frame(
      { produksiRecipeList: () => ({ status: 'success', datas: [RECIPE], total: 1 }) },
      { create: false, update: false, delete: false },
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const add = await screen.findByRole('button', { name: 'Tambah Produksi' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(
      'Perlu hak tambah Produksi. Minta administrator menambahkannya di Authorization Group.',
    );
    const edit = (await screen.findAllByRole('button', { name: /^Ubah / }))[0]!;
    await expect(edit).toHaveAccessibleDescription(/^Perlu hak ubah Produksi\./);
    const remove = screen.getAllByRole('button', { name: /^Hapus / })[0]!;
    await expect(remove).toHaveAccessibleDescription(/^Perlu hak hapus Produksi\./);
    await userEvent.click(add);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resep produk' });
    const editRecipe = await within(dialog).findByRole('button', { name: /^Ubah resep / });
    await expect(editRecipe).toHaveAttribute('aria-disabled', 'true');
    await expect(editRecipe).toHaveAccessibleDescription(/^Perlu hak ubah Produksi\./);
  },
};

/** With "Lihat HPP": each run's cost of one unit made (materials and labour & overhead ÷ qty). */
export const UnitCosts: Story = {
  decorators: [frame({})],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: produksi.descriptor.messages.caption });
    const row = (await within(table).findByRole('cell', { name: 'BTY – Baso Tahu' })).closest('tr')!;
    await expect(within(table).getByRole('columnheader', { name: 'HPP/unit' })).toBeVisible();
    // (3 kg × Rp 16.200 + 4,02 kg × Rp 30.000 + 200 × Rp 150) ÷ 200 pcs.
    await expect(within(row).getByRole('cell', { name: /^Rp\s?996$/ })).toBeVisible();
  },
};

/** Without "Lihat HPP" the server leaves the unit costs out, and the list has no such column. */
export const UnitCostsWithoutRight: Story = {
  decorators: [frame({}, undefined, { costs: false })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: produksi.descriptor.messages.caption });
    await within(table).findByRole('cell', { name: 'BTY – Baso Tahu' });
    await expect(within(table).queryByRole('columnheader', { name: 'HPP/unit' })).toBeNull();
  },
};

/** A run planned from Rencana Produksi: nothing taken from the lots, no batch, no cost until it is started. */
const PLANNED: ProductionRun = {
  ...run(40, '2026-11-24', PRODUCTS[0]!, 150, []),
  state: 'planned',
  cost: 0,
  batch: null,
};
const planned = (extra: MockHandlers = {}, actions: string[] = [COST_RIGHT]) =>
  screenDecorator({
    path: '/produksi',
    search: '?state=planned',
    actions,
    reset: () => forgetList(produksi.descriptor.list),
    handlers: {
      ...handlers,
      produksiList: () => ({
        status: 'success',
        datas: [PLANNED],
        total: 1,
        page: 1,
        perPage: 25,
        totals: { value: PLANNED.value, cost: 0, quantities: [{ unit: 'pcs', qty: 150 }] },
      }),
      ...extra,
    },
  });

/** "Direncanakan": the planned runs of any day (no period), badged, each with "Mulai"; no batch, no cost, no edit. */
export const Planned: Story = {
  decorators: [planned()],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await expect(within(row).getByText('Direncanakan')).toBeVisible();
    await expect(within(row).getByText('Belum dibuat')).toBeVisible();
    await expect(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ })).toBeVisible();
  },
};

/** "Mulai" with a material short: the server's 409 in the dialog, the run still planned. */
export const PlannedStartShort: Story = {
  decorators: [
    planned({
      produksiStart: () =>
        failure(409, 'Stok 1 bahan tidak cukup: Tepung Tapioka (tersedia 2 kg, diminta 5 kg).'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    await expect(
      await within(dialog).findByText(/Tepung Tapioka \(tersedia 2 kg, diminta 5 kg\)/),
    ).toBeVisible();
  },
};

/** The halal rule's 409 (decision 057): two raw materials without a valid certificate on the run's date. */
const halalRefused = () =>
  failure(409, 'Bahan baku tanpa sertifikat halal yang berlaku: Ayam, Garam.', undefined, undefined, {
    code: 'halal.uncertified',
    params: { names: 'Ayam, Garam', count: 2 },
    materials: [
      { id: 2, name: 'Ayam', state: 'missing', expiry: null },
      { id: 3, name: 'Garam', state: 'expired', expiry: '2026-11-15' },
    ],
  });

/** "Mulai" refused by the halal rule, for a holder of "Override Halal": a reason, then the run starts anyway. */
export const PlannedStartHalalOverride: Story = {
  decorators: [
    planned(
      {
        produksiStart: ({ body }) =>
          body.halalOverride
            ? { status: 'success', datas: { ...PLANNED, state: 'recorded', version: 2 } }
            : halalRefused(),
      },
      [COST_RIGHT, OVERRIDE_HALAL_RIGHT],
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    const named = await within(dialog).findByRole('list', { name: 'Bahan baku tanpa sertifikat halal' });
    await expect(within(named).getByText('Ayam: belum ada sertifikat halal')).toBeVisible();
    await expect(within(named).getByText(/^Garam: sertifikat halal habis/)).toBeVisible();
    const override = within(dialog).getByRole('button', { name: 'Tetap produksi (override halal)' });
    await userEvent.click(override);
    await expect(within(dialog).getByText('Wajib diisi.')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Alasan override halal/ }),
      'Sertifikat baru sedang diproses BPJPH',
    );
    await userEvent.click(override);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mulai produksi Baso Tahu' })).toBeNull(),
    );
  },
};

/** The same refusal without "Override Halal": the materials and how to get past them, no override. */
export const PlannedStartHalalWithoutRight: Story = {
  decorators: [planned({ produksiStart: halalRefused })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    await expect(await within(dialog).findByText('Ayam: belum ada sertifikat halal')).toBeVisible();
    await expect(within(dialog).getByText(/minta pemegang hak "Override Halal"/)).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: 'Tetap produksi (override halal)' }),
    ).toBeNull();
  },
};

/** The run form refused by the halal rule: the materials in the form, with the override for its holder. */
export const FormHalalRefused: Story = {
  decorators: [frame({ produksiUpdate: halalRefused }, undefined, { actions: [OVERRIDE_HALAL_RIGHT] })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const row = (await screen.findByRole('cell', { name: 'BTY – Baso Tahu' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Ubah Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: produksi.descriptor.messages.editTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expect(await within(dialog).findByText('Ayam: belum ada sertifikat halal')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Tetap produksi (override halal)' }),
    ).toBeVisible();
  },
};
