import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runGuard } from '../../lib/guard';
import { resetQueryClient } from '../../lib/query/queryClient';
import { authTokenAtom, clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import PublicBatchScreen from './PublicBatchScreen';

const CODE = '3f2a9c0d41e84b7f9a6c5d2e1b0f8a7c';
const SAFE = {
  productName: 'Siomay Ayam',
  productionDate: '2026-11-02',
  bestBefore: '2027-02-02',
  state: 'aman' as const,
};

const open = (code = CODE) =>
  renderRoutes([{ path: '/p/:code', element: <PublicBatchScreen /> }], `/p/${code}`);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  resetQueryClient();
});

describe("a label's public page", () => {
  it('shows the four facts to anyone, with no link into Pawon', async () => {
    const { calls } = stubApi({ publicBatch: () => success('publicBatch', { datas: SAFE }) });
    open();
    expect(await screen.findByText('Siomay Ayam')).toBeInTheDocument();
    expect(screen.getByText('2 November 2026')).toBeInTheDocument();
    expect(screen.getByText('2 Februari 2027')).toBeInTheDocument();
    expect(screen.getByText('Aman')).toHaveAttribute('data-state', 'aman');
    expect(screen.queryByText(/DITARIK/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(calls.map((c) => [c.id, c.path])).toEqual([['publicBatch', { code: CODE }]]);
  });

  it('says a recalled batch is recalled, first and loudly', async () => {
    stubApi({ publicBatch: () => success('publicBatch', { datas: { ...SAFE, state: 'ditarik' } }) });
    open();
    const warning = await screen.findByText(/DITARIK dari peredaran\. Jangan dikonsumsi/);
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Ditarik')).toHaveAttribute('data-state', 'ditarik');
  });

  it('an unknown code is "not known"; too many lookups say when to try again', async () => {
    stubApi({
      publicBatch: ({ path }) =>
        path.code === 'bad'
          ? failure(404, 'Batch tidak ditemukan.', undefined, undefined, {
              code: 'record.notFound',
              params: { kind: 'batch', what: 'Batch' },
            })
          : failure(
              429,
              'Terlalu banyak pencarian dari alamat ini. Coba lagi dalam 10 menit.',
              undefined,
              { 'Retry-After': '600' },
              {
                code: 'auth.tooManyAttempts',
                params: { retryAfter: 600, minutes: 10, rule: 'lookup' },
              },
            ),
    });
    const first = open('bad');
    expect(await screen.findByText(/Kode ini tidak dikenal/)).toBeInTheDocument();
    first.unmount();
    open('many');
    expect(
      await screen.findByText('Terlalu banyak pencarian dari alamat ini. Coba lagi dalam 10 menit.'),
    ).toBeInTheDocument();
  });

  it("links a signed-in user with the trace screen to the batch's trace", async () => {
    appStore.set(authTokenAtom, 'token');
    appStore.set(userRightsAtom, [
      { url: '/report/trace', view: true, create: false, update: false, delete: false },
    ]);
    stubApi({
      publicBatch: () => success('publicBatch', { datas: SAFE }),
      stockByCode: () => success('stockByCode', { datas: { batchId: 5, productId: 1 } }),
    });
    open();
    const link = await screen.findByRole('link', { name: 'Buka telusur batch ini di Pawon' });
    expect(link).toHaveAttribute('href', '/report/trace?batch=5');
  });

  it('is let through by the guard signed in or not, without asking for menus', async () => {
    const fetchMenus = vi.fn();
    const deps = { getToken: () => null, getUser: () => null, fetchMenus };
    expect(await runGuard(`/p/${CODE}`, deps)).toEqual({ type: 'allow' });
    expect(
      await runGuard(`/p/${CODE}`, { ...deps, getToken: () => 't', getUser: () => ({ id: 3 }) }),
    ).toEqual({ type: 'allow' });
    expect(fetchMenus).not.toHaveBeenCalled();
  });
});
