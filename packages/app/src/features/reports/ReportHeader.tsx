import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button, PageHeader } from '@pawon/ui';
import type { OperationId } from '@pawon/api-client';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { fetchFile, saveFile } from '../../lib/files';
import { CsvSeparatorMenu, useCsvSeparator } from '../../lib/FileExportMenu';
import { t } from './messages';
import * as S from './reports.styles';

/** A report's heading with its export (XLSX, CSV: the report's filters as the body) and print buttons. */
export function ReportHeader({
  title,
  text,
  exportOperation,
  body,
  fileName,
  disabled = false,
}: {
  title: string;
  text: string;
  exportOperation: Extract<
    OperationId,
    | 'reportExport'
    | 'reportExpensesExport'
    | 'reportMarginExport'
    | 'reportTraceExport'
    | 'reportValuationExport'
    | 'reportAgingExport'
  >;
  /** The report's request, sent with the chosen format. */
  body: object;
  /** The file's name without its extension, when the server gives none. */
  fileName: string;
  /** Nothing to export or print yet (no report chosen). @default false */
  disabled?: boolean;
}) {
  const notify = useSetAtom(notifyAtom);
  const [exporting, setExporting] = useState(false);
  const [separator] = useCsvSeparator();
  const exportAs = async (format: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      const file = { format, ...(format === 'csv' ? { separator } : {}) };
      saveFile(await fetchFile(exportOperation, { body: { ...body, ...file } }, `${fileName}.${format}`));
    } catch (error) {
      notify({ status: 'error', title: t('reports.failed'), text: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <PageHeader
      title={title}
      subtitle={text}
      actions={
        <S.Actions data-print="hide">
          <Button
            variant="secondary"
            icon="bx-spreadsheet"
            loading={exporting}
            disabled={disabled}
            onClick={() => void exportAs('xlsx')}
          >
            {t('reports.exportXlsx')}
          </Button>
          <Button
            variant="secondary"
            icon="bx-file"
            disabled={disabled || exporting}
            onClick={() => void exportAs('csv')}
          >
            {t('reports.exportCsv')}
          </Button>
          <CsvSeparatorMenu disabled={disabled} />
          <Button variant="outline" icon="bx-printer" disabled={disabled} onClick={() => window.print()}>
            {t('reports.print')}
          </Button>
        </S.Actions>
      }
    />
  );
}
