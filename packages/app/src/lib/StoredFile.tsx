import type { OperationId } from '@pawon/api-client';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from '@pawon/ui';
import { errorMessage } from './errors';
import { notifyAtom } from './feedback';
import { fetchStoredFile, openFile } from './files';
import { t } from './messages';

/**
 * Opens files the API keeps with records (a halal certificate) with the session: read through the client, shown in
 * a new tab. A failure (no right, gone meanwhile) is a toast. `opening`: the URL being read.
 */
export function useStoredFile(): {
  open: (operation: OperationId, url: string) => Promise<void>;
  opening: string | null;
} {
  const [opening, setOpening] = useState<string | null>(null);
  const notify = useSetAtom(notifyAtom);
  const open = async (operation: OperationId, url: string) => {
    setOpening(url);
    try {
      openFile(await fetchStoredFile(operation, url));
    } catch (error) {
      notify({ status: 'error', title: t('common.fileFailed'), text: errorMessage(error) });
    } finally {
      setOpening(null);
    }
  };
  return { open, opening };
}

export interface StoredFileButtonProps {
  /** The operation serving the file by name (`bahanBakuHalalFile`). */
  operation: OperationId;
  /** The file's URL as the API answered it. */
  url: string;
  /** What the file is, for its accessible name: "Lihat file sertifikat Tepung Tapioka". */
  of: string;
}

/** A small "Lihat" action in a table row: opens a stored file with the session. */
export function StoredFileButton({ operation, url, of }: StoredFileButtonProps) {
  const { open, opening } = useStoredFile();
  return (
    <Button
      type="button"
      variant="text"
      size="sm"
      icon="bx-file"
      aria-label={t('common.viewFileOf', { name: of })}
      loading={opening === url}
      onClick={() => void open(operation, url)}
    >
      {t('common.viewFile')}
    </Button>
  );
}
