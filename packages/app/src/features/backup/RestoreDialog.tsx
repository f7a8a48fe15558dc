import { useStore } from 'jotai';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Dialog, Field, FormLayout, TextField, useField } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import * as R from '../../lib/resource/resource.styles';
import { clearSession } from '../../lib/session';
import { backupApi, RESTORE_WORD, type BackupFile } from './api';
import { backupMessages as m, t } from './messages';

export interface RestoreDialogProps {
  open: boolean;
  /** A kept backup to restore; without it the user uploads a file. */
  backup: BackupFile | null;
  /** The largest file the server takes. */
  maxBytes: number;
  onClose: () => void;
}

/**
 * Restoring replaces every record and image, so it asks twice: what it does (a warning), and the word PULIHKAN typed
 * by hand (the server checks the same word). Afterwards every session has ended: the user goes to the sign-in page.
 */
export function RestoreDialog({ open, backup, maxBytes, onClose }: RestoreDialogProps) {
  const store = useStore();
  const navigate = useNavigate();
  const formId = `restore-${useId().replace(/:/g, '')}`;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [word, setWord] = useState('');
  const [wordError, setWordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileField = useField({
    id: `${formId}-file`,
    hint: m.fileHint(maxBytes),
    error: fileError,
    required: true,
  });
  const typed = word.trim() === RESTORE_WORD;

  const close = () => {
    if (busy) return;
    setFile(null);
    setFileError(undefined);
    setWord('');
    setWordError(undefined);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    setFailure(null);
    if (!backup && !file) return setFileError(t('backup.chooseFile'));
    if (file && file.size > maxBytes) return setFileError(m.fileTooLarge(maxBytes));
    if (!typed) return setWordError(t('backup.confirmMismatch', { word: RESTORE_WORD }));
    setBusy(true);
    try {
      await backupApi.restore(backup ? { name: backup.name } : { file: file! }, word.trim());
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error));
      return;
    }
    // Every session ended with the old data: this one too.
    clearSession(store);
    notify(store, { status: 'success', title: t('backup.restored'), text: t('backup.signInAgain') });
    navigate('/login', { replace: true });
  };

  if (!open) return null;
  return (
    <Dialog
      open
      onOpenChange={({ open: next }) => !next && close()}
      size="md"
      data-testid="backup-restore-dialog"
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>{t('backup.restoreTitle')}</Dialog.Header>
      <Dialog.Body>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormLayout orientation="vertical">
            <Alert tone="warning">{t('backup.restoreWarning')}</Alert>
            {backup ? (
              <p>
                {t('backup.restoreFrom', {
                  name: backup.name,
                  when: formatDateTime(backup.createdAt, { month: 'short' }),
                })}
              </p>
            ) : (
              <Field field={fileField} label={t('backup.file')} hint={m.fileHint(maxBytes)} error={fileError}>
                <R.FileInput
                  {...fileField.controlProps}
                  type="file"
                  name="file"
                  accept=".tar.gz,.tgz,application/gzip"
                  disabled={busy}
                  data-testid="backup-restore-file"
                  onChange={(event) => {
                    setFile(event.currentTarget.files?.[0] ?? null);
                    setFileError(undefined);
                  }}
                />
              </Field>
            )}
            <TextField
              id={`${formId}-word`}
              name="confirmation"
              label={t('backup.confirm', { word: RESTORE_WORD })}
              hint={t('backup.confirmHint')}
              error={wordError}
              required
              autoComplete="off"
              spellCheck={false}
              value={word}
              disabled={busy}
              data-testid="backup-restore-word"
              onChange={(event) => {
                setWord(event.currentTarget.value);
                setWordError(undefined);
              }}
            />
            {busy ? <Alert tone="info">{t('backup.restoring')}</Alert> : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
          </FormLayout>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={close} disabled={busy}>
          {tCommon('common.cancel')}
        </Button>
        <Button
          variant="danger"
          type="submit"
          form={formId}
          icon="bx-reset"
          loading={busy}
          aria-disabled={typed ? undefined : 'true'}
          data-testid="backup-restore-submit"
        >
          {t('backup.restoreSubmit')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
