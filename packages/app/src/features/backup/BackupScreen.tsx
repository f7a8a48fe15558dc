import { useQuery } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import {
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  IconButton,
  PageHeader,
  Stack,
  type ColumnDef,
} from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { saveFile } from '../../lib/files';
import { formatClock, formatDateTime } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { invalidateResource, useClient } from '../../lib/query/queryClient';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { BACKUP_RESOURCE, backupApi, backupsLookup, type BackupFile, type BackupSchedule } from './api';
import { backupMessages as m, t } from './messages';
import { RestoreDialog } from './RestoreDialog';
import * as S from './backup.styles';

function columns(): ColumnDef<BackupFile, unknown>[] {
  return [
    {
      id: 'createdAt',
      header: t('backup.columns.createdAt'),
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.createdAt, { month: 'short' }),
    },
    {
      id: 'name',
      header: t('backup.columns.name'),
      meta: { truncate: true },
      cell: ({ row }) => row.original.name,
    },
    {
      id: 'bytes',
      header: t('backup.columns.bytes'),
      meta: { nowrap: true, align: 'end' },
      cell: ({ row }) => m.size(row.original.bytes),
    },
    {
      id: 'origin',
      header: t('backup.columns.origin'),
      cell: ({ row }) =>
        row.original.origin === 'manual'
          ? (row.original.madeBy ?? '–')
          : t('backup.origin', { origin: row.original.origin }),
    },
  ];
}

/** What the daily backup does, and when it next runs. */
function scheduleText(schedule: BackupSchedule): string {
  if (!schedule.enabled || !schedule.time) return t('backup.scheduleOff');
  const next = schedule.next
    ? ` ${t('backup.scheduleNext', { when: formatDateTime(schedule.next, { month: 'short' }) })}`
    : '';
  return `${t('backup.scheduleOn', { time: formatClock(schedule.time), keep: schedule.keep })}${next}`;
}

/**
 * "Cadangan Data" (the Super Admin's): make a backup now, download or delete a kept one, and restore one (kept or
 * uploaded) after typing PULIHKAN. The daily automatic backups show here with the ones made by hand.
 */
export default function BackupScreen() {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const rights = useRights(resourceMenus.backup);
  const { data, error, isLoadingError, isPending, refetch } = useQuery(backupsLookup, useClient());
  const [making, setMaking] = useState(false);
  const [restoring, setRestoring] = useState<{ backup: BackupFile | null } | null>(null);
  const [deleting, setDeleting] = useState<BackupFile | null>(null);
  const cols = useMemo(columns, []);
  const maxBytes = data?.schedule.maxUploadBytes ?? 0;
  const refresh = () => invalidateResource(store, BACKUP_RESOURCE);

  const make = async () => {
    setMaking(true);
    try {
      const made = await backupApi.add();
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('backup.made', { name: made.name }),
      });
      await refresh();
    } catch (failure) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(failure) });
    } finally {
      setMaking(false);
    }
  };
  const download = async (backup: BackupFile) => {
    try {
      saveFile(await backupApi.download(backup.name));
      notify({
        status: 'success',
        title: t('backup.download'),
        text: t('backup.downloaded', { name: backup.name }),
      });
    } catch (failure) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(failure) });
    }
  };
  const remove = async (backup: BackupFile) => {
    await backupApi.remove(backup.name);
    notify({
      status: 'success',
      title: tCommon('common.deleted'),
      text: t('backup.deleted', { name: backup.name }),
    });
    await refresh();
  };

  const makeButton = (testId?: string) => (
    <RightButton
      icon="bx-data"
      loading={making}
      reason={reasonUnless(rights.create, 'create', t('backup.title'))}
      onClick={() => void make()}
      data-testid={testId}
    >
      {t('backup.make')}
    </RightButton>
  );

  return (
    <Stack>
      <PageHeader title={t('backup.title')} subtitle={t('backup.description')} />
      <Card>
        <S.Bar>
          {makeButton('backup-make')}
          <RightButton
            variant="outline"
            icon="bx-upload"
            reason={reasonUnless(rights.update, 'update', t('backup.title'))}
            disabled={!data}
            onClick={() => setRestoring({ backup: null })}
            data-testid="backup-restore-upload"
          >
            {t('backup.restoreFile')}
          </RightButton>
        </S.Bar>
        {data ? <S.Note>{scheduleText(data.schedule)}</S.Note> : null}
      </Card>
      <Card>
        <DataTable
          caption={t('backup.caption')}
          showCaption
          columns={cols}
          data={data?.datas ?? []}
          getRowId={(row) => row.name}
          loading={isPending}
          error={isLoadingError ? errorMessage(error) : undefined}
          onRetry={() => void refetch()}
          virtualize={false}
          empty={
            <EmptyState
              icon="bx-data"
              title={t('backup.empty')}
              text={t('backup.emptyText')}
              action={makeButton()}
            />
          }
          rowActions={(row) => (
            <>
              <IconButton
                icon="bx-download"
                label={t('backup.downloadLabel', { name: row.name })}
                onClick={() => void download(row)}
              />
              <IconButton
                icon="bx-reset"
                label={t('backup.restoreLabel', { name: row.name })}
                disabledReason={reasonUnless(rights.update, 'update', t('backup.title'))}
                onClick={() => setRestoring({ backup: row })}
              />
              <IconButton
                icon="bx-trash"
                label={t('backup.deleteLabel', { name: row.name })}
                disabledReason={reasonUnless(rights.delete, 'delete', t('backup.title'))}
                onClick={() => setDeleting(row)}
              />
            </>
          )}
        />
      </Card>
      <RestoreDialog
        open={restoring !== null}
        backup={restoring?.backup ?? null}
        maxBytes={maxBytes}
        onClose={() => setRestoring(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={({ open }) => !open && setDeleting(null)}
        title={t('backup.deleteTitle')}
        message={deleting ? t('backup.deleteText', { name: deleting.name }) : ''}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
