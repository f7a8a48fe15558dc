import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, todayIn } from '../../lib/format';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { ProductionRun } from './form';
import { t } from './messages';
import { produksi } from './produksi.resource';
import { OVERRIDE_HALAL_RIGHT } from './rights';

const stamp = { version: 1, createdAt: '2026-11-28T02:00:00Z', updatedAt: '2026-11-28T02:00:00Z' };
const PLANNED: ProductionRun = {
  id: 32,
  state: 'planned',
  date: todayIn(),
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  qty: 150,
  unit: 'pcs',
  value: 1_125_000,
  cost: 0,
  expiryDate: null,
  expiryGiven: null,
  expiryCap: null,
  note: null,
  inputs: [],
  batch: null,
  createdBy: null,
  ...stamp,
};
const RECORDED: ProductionRun = {
  ...PLANNED,
  id: 7,
  state: 'recorded',
  date: '2026-11-20',
  qty: 100,
  cost: 60_000,
  inputs: [{ usageId: 70, materialId: 2, name: 'Daging Ayam', unit: 'kg', qty: 2, value: 60_000 }],
  batch: { id: 17, fresh: 100, frozen: 0, out: 0 },
};
const totals = { value: 1_125_000, cost: 0, quantities: [{ unit: 'pcs' as const, qty: 150 }] };
const list = (run: ProductionRun) => () =>
  success('produksiList', { datas: [run], total: 1, page: 1, perPage: 25, totals });

/** The server's 409 of the halal rule (decision 057), as production/halalCheck.ts answers it. */
const refused = () =>
  failure(
    409,
    'Bahan baku tanpa sertifikat halal yang berlaku: Daging Ayam, Kecap Manis.',
    undefined,
    undefined,
    {
      code: 'halal.uncertified',
      params: { names: 'Daging Ayam, Kecap Manis', count: 2 },
      materials: [
        { id: 2, name: 'Daging Ayam', state: 'missing', expiry: null },
        { id: 5, name: 'Kecap Manis', state: 'expired', expiry: '2026-11-15' },
      ],
    },
  );

function setup(path: string, { override }: { override: boolean }) {
  appStore.set(userRightsAtom, [
    { url: '/produksi', view: true, create: true, update: true, delete: true },
    ...(override
      ? [{ url: OVERRIDE_HALAL_RIGHT, view: true, create: false, update: false, delete: false }]
      : []),
  ]);
  return renderRoutes([{ path: '/produksi', element: <produksi.Screen /> }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(produksi.descriptor.list);
});

const expectMaterials = async (dialog: HTMLElement) => {
  const named = await within(dialog).findByRole('list', { name: t('produksi.halal.materials') });
  expect(within(named).getByText('Daging Ayam: belum ada sertifikat halal')).toBeVisible();
  expect(
    within(named).getByText(`Kecap Manis: sertifikat halal habis ${formatDate('2026-11-15')}`),
  ).toBeVisible();
};

describe('Produksi: the halal rule refuses a run (decision 057)', { timeout: 20_000 }, () => {
  it('"Mulai": names the materials; with "Override Halal" a reason is required, then it is sent again', async () => {
    let tries = 0;
    const { calls } = stubApi({
      produksiList: list(PLANNED),
      produksiStart: ({ body }) =>
        ++tries === 1 || !body.halalOverride
          ? refused()
          : success('produksiStart', {
              datas: {
                ...PLANNED,
                state: 'recorded',
                version: 2,
                batch: { id: 9, fresh: 150, frozen: 0, out: 0 },
              },
            }),
    });
    setup('/produksi?state=planned', { override: true });
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    await expectMaterials(dialog);
    expect(calls.filter((c) => c.id === 'produksiStart')).toHaveLength(1);
    expect(calls[calls.length - 1]?.body).not.toHaveProperty('halalOverride');

    // No reason: said on its field, nothing sent.
    const override = within(dialog).getByRole('button', { name: t('produksi.halal.override') });
    await userEvent.click(override);
    const reason = within(dialog).getByRole('textbox', {
      name: new RegExp(`^${t('produksi.halal.reason')}`),
    });
    expect(reason).toHaveAccessibleDescription(/Wajib diisi\./);
    expect(reason).toHaveFocus();
    expect(calls.filter((c) => c.id === 'produksiStart')).toHaveLength(1);

    await userEvent.type(reason, '  Sertifikat baru sedang diproses BPJPH ');
    await userEvent.click(override);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.id === 'produksiStart');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({
      id: 32,
      version: 1,
      date: todayIn(),
      qty: 150,
      halalOverride: { reason: 'Sertifikat baru sedang diproses BPJPH' },
    });
  });

  it('"Mulai" without "Override Halal": the materials and how to get past them, no override offered', async () => {
    const { calls } = stubApi({ produksiList: list(PLANNED), produksiStart: refused });
    setup('/produksi?state=planned', { override: false });
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    await expectMaterials(dialog);
    expect(within(dialog).getByText(t('produksi.halal.noRight'))).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: t('produksi.halal.override') })).toBeNull();
    expect(
      within(dialog).queryByRole('textbox', { name: new RegExp(t('produksi.halal.reason')) }),
    ).toBeNull();
    expect(calls.filter((c) => c.id === 'produksiStart')).toHaveLength(1);
  });

  it('the run form: the refusal in the form, not a toast; the override resends once, a plain save never carries it', async () => {
    const { calls } = stubApi({
      produksiList: list(RECORDED),
      produksiRecipeList: () => success('produksiRecipeList', { datas: [], total: 0 }),
      produksiUpdate: ({ body }) =>
        body.halalOverride ? success('produksiUpdate', { datas: { ...RECORDED, version: 2 } }) : refused(),
    });
    setup('/produksi', { override: true });
    await userEvent.click(await screen.findByRole('button', { name: /^Ubah Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: produksi.descriptor.messages.editTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expectMaterials(dialog);
    // Shown in the form only: no toast repeats it.
    expect(screen.queryAllByText(/Bahan baku tanpa sertifikat halal yang berlaku: Daging Ayam/)).toEqual([]);

    // "Simpan" again: refused again, no override sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.filter((c) => c.id === 'produksiUpdate')).toHaveLength(2));
    await expectMaterials(dialog);
    expect(
      calls.filter((c) => c.id === 'produksiUpdate').every((c) => !('halalOverride' in (c.body as object))),
    ).toBe(true);

    const override = within(dialog).getByRole('button', { name: t('produksi.halal.override') });
    await userEvent.click(override);
    expect(calls.filter((c) => c.id === 'produksiUpdate')).toHaveLength(2);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${t('produksi.halal.reason')}`) }),
      'Stok lama, sertifikat diperpanjang',
    );
    await userEvent.click(override);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.id === 'produksiUpdate');
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toMatchObject({
      id: 7,
      version: 1,
      halalOverride: { reason: 'Stok lama, sertifikat diperpanjang' },
      inputs: [{ materialId: 2, qty: 2 }],
    });
  });
});
