import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session';
import { appStore } from '../store';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { Session } from './api';
import { t } from './messages';
import { SessionList } from './SessionList';

const session = (id: string, extra: Partial<Session>): Session => ({
  id,
  current: false,
  device: { kind: 'desktop', browser: 'Chrome 131', os: 'Windows 10', model: null },
  userAgent: 'Mozilla/5.0',
  ip: '10.0.0.2',
  createdAt: '2026-11-21T02:00:00Z',
  lastSeenAt: '2026-11-21T03:00:00Z',
  expiresAt: '2026-11-21T06:00:00Z',
  ...extra,
});
const here = session('11111111-1111-4111-8111-111111111111', { current: true, ip: '10.0.0.1' });
const phone = session('22222222-2222-4222-8222-222222222222', {
  device: { kind: 'mobile', browser: 'Chrome 131', os: 'Android 14', model: 'Samsung SM-A515F' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('SessionList', () => {
  it('shows one’s own sessions, this device first and not endable, and ends another by its id', async () => {
    let list = [here, phone];
    const api = stubApi({
      sessionList: () => success('sessionList', { datas: list }),
      sessionEnd: ({ body }) => {
        list = list.filter((s) => s.id !== body.id);
        return success('sessionEnd', { message: 'ok', id: body.id });
      },
    });
    renderRoutes([{ path: '/', element: <SessionList /> }], '/');
    expect(await screen.findByText(t('sessions.current'))).toBeVisible();
    expect(screen.getByText('Chrome 131 di Android 14 (Samsung SM-A515F)')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Akhiri sesi/ })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', {
        name: t('sessions.endLabel', { device: 'Chrome 131 di Android 14 (Samsung SM-A515F)' }),
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t('sessions.end') }));
    expect(await screen.findByText(t('sessions.onlyThis'))).toBeVisible();
    expect(api.calls.find((c) => c.id === 'sessionEnd')?.body).toEqual({ id: phone.id });
    expect(screen.getByRole('button', { name: t('sessions.endOthers') })).toBeDisabled();
  });

  it('ends all of another user’s sessions from user management', async () => {
    let list = [session(phone.id, {}), session('33333333-3333-4333-8333-333333333333', { ip: '10.0.0.3' })];
    const api = stubApi({
      sessionList: () => success('sessionList', { datas: list }),
      sessionEndOthers: () => {
        const count = list.length;
        list = [];
        return success('sessionEndOthers', { message: 'ok', count });
      },
    });
    renderRoutes([{ path: '/', element: <SessionList user={{ id: 7, name: 'Sari' }} /> }], '/');
    expect(await screen.findByText(t('sessions.userDescription', { name: 'Sari' }))).toBeVisible();
    expect(await screen.findByText('10.0.0.3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('sessions.endAll') }));
    const confirm = await screen.findByRole('alertdialog', {
      name: t('sessions.endAllTitle', { name: 'Sari' }),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: t('sessions.endAll') }));
    expect(await screen.findByText(t('sessions.empty'))).toBeVisible();
    expect(api.calls.filter((c) => c.id === 'sessionList').map((c) => c.body)).toEqual([
      { userId: 7 },
      { userId: 7 },
    ]);
    expect(api.calls.find((c) => c.id === 'sessionEndOthers')?.body).toEqual({ userId: 7 });
  });
});
