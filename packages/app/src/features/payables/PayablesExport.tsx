import type { BodyOf } from '@pawon/api-client';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { fetchFile, saveFile } from '../../lib/files';
import { FileExportMenu, type ExportChoice } from '../../lib/FileExportMenu';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';

/** The aging as on screen, without its page: the file holds every matching vendor. */
export type PayablesQuery = Omit<NonNullable<BodyOf<'reportPayables'>>, 'page' | 'perPage'>;

/**
 * The payables aging as a file (Excel or CSV with the remembered separator): the screen's date, search and sort, one
 * row per vendor and the TOTAL row.
 */
export function PayablesExport({ query }: { query: PayablesQuery }) {
  const notify = useSetAtom(notifyAtom);
  const [exporting, setExporting] = useState(false);
  const exportAs = async ({ format, separator }: ExportChoice) => {
    setExporting(true);
    try {
      const body = { ...query, format, ...(format === 'csv' ? { separator } : {}) };
      const file = await fetchFile(
        'reportPayablesExport',
        { body },
        `umur-hutang-${query.date ?? ''}.${format}`,
      );
      saveFile(file);
      notify({
        status: 'success',
        title: t('payables.aging.export'),
        text: t('payables.aging.exported', { name: file.name }),
      });
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <FileExportMenu
      trigger={
        <Button variant="outline" icon="bx-export" loading={exporting}>
          {t('payables.aging.export')}
        </Button>
      }
      onExport={(choice) => void exportAs(choice)}
    />
  );
}
