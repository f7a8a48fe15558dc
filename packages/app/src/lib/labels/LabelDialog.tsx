import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, QuantityField, Select, Skeleton } from '@pawon/ui';
import { errorMessage } from '../errors';
import { saveFile } from '../files';
import { useClient } from '../query/queryClient';
import {
  fetchLabels,
  LABEL_SHEETS,
  LABEL_SIZES,
  labelPrinterAtom,
  MAX_COPIES,
  type LabelSheet,
  type LabelSize,
  type LabelTarget,
} from './labels';
import { t } from './messages';
import * as S from './labels.styles';

/** A blob's object URL while it is shown, revoked after. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** Prints a PDF through a hidden frame (the browser's own PDF print, at the page's size: nothing is scaled). */
function printPdf(frame: HTMLIFrameElement | null, blob: Blob): void {
  if (!frame) return;
  const url = URL.createObjectURL(blob);
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // The print dialog has the document by now; the URL is freed when the dialog closes or the next print starts.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  frame.src = url;
}

export interface LabelDialogProps {
  /** What to label; null: closed. */
  target: LabelTarget | null;
  onClose: () => void;
}

/**
 * "Cetak label": the printer profile (size and paper, remembered in this browser), how many labels, a preview of one
 * label as the server draws it (the PDF itself, at its real size), and print or download (decision 054).
 */
export function LabelDialog({ target, onClose }: LabelDialogProps) {
  const [printer, setPrinter] = useAtom(labelPrinterAtom);
  const [copies, setCopies] = useState<number | null>(1);
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const preview = useQuery(
    {
      queryKey: ['labels', 'preview', target, printer],
      queryFn: () => fetchLabels(target!, printer, 1),
      enabled: target !== null,
      staleTime: 60_000,
      gcTime: 0,
    },
    useClient(),
  );
  const url = useObjectUrl(preview.data?.blob);
  const copiesValid = copies !== null && Number.isInteger(copies) && copies >= 1 && copies <= MAX_COPIES;

  async function run(action: 'print' | 'download') {
    if (!target || !copiesValid) return;
    setBusy(action);
    setFailure(null);
    try {
      const file = await fetchLabels(target, printer, copies);
      if (action === 'download') saveFile(file);
      else printPdf(frame.current, file.blob);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open={target !== null} onOpenChange={({ open }) => !open && onClose()} size="lg">
      <Dialog.Header description={t('labels.description')} closeLabel={t('labels.close')}>
        {target ? t('labels.title', { name: target.title }) : ''}
      </Dialog.Header>
      <Dialog.Body>
        <S.Options>
          <Select
            id="label-size"
            name="size"
            label={t('labels.size')}
            options={LABEL_SIZES.map((size) => ({ value: size, label: t(`labels.sizes.${size}`) }))}
            value={printer.size}
            onValueChange={({ value }) => setPrinter({ ...printer, size: value as LabelSize })}
          />
          <Select
            id="label-sheet"
            name="sheet"
            label={t('labels.sheet')}
            options={LABEL_SHEETS.map((sheet) => ({ value: sheet, label: t(`labels.sheets.${sheet}`) }))}
            value={printer.sheet}
            onValueChange={({ value }) => setPrinter({ ...printer, sheet: value as LabelSheet })}
          />
          <QuantityField
            id="label-copies"
            name="copies"
            label={t('labels.copies')}
            hint={t('labels.copiesHint', { max: MAX_COPIES })}
            error={copiesValid ? undefined : t('labels.copiesInvalid', { max: MAX_COPIES })}
            maximumFractionDigits={0}
            max={MAX_COPIES}
            value={copies}
            onValueChange={({ value }) => setCopies(value)}
          />
        </S.Options>
        <S.Preview aria-busy={preview.isFetching}>
          {preview.isError ? (
            <Alert tone="error">{errorMessage(preview.error)}</Alert>
          ) : url ? (
            // The PDF in the label's proportions (an A4 sheet at the dialog's width).
            <S.PreviewFrame
              title={t('labels.preview')}
              src={`${url}#toolbar=0&view=Fit`}
              data-size={printer.size}
              data-sheet={printer.sheet}
            />
          ) : (
            <Skeleton variant="rect" aria-label={t('labels.previewLoading')} />
          )}
        </S.Preview>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <S.PrintFrame ref={frame} title={t('labels.print')} aria-hidden tabIndex={-1} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('labels.close')}
        </Button>
        <Button
          variant="secondary"
          icon="bx-download"
          disabled={!copiesValid || busy !== null}
          onClick={() => void run('download')}
        >
          {t('labels.download')}
        </Button>
        <Button icon="bx-printer" disabled={!copiesValid || busy !== null} onClick={() => void run('print')}>
          {t('labels.print')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
