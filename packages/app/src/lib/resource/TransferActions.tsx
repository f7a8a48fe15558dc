import { ApiError } from '@pawon/api-client';
import { written } from '../query/lists';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { Button, Dialog, Field, StatusBadge, useField } from '@pawon/ui';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import { saveFile } from '../files';
import { FileExportMenu, type ExportChoice } from '../FileExportMenu';
import type { Identified, ListQuery } from '../listQuery';
import { t as tCommon } from '../messages';
import type { FileFormat, ImportResult, ResourceDescriptor } from './types';
import * as S from './resource.styles';
import { t } from './transferMessages';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

const ACTION_TONE = { add: 'success', update: 'info', error: 'error' } as const;

/**
 * The import dialog: choose a file, check it (a dry run: each row's result and the field and reason of every
 * problem), then import it all at once, only when no row has a problem. The template is downloadable here.
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
  const notify = useSetAtom(notifyAtom);
  const store = useStore();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `${resource.key}-import-file`;
  const field = useField({ id: inputId, hint: t('transfer.fileHint'), error: fileError, required: true });
  const labels = Object.fromEntries(resource.fields.map((f) => [f.name, f.label])) as Record<string, string>;
  const labelOf = (name: string) =>
    name === 'baris' ? t('transfer.wholeRow') : (labels[name] ?? resource.fieldLabels?.[name] ?? name);

  const reset = () => {
    setFile(null);
    setFileError(undefined);
    setResult(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const send = async (dryRun: boolean) => {
    if (!transfer?.importFile) return;
    if (!file) {
      setFileError(t('transfer.chooseFile'));
      return;
    }
    setBusy(true);
    setFileError(undefined);
    try {
      const answer = await transfer.importFile(file, dryRun);
      if (answer.applied) {
        notify({ status: 'success', title: t('transfer.imported'), text: answer.message ?? '' });
        void written(store, resource.list, null, { reload: true });
        reset();
        onClose();
      } else setResult(answer);
    } catch (error) {
      setResult(null);
      const named = error instanceof ApiError ? Object.values(error.errors).flat().join(' ') : '';
      setFileError(named || errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const download = async (format: FileFormat) => {
    if (!transfer?.template) return;
    try {
      saveFile(await transfer.template(format));
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    }
  };

  const ready = result !== null && result.failed === 0 && result.rows.length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) close();
      }}
      size="lg"
      data-testid={`${resource.key}-import-dialog`}
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>
        {t('transfer.importTitle', { one: resource.messages.singular })}
      </Dialog.Header>
      <Dialog.Body>
        <S.ImportBody>
          <S.Muted as="p">{t('transfer.importIntro', { key: transfer?.importKey ?? 'kodenya' })}</S.Muted>
          {transfer?.template ? (
            <S.ButtonRow>
              <Button
                variant="text"
                icon="bx-download"
                onClick={() => void download('xlsx')}
                data-testid={`${resource.key}-template-xlsx`}
              >
                {t('transfer.templateXlsx')}
              </Button>
              <Button
                variant="text"
                icon="bx-download"
                onClick={() => void download('csv')}
                data-testid={`${resource.key}-template-csv`}
              >
                {t('transfer.templateCsv')}
              </Button>
            </S.ButtonRow>
          ) : null}
          <Field field={field} label={t('transfer.file')} hint={t('transfer.fileHint')} error={fileError}>
            <S.FileInput
              {...field.controlProps}
              type="file"
              name="file"
              accept={ACCEPT}
              disabled={busy}
              data-testid={`${resource.key}-import-input`}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setFileError(undefined);
                setResult(null);
              }}
            />
          </Field>
          {result ? (
            <S.ImportResult data-testid={`${resource.key}-import-result`}>
              <p role="status">
                {t('transfer.checked', {
                  added: result.added,
                  updated: result.updated,
                  failed: result.failed,
                })}{' '}
                {result.failed > 0 ? t('transfer.fixFirst') : null}
              </p>
              <S.ResultTable>
                <table>
                  <caption>{t('transfer.rows')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('transfer.row')}</th>
                      <th scope="col">{t('transfer.key')}</th>
                      <th scope="col">{t('transfer.name')}</th>
                      <th scope="col">{t('transfer.result')}</th>
                      <th scope="col">{t('transfer.problems')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...result.rows]
                      .sort(
                        (a, b) =>
                          Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row,
                      )
                      .map((row) => (
                        <tr key={row.row} data-action={row.action}>
                          <td>{row.row}</td>
                          <td>{row.key ?? '–'}</td>
                          <td>{row.name ?? '–'}</td>
                          <td>
                            <StatusBadge tone={ACTION_TONE[row.action]}>
                              {t(`transfer.${row.action}`)}
                            </StatusBadge>
                          </td>
                          <td>
                            {row.errors
                              ? Object.entries(row.errors).map(([name, list]) => (
                                  <div key={name}>
                                    <strong>{labelOf(name)}</strong>: {list.join(' ')}
                                  </div>
                                ))
                              : '–'}
                          </td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </S.ResultTable>
            </S.ImportResult>
          ) : null}
        </S.ImportBody>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={close} disabled={busy}>
          {tCommon('common.close')}
        </Button>
        {ready ? (
          <Button
            icon="bx-import"
            loading={busy}
            onClick={() => void send(false)}
            data-testid={`${resource.key}-import-apply`}
          >
            {t('transfer.apply', { n: result.rows.length })}
          </Button>
        ) : (
          <Button
            icon="bx-check-circle"
            loading={busy}
            onClick={() => void send(true)}
            data-testid={`${resource.key}-import-check`}
          >
            {t('transfer.check')}
          </Button>
        )}
      </Dialog.Footer>
    </Dialog>
  );
}
