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
import { formatDateTime } from '../../lib/format';
import { useLookup } from '../../lib/lookups';
import { messages } from '../../lib/messages';
import { invalidateResource } from '../../lib/query/queryClient';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { BACKUP_RESOURCE, backupApi, backupsLookup, type BackupFile, type BackupSchedule } from './api';
import { backupMessages as m } from './messages';
import { RestoreDialog } from './RestoreDialog';
import * as S from './backup.styles';

function columns(): ColumnDef<BackupFile, unknown>[] {
  return [
    {
      id: 'createdAt',
      header: m.columns.createdAt,
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.createdAt, { month: 'short' }),
    },
    { id: 'name', header: m.columns.name, meta: { truncate: true }, cell: ({ row }) => row.original.name },
    {
      id: 'bytes',
      header: m.columns.bytes,
      meta: { nowrap: true, align: 'end' },
      cell: ({ row }) => m.size(row.original.bytes),
    },
    {
      id: 'origin',
      header: m.columns.origin,
      cell: ({ row }) =>
        row.original.origin === 'manual' ? (row.original.madeBy ?? '–') : m.origin(row.original.origin),
    },
  ];
}

/** What the daily backup does, and when it next runs. */
function scheduleText(schedule: BackupSchedule): string {
  if (!schedule.enabled || !schedule.time) return m.scheduleOff;
  const next = schedule.next ? ` ${m.scheduleNext(formatDateTime(schedule.next, { month: 'short' }))}` : '';
  return `${m.scheduleOn(schedule.time, schedule.keep)}${next}`;
}

/**
 * "Cadangan Data" (the Super Admin's): make a backup now, download or delete a kept one, and restore one (kept or
 * uploaded) after typing PULIHKAN. The daily automatic backups show here with the ones made by hand.
 */
export default function BackupScreen() {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const rights = useRights(resourceMenus.backup);
  const { data, error, loading, retry } = useLookup(backupsLookup);
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
      notify({ status: 'success', title: messages.saved, text: m.made(made.name) });
      await refresh();
    } catch (failure) {
      notify({ status: 'error', title: messages.failed, text: errorMessage(failure) });
    } finally {
      setMaking(false);
    }
  };
  const download = async (backup: BackupFile) => {
    try {
      saveFile(await backupApi.download(backup.name));
      notify({ status: 'success', title: m.download, text: m.downloaded(backup.name) });
    } catch (failure) {
      notify({ status: 'error', title: messages.failed, text: errorMessage(failure) });
    }
  };
  const remove = async (backup: BackupFile) => {
    await backupApi.remove(backup.name);
    notify({ status: 'success', title: messages.deleted, text: m.deleted(backup.name) });
    await refresh();
  };

  const makeButton = (testId?: string) => (
    <RightButton
      icon="bx-data"
      loading={making}
      reason={reasonUnless(rights.create, 'create', m.title)}
      onClick={() => void make()}
      data-testid={testId}
    >
      {m.make}
    </RightButton>
  );

  return (
    <Stack>
      <PageHeader title={m.title} subtitle={m.description} />
      <Card>
        <S.Bar>
          {makeButton('backup-make')}
          <RightButton
            variant="outline"
            icon="bx-upload"
            reason={reasonUnless(rights.update, 'update', m.title)}
            disabled={!data}
            onClick={() => setRestoring({ backup: null })}
            data-testid="backup-restore-upload"
          >
            {m.restoreFile}
          </RightButton>
        </S.Bar>
        {data ? <S.Note>{scheduleText(data.schedule)}</S.Note> : null}
      </Card>
      <Card>
        <DataTable
          caption={m.caption}
          showCaption
          columns={cols}
          data={data?.datas ?? []}
          getRowId={(row) => row.name}
          loading={loading}
          error={error ? errorMessage(error) : undefined}
          onRetry={retry}
          virtualize={false}
          empty={<EmptyState icon="bx-data" title={m.empty} text={m.emptyText} action={makeButton()} />}
          rowActions={(row) => (
            <>
              <IconButton
                icon="bx-download"
                label={m.downloadLabel(row.name)}
                onClick={() => void download(row)}
              />
              <IconButton
                icon="bx-reset"
                label={m.restoreLabel(row.name)}
                disabledReason={reasonUnless(rights.update, 'update', m.title)}
                onClick={() => setRestoring({ backup: row })}
              />
              <IconButton
                icon="bx-trash"
                label={m.deleteLabel(row.name)}
                disabledReason={reasonUnless(rights.delete, 'delete', m.title)}
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
        title={m.deleteTitle}
        message={deleting ? m.deleteText(deleting.name) : ''}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
