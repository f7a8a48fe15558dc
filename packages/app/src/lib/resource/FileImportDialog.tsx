import { ApiError } from '@pawon/api-client';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, Field, StatusBadge, useField, type StatusTone } from '@pawon/ui';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import { saveFile } from '../files';
import { t as tCommon } from '../messages';
import type { DownloadedFile, FileFormat } from './types';
import * as S from './resource.styles';
import { t } from './transferMessages';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One row's result in a file import's answer: its line in the file, what it does, and its problems by column. */
export interface FileImportRow {
  row: number;
  action: string;
  errors?: Record<string, string[]> | undefined;
}

/** An import's answer, or its dry run's: applied only when it was not a dry run and no row had a problem. */
export interface FileImportAnswer<R extends FileImportRow> {
  message?: string | undefined;
  applied: boolean;
  failed: number;
  rows: R[];
}

/** A column of the result table besides the row number, the result and the problems (a row's key, its name). */
export interface FileImportColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
}

export interface FileImportDialogProps<R extends FileImportRow, A extends FileImportAnswer<R>> {
  /** Prefix of the dialog's test ids (`product` → `product-import-dialog`). */
  testId: string;
  title: string;
  /** What the file holds and what the import does with it, above the file field. */
  intro: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Sends the file: checked only (`dryRun`), or imported. */
  importFile: (file: File, dryRun: boolean) => Promise<A>;
  /** The empty file with its columns, downloadable from the dialog, where the server has one. @default none */
  template?: ((format: FileFormat) => Promise<DownloadedFile>) | undefined;
  /** The check's outcome in a sentence (its counts), above the rows. */
  summary: (answer: A) => string;
  /** What else the check found that the user should weigh before importing (stock it would hold). @default none */
  notice?: (answer: A) => ReactNode;
  /** Each action's words and tone in the result column (`error` is the refused rows'). */
  actions: Record<R['action'], { label: string; tone: StatusTone }>;
  /** Columns between the row number and the result. @default none */
  columns?: FileImportColumn<R>[];
  /** A problem's column or field in words. @default the name itself */
  labelOf?: (name: string) => string;
  /** Whether the checked file may be imported. @default no row refused, and at least one row */
  importable?: (answer: A) => boolean;
  /** The import button's words for the checked file. */
  applyLabel: (answer: A) => string;
  /** After the import: refresh what it changed. The dialog then says the server's message and closes. */
  onImported: (answer: A) => void;
  /** The tone of the toast after the import. @default success */
  importedTone?: (answer: A) => 'success' | 'warning' | 'error';
}

/**
 * A spreadsheet import: choose a file, check it (a dry run: each row's result and the column and reason of every
 * problem), then import it all at once, only when the check allows. The resource lists' import and the logger
 * readings of a storage location share it; each says what its rows hold and what its counts are.
 */
export function FileImportDialog<R extends FileImportRow, A extends FileImportAnswer<R>>({
  testId,
  title,
  intro,
  open,
  onClose,
  importFile,
  template,
  summary,
  notice,
  actions,
  columns = [],
  labelOf = (name) => name,
  importable = (answer) => answer.failed === 0 && answer.rows.length > 0,
  applyLabel,
  onImported,
  importedTone = () => 'success',
}: FileImportDialogProps<R, A>) {
  const notify = useSetAtom(notifyAtom);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<A | null>(null);
  const [busy, setBusy] = useState(false);
  // What is being sent (a check or the import) and for how many whole seconds: a file of thousands of rows takes a
  // few seconds on the server, said from the first second on.
  const [sending, setSending] = useState<'check' | 'import'>('check');
  const seconds = useSecondsWhile(busy);
  const inputId = `${testId}-import-file`;
  const field = useField({ id: inputId, hint: t('transfer.fileHint'), error: fileError, required: true });
  const problemLabel = (name: string) => (name === 'baris' ? t('transfer.wholeRow') : labelOf(name));

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
    if (!file) {
      setFileError(t('transfer.chooseFile'));
      return;
    }
    setSending(dryRun ? 'check' : 'import');
    setBusy(true);
    setFileError(undefined);
    try {
      const answer = await importFile(file, dryRun);
      if (answer.applied) {
        notify({ status: importedTone(answer), title: t('transfer.imported'), text: answer.message ?? '' });
        onImported(answer);
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
    if (!template) return;
    try {
      saveFile(await template(format));
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    }
  };

  const ready = result !== null && importable(result);
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) close();
      }}
      size="lg"
      data-testid={`${testId}-import-dialog`}
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>{title}</Dialog.Header>
      <Dialog.Body>
        <S.ImportBody>
          {intro}
          {template ? (
            <S.ButtonRow>
              <Button
                variant="text"
                icon="bx-download"
                onClick={() => void download('xlsx')}
                data-testid={`${testId}-template-xlsx`}
              >
                {t('transfer.templateXlsx')}
              </Button>
              <Button
                variant="text"
                icon="bx-download"
                onClick={() => void download('csv')}
                data-testid={`${testId}-template-csv`}
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
              data-testid={`${testId}-import-input`}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setFileError(undefined);
                setResult(null);
              }}
            />
          </Field>
          {busy && file && seconds >= 1 ? (
            <p role="status" data-testid={`${testId}-import-progress`}>
              {t(sending === 'check' ? 'transfer.checking' : 'transfer.importing', {
                name: file.name,
                seconds,
              })}
            </p>
          ) : null}
          {result ? (
            <S.ImportResult data-testid={`${testId}-import-result`}>
              <p role="status">
                {summary(result)} {result.failed > 0 ? t('transfer.fixFirst') : null}
              </p>
              {notice?.(result)}
              <S.ResultTable>
                <table>
                  <caption>{t('transfer.rows')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('transfer.row')}</th>
                      {columns.map((c) => (
                        <th key={c.id} scope="col">
                          {c.header}
                        </th>
                      ))}
                      <th scope="col">{t('transfer.result')}</th>
                      <th scope="col">{t('transfer.problems')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {/* The refused rows first, then in the file's order. */}
                    {[...result.rows]
                      .sort(
                        (a, b) =>
                          Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row,
                      )
                      .map((row) => {
                        const action = actions[row.action as R['action']];
                        return (
                          <tr key={row.row} data-action={row.action}>
                            <td>{row.row}</td>
                            {columns.map((c) => (
                              <td key={c.id}>{c.cell(row)}</td>
                            ))}
                            <td>
                              <StatusBadge tone={action.tone}>{action.label}</StatusBadge>
                            </td>
                            <td>
                              {row.errors
                                ? Object.entries(row.errors).map(([name, list]) => (
                                    <div key={name}>
                                      <strong>{problemLabel(name)}</strong>: {list.join(' ')}
                                    </div>
                                  ))
                                : '–'}
                            </td>
                          </tr>
                        );
                      })}
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
            data-testid={`${testId}-import-apply`}
          >
            {applyLabel(result)}
          </Button>
        ) : (
          <Button
            icon="bx-check-circle"
            loading={busy}
            onClick={() => void send(true)}
            data-testid={`${testId}-import-check`}
          >
            {t('transfer.check')}
          </Button>
        )}
      </Dialog.Footer>
    </Dialog>
  );
}

/** Whole seconds since `running` became true (0 while it is not), counted each second. */
function useSecondsWhile(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - start) / 1000)), 250);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [running]);
  return seconds;
}
