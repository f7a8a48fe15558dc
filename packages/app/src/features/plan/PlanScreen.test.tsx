import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, todayIn } from '../../lib/format';
import { resetQueryClient } from '../../lib/query/queryClient';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { emptyPlan, plan, plannedPlan, PLAN_DATE, PLAN_SEARCH, purchases } from './fixtures';
import { t } from './messages';
import PlanScreen from './PlanScreen';

const grant = ({ purchase = true, create = true } = {}) =>
  appStore.set(userRightsAtom, [
    { url: '/plan/production', view: true, create, update: false, delete: false },
    ...(purchase ? [{ url: '/purchase', view: true, create: true, update: true, delete: true }] : []),
  ]);

const open = (search = PLAN_SEARCH) =>
  renderRoutes([{ path: '/plan/production', element: <PlanScreen /> }], `/plan/production${search}`);

const stub = (handlers: MockHandlers = {}) => stubApi({ planProduction: () => plan, ...handlers });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const linesTable = () =>
  screen.findByRole('table', { name: t('plan.linesCaption', { period: '29 November 2026' }) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession(appStore);
  resetQueryClient(appStore);
});

describe('Rencana Produksi', () => {
  it("counts back, in a line's why, the stock that expires before a later day needs it", async () => {
    grant();
    const [baso] = plan.datas.lines;
    const week = {
      ...plan,
      datas: {
        ...plan.datas,
        days: 7,
        lines: [{ ...baso!, expiring: 30, need: 140, toMake: { fresh: 70, frozen: 80, total: 150 } }],
      },
    };
    stub({ planProduction: () => week });
    open(`${PLAN_SEARCH}&days=7`);
    const lines = await screen.findByRole('table', { name: /^Rencana produksi/ });
    const row = await within(lines).findByRole('row', { name: /Baso Tahu/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Kenapa Baso Tahu?' }));
    expect(
      await screen.findByText('Perlu 140 pcs; dibulatkan ke kelipatan batch 50 pcs: dibuat 150 pcs.'),
    ).toBeVisible();
    // 120 − 0 + 20 − 30 + 30 − 0 = 140: the sum adds up with the expiring stock.
    expect(screen.getByText(t('plan.term.expiring')).nextElementSibling).toHaveTextContent('+ 30 pcs');
    expect(screen.getByText(t('plan.whyDays'))).toBeVisible();
  });

  it('shows what to make per product, why, the inactive marked, and the short materials with what needs them', async () => {
    grant();
    const api = stub();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: t('plan.title') })).toBeVisible();
    const lines = await linesTable();
    const baso = await within(lines).findByRole('row', { name: /Baso Tahu/ });
    // The expand button's cell first, then the figures: the standing orders' part and the fresh/frozen split under.
    expect(cellsOf(baso).slice(1)).toEqual([
      'Baso TahuBSO',
      '120 pcs40 pcs dari langganansegar 100 pcs · beku 20 pcs',
      '0 pcs',
      '20 pcs',
      '30 pcs',
      '0 pcs',
      '50 pcs',
      '150 pcssegar 70 pcs · beku 80 pcs',
    ]);
    expect(
      within(within(lines).getByRole('row', { name: /Otak-otak/ })).getByText(t('plan.inactive')),
    ).toBeVisible();
    expect(
      within(within(lines).getByRole('row', { name: /Siomay Ikan/ })).getByText(t('plan.covered')),
    ).toBeVisible();
    // Why: the sentence, then the sum term by term.
    await userEvent.click(within(baso).getByRole('button', { name: 'Kenapa Baso Tahu?' }));
    expect(
      await screen.findByText('Perlu 110 pcs; dibulatkan ke kelipatan batch 50 pcs: dibuat 150 pcs.'),
    ).toBeVisible();
    expect(screen.getByText(t('plan.term.minimum')).nextElementSibling).toHaveTextContent('+ 20 pcs');
    expect(screen.getByText(t('plan.term.onHand')).nextElementSibling).toHaveTextContent('− 30 pcs');
    // One day: no stock expires before it is needed, and the term is not shown.
    expect(screen.queryByText(t('plan.term.expiring'))).toBeNull();

    const materials = screen.getByRole('table', {
      name: t('plan.materialsCaption', { period: '29 November 2026' }),
    });
    const flour = within(materials).getByRole('row', { name: /Tepung Tapioka/ });
    expect(cellsOf(flour).slice(1)).toEqual([
      'Tepung TapiokaBahan baku',
      '18,875 kg',
      '14 kg',
      '0 kg',
      '4,875 kg',
      'CV Sumber Tanimin. pesan 25 kg',
      'Siomay Ikan, Baso Tahu',
    ]);
    expect(cellsOf(within(materials).getByRole('row', { name: /Ikan Tenggiri/ }))[6]).toBe('Belum ada');
    expect(
      within(within(materials).getByRole('row', { name: /Mika/ })).getByText(t('plan.enough')),
    ).toBeVisible();
    await userEvent.click(within(flour).getByRole('button', { name: 'Kebutuhan Tepung Tapioka' }));
    const needs = await screen.findByRole('list', { name: 'Kebutuhan Tepung Tapioka' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '29 Nov 2026 · 2 kg · Siomay Ikan (produksi direncanakan #31)',
      '29 Nov 2026 · 16,875 kg · Baso Tahu (perlu dibuat)',
    ]);
    expect(api.calls.filter((c) => c.id === 'planProduction').map((c) => c.body)).toEqual([
      { date: PLAN_DATE, days: 1 },
    ]);
  });

  it('asks for tomorrow by default, and for the days chosen', async () => {
    grant();
    const api = stub();
    open('');
    const field = await screen.findByRole('textbox', { name: t('plan.date') });
    const tomorrow = addDays(todayIn(), 1);
    expect(field).toHaveValue(formatDate(tomorrow));
    await userEvent.click(screen.getByRole('combobox', { name: t('plan.days') }));
    await userEvent.click(await screen.findByRole('option', { name: '3 hari' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.id === 'planProduction').map((c) => c.body)).toEqual([
        { date: tomorrow, days: 1 },
        { date: tomorrow, days: 3 },
      ]),
    );
  });

  it('says "Tidak ada pesanan untuk tanggal ini" for a day with nothing to plan; nothing to create', async () => {
    grant();
    stub({ planProduction: () => emptyPlan });
    open();
    expect(await screen.findByText(t('plan.empty'))).toBeVisible();
    expect(screen.getByText(t('plan.materialsEmpty'))).toBeVisible();
    const create = screen.getByRole('button', { name: t('plan.createRuns') });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription(t('plan.createRunsNone'));
  });

  it('creates the planned runs of the active lines on the day chosen; the plan then counts them', async () => {
    // The evening before the plan's day: the runs default to that day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    grant();
    let created = false;
    const api = stub({
      planProduction: () => (created ? plannedPlan : plan),
      planCreateRuns: ({ body }) => {
        created = true;
        return success('planCreateRuns', {
          message: 'ok',
          datas: body.lines.map(() => ({}) as never),
        });
      },
    });
    open();
    const lines = await linesTable();
    await within(lines).findByRole('row', { name: /Baso Tahu/ });
    await userEvent.click(screen.getByRole('button', { name: t('plan.createRuns') }));
    const dialog = await screen.findByRole('dialog', { name: t('plan.createRunsTitle') });
    // What will be made, and the inactive product left out, said so.
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['150 pcs Baso Tahu']);
    expect(within(dialog).getByText(/Tidak ikut karena produknya nonaktif: Otak-otak/)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Hari produksi/ })).toHaveValue('29 November 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat 1 produksi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.id === 'planCreateRuns')?.body).toEqual({
      date: PLAN_DATE,
      lines: [{ productId: 1, qty: 150 }],
    });
    expect(await screen.findByText(/1 produksi direncanakan untuk 29 November 2026/)).toBeVisible();
    // Asked again: planned grew, to make is covered.
    const baso = within(await linesTable()).getByRole('row', { name: /Baso Tahu/ });
    await waitFor(() => expect(cellsOf(baso)[6]).toBe('150 pcs'));
    expect(within(baso).getByText(t('plan.covered'))).toBeVisible();
  });

  it("keeps the dialog open with the server's refusal of the day on its field", async () => {
    grant();
    const message = 'Tanggal tidak boleh sebelum hari ini.';
    stub({
      planCreateRuns: () =>
        failure(422, message, { date: [message] }, undefined, {
          code: 'plan.pastDate',
          params: { today: '2026-11-28' },
        }),
    });
    open();
    await within(await linesTable()).findByRole('row', { name: /Baso Tahu/ });
    await userEvent.click(screen.getByRole('button', { name: t('plan.createRuns') }));
    const dialog = await screen.findByRole('dialog', { name: t('plan.createRunsTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat 1 produksi' }));
    const field = within(dialog).getByRole('textbox', { name: /Hari produksi/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('dialog', { name: t('plan.createRunsTitle') })).toBeVisible();
  });

  it('"Buat PO" orders the chosen short materials and shows the drafts made and the materials skipped', async () => {
    grant();
    const api = stub({ planCreatePurchaseOrders: () => purchases });
    open();
    await within(await linesTable()).findByRole('row', { name: /Baso Tahu/ });
    await userEvent.click(screen.getByRole('button', { name: t('plan.buy') }));
    const dialog = await screen.findByRole('dialog', { name: t('plan.buyTitle') });
    // Only the short materials, all chosen at first; one left out is not asked for.
    const choices = within(dialog).getAllByRole('checkbox');
    expect(choices).toHaveLength(2);
    expect(
      within(dialog).getByRole('checkbox', { name: /Tepung Tapioka · kurang 4,875 kg · CV Sumber Tani/ }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: t('plan.buyConfirm') }));
    expect(await within(dialog).findByRole('link', { name: 'PO-2026-0012' })).toHaveAttribute(
      'href',
      '/purchase?q=PO-2026-0012',
    );
    expect(within(dialog).getByText(/CV Sumber Tani · 0 bahan · Rp 250.000/)).toBeVisible();
    const skipped = within(dialog).getByRole('list', { name: t('plan.buySkipped') });
    expect(skipped).toHaveTextContent('Ikan Tenggiri: kurang 2 kg, belum ada vendor.');
    expect(api.calls.find((c) => c.id === 'planCreatePurchaseOrders')?.body).toEqual({
      date: PLAN_DATE,
      days: 1,
    });
  });

  it('sends only the materials still chosen', async () => {
    grant();
    const api = stub({ planCreatePurchaseOrders: () => purchases });
    open();
    await within(await linesTable()).findByRole('row', { name: /Baso Tahu/ });
    await userEvent.click(screen.getByRole('button', { name: t('plan.buy') }));
    const dialog = await screen.findByRole('dialog', { name: t('plan.buyTitle') });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ikan Tenggiri/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('plan.buyConfirm') }));
    await within(dialog).findByRole('link', { name: 'PO-2026-0012' });
    expect(api.calls.find((c) => c.id === 'planCreatePurchaseOrders')?.body).toEqual({
      date: PLAN_DATE,
      days: 1,
      materialIds: [4],
    });
  });

  it('hides "Buat PO" from a user who may not add purchase orders, and says which right planning needs', async () => {
    grant({ purchase: false, create: false });
    stub();
    open();
    await within(await linesTable()).findByRole('row', { name: /Baso Tahu/ });
    expect(screen.queryByRole('button', { name: t('plan.buy') })).toBeNull();
    expect(screen.getByRole('button', { name: t('plan.createRuns') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a failed load with a retry', async () => {
    grant();
    stub({
      planProduction: () =>
        failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
          code: 'server.unavailable',
        }),
    });
    open();
    expect((await screen.findAllByText(/Basis data sedang tidak dapat dihubungi/)).length).toBeGreaterThan(0);
  });
});
