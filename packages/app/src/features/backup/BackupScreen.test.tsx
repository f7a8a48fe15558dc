import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTokenAtom, clearSession, storeSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { STORY_USER } from '../../test/screenStories';
import { stubApi } from '../../test/stubApi';
import type { BackupFile, BackupSchedule } from './api';
import BackupScreen from './BackupScreen';
import { t } from './messages';

const schedule: BackupSchedule = {
  enabled: true,
  time: '02:00',
  keep: 7,
  next: '2026-11-21T19:00:00Z',
  maxUploadBytes: 1024 * 1024,
};
const kept: BackupFile = {
  name: 'pawon-20261121-101500.tar.gz',
  bytes: 243_712,
  createdAt: '2026-11-21T03:15:00Z',
  origin: 'manual',
  madeBy: 'Admin Pawon',
};

function open() {
  storeSession(appStore, {
    token: 'test-token',
    datas: STORY_USER,
    menus: [],
    rights: [{ url: '/backup', view: true, create: true, update: true, delete: true }],
  });
  return renderRoutes(
    [
      { path: '/backup', element: <BackupScreen /> },
      { path: '/login', element: <p>halaman masuk</p> },
    ],
    '/backup',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  appStore.set(userRightsAtom, null);
});

describe('Cadangan Data', () => {
  it('starts empty with a way to make the first backup, which then shows in the list', async () => {
    let list: BackupFile[] = [];
    const api = stubApi({
      backupList: () => success('backupList', { datas: list, schedule }),
      backupAdd: () => {
        list = [kept];
        return success('backupAdd', { message: 'ok', datas: kept });
      },
    });
    open();
    expect(await screen.findByText(t('backup.empty'))).toBeVisible();
    expect(screen.getByText(/setiap hari pukul 02.00/)).toBeVisible();
    const empty = screen.getByText(t('backup.empty')).closest('[data-state-kind="empty"]') as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: t('backup.make') }));
    expect(await screen.findByText(kept.name)).toBeVisible();
    expect(api.ids()).toEqual(['backupList', 'backupAdd', 'backupList']);
    expect(screen.getByText('238 KB')).toBeVisible();
  });

  it('restores an uploaded file only after PULIHKAN is typed, then signs out to the sign-in page', async () => {
    const api = stubApi({
      backupList: () => success('backupList', { datas: [kept], schedule }),
      backupRestore: () =>
        success('backupRestore', { message: 'ok', createdAt: kept.createdAt, rows: 10, files: 0 }),
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: t('backup.restoreFile') }));
    const dialog = await screen.findByRole('dialog', { name: t('backup.restoreTitle') });
    const submit = within(dialog).getByRole('button', { name: t('backup.restoreSubmit') });
    await userEvent.click(submit);
    expect(await within(dialog).findByText(t('backup.chooseFile'))).toBeVisible();
    const file = new File([new Uint8Array(2048)], 'pawon.tar.gz', { type: 'application/gzip' });
    await userEvent.upload(within(dialog).getByLabelText(new RegExp(t('backup.file'))), file);
    const word = within(dialog).getByLabelText(new RegExp(t('backup.confirm', { word: 'PULIHKAN' })));
    await userEvent.type(word, 'pulihkan');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(t('backup.confirmMismatch', { word: 'PULIHKAN' }))).toBeVisible();
    expect(api.ids()).not.toContain('backupRestore');
    await userEvent.clear(word);
    await userEvent.type(word, 'PULIHKAN');
    expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = api.calls.find((c) => c.id === 'backupRestore')!;
    expect(call.request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = call.body as { confirmation: string; file: Blob };
    expect(body.confirmation).toBe('PULIHKAN');
    expect(body.file.size).toBe(2048);
    expect(appStore.get(authTokenAtom)).toBeNull();
  });

  it('shows the server’s refusal of a kept backup in the dialog, and stays signed in', async () => {
    stubApi({
      backupList: () => success('backupList', { datas: [kept], schedule }),
      backupRestore: () =>
        failure(422, 'Berkas ini bukan cadangan Pawon: tidak ada yang dipulihkan.', undefined, undefined, {
          code: 'backup.foreign',
        }),
    });
    const { router } = open();
    await userEvent.click(
      await screen.findByRole('button', { name: t('backup.restoreLabel', { name: kept.name }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('backup.restoreTitle') });
    expect(within(dialog).getByText(new RegExp(kept.name))).toBeVisible();
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(t('backup.confirm', { word: 'PULIHKAN' }))),
      'PULIHKAN',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('backup.restoreSubmit') }));
    expect(await within(dialog).findByText(/bukan cadangan Pawon/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/backup');
    expect(appStore.get(authTokenAtom)).toBe('test-token');
  });

  it('deletes a kept backup after confirming', async () => {
    let list = [kept];
    const api = stubApi({
      backupList: () => success('backupList', { datas: list, schedule }),
      backupDelete: ({ path }) => {
        list = [];
        return success('backupDelete', { message: 'ok', name: path.name });
      },
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: t('backup.deleteLabel', { name: kept.name }) }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText(t('backup.empty'))).toBeVisible();
    expect(api.calls.find((c) => c.id === 'backupDelete')?.path).toEqual({ name: kept.name });
  });
});
