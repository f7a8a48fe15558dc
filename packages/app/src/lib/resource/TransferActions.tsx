import { written } from '../query/lists';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { Button } from '@pawon/ui';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import { saveFile } from '../files';
import { FileExportMenu, type ExportChoice } from '../FileExportMenu';
import type { Identified, ListQuery } from '../listQuery';
import { lazyDialog } from '../lazyDialog';
import type { FileImportColumn, FileImportDialogProps } from './FileImportDialog';
import type { ImportResult, ImportRowResult, ResourceDescriptor } from './types';
import * as S from './resource.styles';
import { t } from './transferMessages';

/**
 * The export menu: the list's current search, sort and filters, every matching row, as XLSX or CSV (with the
 * user's separator), in each of the file's layouts when it has several.
 */
export function ExportMenu<T extends Identified, V extends Record<string, unknown>>({
  resource,
  query,
}: {
  resource: ResourceDescriptor<T, V>;
  query: ListQuery;
}) {
  const notify = useSetAtom(notifyAtom);
  const [busy, setBusy] = useState(false);
  const exportFile = resource.transfer?.exportFile;
  if (!exportFile) return null;
  const run = async ({ format, separator, variant }: ExportChoice) => {
    setBusy(true);
    try {
      const file = await exportFile(query, format, { separator, ...(variant ? { variant } : {}) });
      saveFile(file);
      notify({
        status: 'success',
        title: t('transfer.export'),
        text: t('transfer.exported', { name: file.name }),
      });
    } catch (error) {
      notify({ status: 'error', title: t('transfer.exportFailed'), text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileExportMenu
      trigger={
        <Button variant="outline" icon="bx-export" loading={busy} data-testid={`${resource.key}-export`}>
          {busy ? t('transfer.exporting') : t('transfer.export')}
        </Button>
      }
      variants={resource.transfer?.exportVariants?.()}
      onExport={(choice) => void run(choice)}
    />
  );
}

/** The import dialog's code is its own chunk, fetched when the browser is idle after the list shows (lazyDialog). */
const FileImportDialog = lazyDialog<FileImportDialogProps<ImportRowResult, ImportResult>>(() =>
  import('./FileImportDialog').then((m) => m.FileImportDialog<ImportRowResult, ImportResult>),
);

/**
 * The list's import: a file shaped like the template, each row matched by the resource's key and added or updated,
 * all at once and only when no row has a problem (FileImportDialog). The template is downloadable here.
 */
export function ImportDialog<T extends Identified, V extends Record<string, unknown>>({
  resource,
  open,
  onClose,
}: {
  resource: ResourceDescriptor<T, V>;
  open: boolean;
  onClose: () => void;
}) {
  const transfer = resource.transfer;
  const store = useStore();
  const importFile = transfer?.importFile;
  if (!importFile) return null;
  const labels = Object.fromEntries(resource.fields.map((f) => [f.name, f.label])) as Record<string, string>;
  const columns: FileImportColumn<ImportRowResult>[] = [
    { id: 'key', header: t('transfer.key'), cell: (row) => row.key ?? '–' },
    { id: 'name', header: t('transfer.name'), cell: (row) => row.name ?? '–' },
  ];
  return (
    <FileImportDialog
      testId={resource.key}
      title={t('transfer.importTitle', { one: resource.messages.singular })}
      intro={<S.Muted as="p">{t('transfer.importIntro', { key: transfer.importKey ?? 'kodenya' })}</S.Muted>}
      open={open}
      onClose={onClose}
      importFile={importFile}
      template={transfer.template}
      summary={(result) =>
        t('transfer.checked', { added: result.added, updated: result.updated, failed: result.failed })
      }
      actions={{
        add: { label: t('transfer.add'), tone: 'success' },
        update: { label: t('transfer.update'), tone: 'info' },
        error: { label: t('transfer.error'), tone: 'error' },
      }}
      columns={columns}
      labelOf={(name) => labels[name] ?? resource.fieldLabels?.[name] ?? name}
      applyLabel={(result) => t('transfer.apply', { n: result.rows.length })}
      onImported={() => void written(store, resource.list, null, { reload: true })}
    />
  );
}
