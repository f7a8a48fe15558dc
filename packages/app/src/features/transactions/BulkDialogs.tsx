import { Alert, Button, Dialog, Skeleton, StatusBadge } from '@pawon/ui';
import { codedText } from '../../lib/errors';
import type { BulkAnswer, BulkResult, BulkTarget } from './bulk';
import { bulkMessages as b, t } from './bulkMessages';
import * as S from './bulk.styles';

const TONE = { moved: 'success', skipped: 'neutral', refused: 'warning' } as const;

/** Order number, outcome and why, one row per order. */
export function ResultsTable({
  results,
  caption,
  target,
}: {
  results: readonly BulkResult[];
  caption: string;
  target: BulkTarget;
}) {
  return (
    <S.ResultsScroll>
      <S.Results aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">{t('transactionsBulk.columns.number')}</th>
            <th scope="col">{t('transactionsBulk.columns.outcome')}</th>
            <th scope="col">{t('transactionsBulk.columns.message')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.id} data-outcome={r.outcome}>
              <td>{r.number ?? t('transactionsBulk.unknownOrder', { id: r.id })}</td>
              <td>
                <StatusBadge tone={TONE[r.outcome]}>{t(`transactionsBulk.outcome.${r.outcome}`)}</StatusBadge>
              </td>
              <td>
                {r.outcome === 'refused'
                  ? codedText(r.code, r.params ?? {}, r.message)
                  : b.row(target, r.outcome)}
              </td>
            </tr>
          ))}
        </tbody>
      </S.Results>
    </S.ResultsScroll>
  );
}

export interface PreviewDialogProps {
  target: BulkTarget;
  /** The dry run's answer; undefined while it runs. */
  preview?: BulkAnswer | undefined;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** The count preview ("12 pesanan akan ditandai dikemas; 3 sudah dikemas dilewati") and one confirmation. */
export function PreviewDialog({ target, preview, error, onConfirm, onClose }: PreviewDialogProps) {
  const refused = preview?.results.filter((r) => r.outcome === 'refused') ?? [];
  return (
    <Dialog open onOpenChange={({ open }) => (open ? undefined : onClose())} size="md">
      <Dialog.Header>{b.previewTitle(target)}</Dialog.Header>
      <Dialog.Body>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {!preview && !error ? (
          <>
            <S.Summary role="status">{t('transactionsBulk.previewLoading')}</S.Summary>
            <Skeleton variant="text" lines={2} />
          </>
        ) : null}
        {preview ? (
          <>
            <S.Summary role="status" data-testid="bulk-preview">
              {preview.moved || preview.skipped || preview.refused
                ? b.preview(target, preview.moved, preview.skipped, preview.refused)
                : b.nothingToMove(target)}
            </S.Summary>
            {target === 'packed' && preview.moved ? (
              <S.Note>{t('transactionsBulk.packingTakesStock')}</S.Note>
            ) : null}
            {refused.length ? (
              <>
                <S.Summary>{t('transactionsBulk.refusedTitle')}</S.Summary>
                <ResultsTable
                  results={refused}
                  caption={t('transactionsBulk.refusedTitle')}
                  target={target}
                />
              </>
            ) : null}
          </>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('transactionsBulk.cancel')}
        </Button>
        <Button icon="bx-check" disabled={!preview?.moved} onClick={onConfirm}>
          {b.confirm(target, preview?.moved ?? 0)}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

/** What the server did with each order: moved, skipped (already there) or refused and why. */
export function ResultsDialog({
  target,
  answer,
  onClose,
}: {
  target: BulkTarget;
  answer: BulkAnswer;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={({ open }) => (open ? undefined : onClose())} size="md">
      <Dialog.Header>{b.resultsTitle(target)}</Dialog.Header>
      <Dialog.Body>
        <S.Summary role="status" data-testid="bulk-results">
          {b.resultsSummary(target, answer.moved, answer.skipped, answer.refused)}
        </S.Summary>
        <ResultsTable results={answer.results} caption={t('transactionsBulk.resultsTable')} target={target} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('transactionsBulk.close')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
