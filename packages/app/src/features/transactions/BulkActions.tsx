import { useSetAtom, useStore } from 'jotai';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button, useLiftToasts } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { FileExportMenu, type ExportChoice } from '../../lib/FileExportMenu';
import { saveFile } from '../../lib/files';
import { formatNumber } from '../../lib/format';
import { written, type ListSource } from '../../lib/query/lists';
import { t as tCommon } from '../../lib/messages';
import type { ListSelection } from '../../lib/resource/useListSelection';
import { useRights } from '../../lib/rights';
import {
  applyBulk,
  BULK_CAP,
  exportChosen,
  HOLD_SECONDS,
  outcomeOfAll,
  previewBulk,
  type BulkAnswer,
  type BulkChoice,
  type BulkTarget,
} from './bulk';
import { PreviewDialog, ResultsDialog } from './BulkDialogs';
import { orderExportRows } from './exportMessages';
import { bulkMessages as b, t as tTransactionsBulk } from './bulkMessages';
import { t } from './messages';
import type { OrderRecord } from './order';
import { PrintOrder } from './dialogs';
import { STATUS_RIGHT } from './rights';
import * as S from './bulk.styles';

type Step =
  | { kind: 'idle' }
  | { kind: 'preview'; target: BulkTarget; preview?: BulkAnswer; error?: string }
  | { kind: 'holding'; target: BulkTarget; preview: BulkAnswer; left: number }
  | { kind: 'sending'; target: BulkTarget; count: number }
  | { kind: 'results'; target: BulkTarget; answer: BulkAnswer }
  | { kind: 'print' };

const TARGETS: BulkTarget[] = ['paid', 'packed', 'delivered'];

/** A bar button that, when `reason` is set, stays in view and focusable but does nothing and says why. */
function BarButton({
  reason,
  onClick,
  children,
  ...rest
}: { reason?: string | undefined; onClick?: () => void; children: ReactNode } & Omit<
  ComponentProps<typeof Button>,
  'onClick' | 'children'
>) {
  const id = useId();
  if (!reason)
    return (
      <Button size="sm" variant="outline" onClick={onClick} {...rest}>
        {children}
      </Button>
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-disabled="true"
        aria-describedby={id}
        title={reason}
        data-unavailable="true"
        {...rest}
      >
        {children}
      </Button>
      <S.HiddenReason id={id}>{reason}</S.HiddenReason>
    </>
  );
}

/** The bar at the bottom of the list, with the toasts kept above it while it is shown (they sit at the bottom too). */
function Bar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useLiftToasts(ref);
  return (
    <S.Bar ref={ref} aria-label={tTransactionsBulk('transactionsBulk.bar')} data-testid="bulk-bar">
      {children}
    </S.Bar>
  );
}

/**
 * The order list's bulk bar: how many orders are chosen (or all matching the filter), mark them paid, packed or
 * delivered (a preview, one confirmation, a few seconds to undo before anything is sent, then a result per order),
 * print them all and export them. Drawn under the table while some orders are chosen or a move is on its way.
 */
export function OrderBulkBar({
  selection,
  list,
}: {
  selection: ListSelection<OrderRecord>;
  /** The order list: reloaded after a move. */
  list: ListSource<OrderRecord>;
}) {
  const mayMark = useRights(STATUS_RIGHT).view;
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { records, allMatching, total } = selection;
  const count = allMatching ? total : records.length;
  const choice: BulkChoice = allMatching ? { query: selection.query } : { orders: records };

  const start = (target: BulkTarget) => {
    setStep({ kind: 'preview', target });
    previewBulk(choice, target).then(
      (preview) => setStep((s) => (s.kind === 'preview' && s.target === target ? { ...s, preview } : s)),
      (error: unknown) =>
        setStep((s) =>
          s.kind === 'preview' && s.target === target ? { ...s, error: errorMessage(error) } : s,
        ),
    );
  };

  const send = async (target: BulkTarget, preview: BulkAnswer, quiet = false) => {
    if (!quiet) setStep({ kind: 'sending', target, count: preview.moved });
    try {
      // The preview's skipped orders were not sent: the result names them too.
      const answer = outcomeOfAll(preview, await applyBulk(preview, target));
      void written(store, list, null, { reload: true });
      if (quiet)
        notify({
          status: answer.refused ? 'warning' : 'success',
          title: tCommon('common.saved'),
          text: b.resultsSummary(target, answer.moved, answer.skipped, answer.refused),
        });
      else {
        selection.clear();
        setStep({ kind: 'results', target, answer });
      }
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
      if (!quiet) setStep({ kind: 'idle' });
    }
  };

  // The hold: a second at a time; at zero the move is sent. Leaving the screen meanwhile sends it at once (the
  // user confirmed it and did not undo), its outcome in a toast.
  const latest = useRef(step);
  latest.current = step;
  const sendRef = useRef(send);
  sendRef.current = send;
  const holding = step.kind === 'holding' ? step : null;
  useEffect(() => {
    if (!holding) return undefined;
    const timer = setTimeout(() => {
      if (holding.left <= 1) void sendRef.current(holding.target, holding.preview);
      else setStep({ ...holding, left: holding.left - 1 });
    }, 1000);
    return () => clearTimeout(timer);
  }, [holding]);
  useEffect(
    () => () => {
      const s = latest.current;
      if (s.kind === 'holding') void sendRef.current(s.target, s.preview, true);
    },
    [],
  );

  const undo = (target: BulkTarget, n: number) => {
    setStep({ kind: 'idle' });
    notify({
      status: 'info',
      title: tTransactionsBulk('transactionsBulk.undone'),
      text: b.undone(target, n),
    });
  };

  const exportAs = async ({ format, separator, variant }: ExportChoice) => {
    try {
      const file = await exportChosen(records, format, variant === 'line' ? 'line' : 'order', separator);
      saveFile(file);
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: tTransactionsBulk('transactionsBulk.exported', { name: file.name }),
      });
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    }
  };

  const dialogs = (
    <>
      {step.kind === 'preview' ? (
        <PreviewDialog
          target={step.target}
          preview={step.preview}
          error={step.error}
          onClose={() => setStep({ kind: 'idle' })}
          onConfirm={() =>
            step.preview &&
            setStep({ kind: 'holding', target: step.target, preview: step.preview, left: HOLD_SECONDS })
          }
        />
      ) : null}
      {step.kind === 'results' ? (
        <ResultsDialog target={step.target} answer={step.answer} onClose={() => setStep({ kind: 'idle' })} />
      ) : null}
      {step.kind === 'print' ? (
        <PrintOrder order={records[0]!} orders={records} onClose={() => setStep({ kind: 'idle' })} />
      ) : null}
    </>
  );

  if (step.kind === 'holding' || step.kind === 'sending')
    return (
      <Bar>
        <S.Count role="status" data-testid="bulk-count">
          {step.kind === 'holding'
            ? b.holding(step.target, step.preview.moved, step.left)
            : b.sending(step.target, step.count)}
        </S.Count>
        <S.Actions>
          {step.kind === 'holding' ? (
            <Button size="sm" icon="bx-undo" onClick={() => undo(step.target, step.preview.moved)}>
              {tTransactionsBulk('transactionsBulk.undo')}
            </Button>
          ) : null}
        </S.Actions>
      </Bar>
    );
  if (count === 0) return dialogs;

  const pageAll = !allMatching && records.length > 0 && total > records.length;
  const markReason = !mayMark
    ? t('transactions.needsStatusRight')
    : allMatching && total > BULK_CAP
      ? tTransactionsBulk('transactionsBulk.overCap', { cap: formatNumber(BULK_CAP) })
      : undefined;
  const chosenOnly = allMatching ? tTransactionsBulk('transactionsBulk.printOnlyChosen') : undefined;
  return (
    <Bar>
      <S.Count role="status" data-testid="bulk-count">
        {allMatching
          ? tTransactionsBulk('transactionsBulk.allChosen', { n: formatNumber(total) })
          : tTransactionsBulk('transactionsBulk.chosen', { n: formatNumber(records.length) })}
      </S.Count>
      <Button size="sm" variant="text" icon="bx-x" onClick={selection.clear}>
        {tTransactionsBulk('transactionsBulk.clear')}
      </Button>
      {pageAll ? (
        <Button size="sm" variant="text" onClick={selection.selectAllMatching}>
          {tTransactionsBulk('transactionsBulk.selectAll', { n: formatNumber(total) })}
        </Button>
      ) : null}
      <S.Actions>
        {TARGETS.map((target) => (
          <BarButton
            key={target}
            icon={target === 'paid' ? 'bx-wallet' : target === 'packed' ? 'bx-package' : 'bx-car'}
            reason={markReason}
            onClick={() => start(target)}
          >
            {tTransactionsBulk(`transactionsBulk.mark.${target}`)}
          </BarButton>
        ))}
        <BarButton icon="bx-printer" reason={chosenOnly} onClick={() => setStep({ kind: 'print' })}>
          {tTransactionsBulk('transactionsBulk.print')}
        </BarButton>
        {chosenOnly ? (
          <BarButton icon="bx-export" reason={chosenOnly}>
            {tTransactionsBulk('transactionsBulk.export')}
          </BarButton>
        ) : (
          <FileExportMenu
            trigger={
              <Button size="sm" variant="outline" icon="bx-export">
                {tTransactionsBulk('transactionsBulk.export')}
              </Button>
            }
            variants={orderExportRows()}
            onExport={(choice) => void exportAs(choice)}
          />
        )}
      </S.Actions>
      {dialogs}
    </Bar>
  );
}
