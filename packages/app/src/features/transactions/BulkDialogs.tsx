import { useId } from 'react';
import { Alert, Button, Dialog, Skeleton } from '@pawon/ui';
import { codedText } from '../../lib/errors';
import { formatRupiah } from '../../lib/format';
import { packedOnDelivery, rowsOf, type BulkAnswer, type BulkResult, type BulkTarget } from './bulk';
import { bulkMessages as b, t } from './bulkMessages';
import * as S from './bulk.styles';

/** The groups in the order of the summary sentence: what moves, what is skipped, what is refused. */
const OUTCOMES = ['moved', 'skipped', 'refused'] as const;

/** One order: number, customer, total; why it is refused, or that a delivery packs it first. */
function OrderRow({ result: r }: { result: BulkResult }) {
  const why =
    r.outcome === 'refused'
      ? codedText(r.code, r.params ?? {}, r.message)
      : r.packsToo
        ? t('transactionsBulk.packsToo')
        : null;
  return (
    <S.Order data-outcome={r.outcome}>
      <S.OrderNumber>{r.number ?? t('transactionsBulk.unknownOrder', { id: r.id })}</S.OrderNumber>
      <S.Customer title={r.customer ?? undefined}>{r.customer}</S.Customer>
      <S.Total>{formatRupiah(r.total)}</S.Total>
      {why ? <S.Why data-kind={r.outcome === 'refused' ? 'refusal' : 'packs'}>{why}</S.Why> : null}
    </S.Order>
  );
}

/** The orders of one outcome under their title, in a list that scrolls on its own past a dozen rows. */
function OrderGroup({
  target,
  outcome,
  results,
  dryRun,
}: {
  target: BulkTarget;
  outcome: BulkResult['outcome'];
  results: readonly BulkResult[];
  dryRun: boolean;
}) {
  const id = useId();
  return (
    <S.Group data-testid={`bulk-group-${outcome}`} data-outcome={outcome}>
      <S.GroupTitle id={id}>{b.group(target, outcome, results.length, dryRun)}</S.GroupTitle>
      {/* Focusable so that a keyboard scrolls a long list. */}
      <S.Orders aria-labelledby={id} tabIndex={0}>
        {results.map((r) => (
          <OrderRow key={r.id} result={r} />
        ))}
      </S.Orders>
    </S.Group>
  );
}

/** Every order of a preview or a result by outcome: which change, which are skipped, which are refused and why. */
export function OrderGroups({ target, answer }: { target: BulkTarget; answer: BulkAnswer }) {
  return (
    <>
      {OUTCOMES.map((outcome) => {
        const results = rowsOf(answer, outcome);
        return results.length ? (
          <OrderGroup
            key={outcome}
            target={target}
            outcome={outcome}
            results={results}
            dryRun={answer.dryRun}
          />
        ) : null;
      })}
    </>
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

/**
 * The preview ("12 pesanan akan ditandai dikemas; 3 sudah dikemas dilewati"), every order listed by outcome, what
 * the move takes from stock, and one confirmation.
 */
export function PreviewDialog({ target, preview, error, onConfirm, onClose }: PreviewDialogProps) {
  const packsToo = preview ? packedOnDelivery(preview) : 0;
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
            {target === 'delivered' && packsToo ? (
              <S.Note data-testid="bulk-packs-too">
                {t('transactionsBulk.packedOnDelivery', { n: packsToo })}
              </S.Note>
            ) : null}
            <OrderGroups target={target} answer={preview} />
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

/**
 * What happened to each order: moved, skipped (already there: the preview's, not sent) or refused and why. `answer`
 * is the run's answer joined with the preview's skipped orders (`outcomeOfAll`).
 */
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
        <OrderGroups target={target} answer={answer} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>{t('transactionsBulk.close')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
