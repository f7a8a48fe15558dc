import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import type { BackupFile, BackupSchedule } from './api';
import BackupScreen from './BackupScreen';
import { t } from './messages';

const schedule: BackupSchedule = {
  enabled: true,
  time: '02:00',
  keep: 7,
  next: '2026-11-21T19:00:00Z',
  maxUploadBytes: 1024 * 1024 * 1024,
};
const BACKUPS: BackupFile[] = [
  {
    name: 'pawon-20261121-101500.tar.gz',
    bytes: 243_712,
    createdAt: '2026-11-21T03:15:00Z',
    origin: 'manual',
    madeBy: 'Admin Pawon',
  },
  {
    name: 'pawon-20261121-020000-auto.tar.gz',
    bytes: 241_980,
    createdAt: '2026-11-20T19:00:00Z',
    origin: 'automatic',
    madeBy: null,
  },
  {
    name: 'pawon-20261101-080000.tar.gz',
    bytes: 58_000_000,
    createdAt: '2026-11-01T01:00:00Z',
    origin: 'other',
    madeBy: null,
  },
];

const handlers = (datas: BackupFile[] = BACKUPS, extra: MockHandlers = {}): MockHandlers => {
  let list = [...datas];
  return {
    backupList: () => success('backupList', { datas: list, schedule }),
    backupAdd: () => {
      const made: BackupFile = { ...BACKUPS[0]!, name: 'pawon-20261121-113000.tar.gz' };
      list = [made, ...list];
      return success('backupAdd', { message: 'ok', datas: made });
    },
    ...extra,
  };
};

const stories = pageStories('Data Backup', BackupScreen, {
  path: '/backup',
  handlers: handlers(),
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('backup.title') })).toBeVisible();
    await expect(await canvas.findByText(BACKUPS[0]!.name)).toBeVisible();
    await expect(canvas.getByText(/setiap hari pukul 02.00/)).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** Nothing kept yet: the empty state says what a backup is for and makes the first one. */
export const Empty: Story = {
  decorators: [screenDecorator({ path: '/backup', handlers: handlers([]) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = (await canvas.findByText(t('backup.empty'))).closest(
      '[data-state-kind="empty"]',
    ) as HTMLElement;
    await expect(within(empty).getByText(t('backup.emptyText'))).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: t('backup.make') }));
    await expect(await canvas.findByText('pawon-20261121-113000.tar.gz')).toBeVisible();
  },
};

/** Restoring asks for the word PULIHKAN: the button says it is not ready, a wrong word is named on the field. */
export const RestoreConfirmation: Story = {
  decorators: [
    screenDecorator({
      path: '/backup',
      handlers: handlers(BACKUPS, {
        backupRestore: () =>
          failure(
            422,
            'Berkas cadangan rusak (berkas terpotong): tidak ada yang dipulihkan.',
            undefined,
            undefined,
            {
              code: 'backup.damaged',
            },
          ),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('backup.restoreLabel', { name: BACKUPS[1]!.name }) }),
    );
    const dialog = await page.findByRole('dialog', { name: t('backup.restoreTitle') });
    const body = within(dialog);
    // The dialog fades in: its text is visible once the fade has run.
    await waitFor(() => expect(body.getByText(t('backup.restoreWarning'))).toBeVisible());
    const submit = body.getByRole('button', { name: t('backup.restoreSubmit') });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const word = body.getByLabelText(new RegExp(t('backup.confirm', { word: 'PULIHKAN' })));
    await userEvent.type(word, 'pulih');
    await userEvent.click(submit);
    await expect(await body.findByText(t('backup.confirmMismatch', { word: 'PULIHKAN' }))).toBeVisible();
    await expect(word).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(word);
    await userEvent.type(word, 'PULIHKAN');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await expect(await body.findByText(/terpotong/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The list cannot be read: the reason and a retry. */
export const LoadError: Story = {
  decorators: [
    screenDecorator({
      path: '/backup',
      handlers: {
        backupList: () => failure(503, 'Server sedang sibuk.', undefined, undefined, { code: 'server.busy' }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Server sedang sibuk/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
