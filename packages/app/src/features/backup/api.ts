import { toFormData, type Schemas } from '@pawon/api-client';
import { unwrap } from '../../lib/apiResult';
import { api } from '../../lib/client';
import { fetchFile, type ApiFile } from '../../lib/files';
import { createLookup } from '../../lib/lookups';

export type BackupFile = Schemas['BackupFile'];
export type BackupSchedule = Schemas['BackupSchedule'];
export type BackupList = Pick<Schemas['BackupListResponse'], 'datas' | 'schedule'>;

/** The resource key of backups in the query cache (decision 025). */
export const BACKUP_RESOURCE = 'backup';

/** The word a restore asks the user to type (the server requires the same). */
export const RESTORE_WORD = 'PULIHKAN';

/** The kept backups and the daily schedule. */
export const backupsLookup = createLookup<BackupList>(BACKUP_RESOURCE, 'list', async () => {
  const { datas, schedule } = await unwrap(api.POST('/api/backup/list'));
  return { datas, schedule };
});

export const backupApi = {
  /** Makes a backup now (it may take a while: every table and image). */
  async add(): Promise<BackupFile> {
    return (await unwrap(api.POST('/api/backup/add'))).datas;
  },
  async remove(name: string): Promise<void> {
    await unwrap(api.DELETE('/api/backup/delete/{name}', { params: { path: { name } } }));
  },
  download(name: string): Promise<ApiFile> {
    return fetchFile('backupDownload', { path: { name } }, name);
  },
  /** Replaces every table and image with an uploaded file or a kept backup; every session ends. */
  async restore(source: { file: File } | { name: string }, confirmation: string) {
    return unwrap(
      api.POST('/api/backup/restore', {
        body: { confirmation, ...source },
        bodySerializer: toFormData,
      }),
    );
  },
};
