import { callOperation } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { useId, useState } from 'react';
import { Alert, Button, DateField, Dialog, QuantityField } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { notifyAtom } from '../../lib/feedback';
import { formatDate, formatQuantity, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { written, type ListSource } from '../../lib/query/lists';
import type { ProductionRun } from './form';
import { isHalalRefusal } from './halal';
import { HalalRefusal } from './HalalRefusal';
import { t } from './messages';
import * as S from './produksi.styles';

/**
 * "Mulai": a planned run is made now (decision 053). Its date (today unless an earlier day is chosen), qty (the
 * planned one) and expiry are asked; the inputs are the product's recipe for that qty, taken from the lots
 * first-expiring first. A material short says so (the server's 409) and the run stays planned; so does a raw
 * material without a valid halal certificate, which a holder of "Override Halal" may start anyway with a reason.
 */
export function StartRunDialog({
  run,
  list,
  onClose,
}: {
  run: ProductionRun;
  list: ListSource<ProductionRun>;
  onClose: () => void;
}) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const formId = useId();
  const today = todayIn();
  const [date, setDate] = useState<string | null>(run.date <= today ? run.date : today);
  const [qty, setQty] = useState<number | null>(run.qty);
  const [expiryDate, setExpiryDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const fieldError = (field: string) => fieldErrorText(failure, field);
  const onAField = ['date', 'qty', 'expiryDate'].some((f) => fieldError(f) !== undefined);

  const refusal = isHalalRefusal(failure) ? failure : null;

  /** Starts the run; `halalOverride` (decision 057) only from the refusal's "Tetap produksi". */
  const start = async (halalOverride?: { reason: string }) => {
    if (busy || !date || !qty) return;
    setBusy(true);
    setFailure(null);
    try {
      const { datas } = await callOperation(api, 'produksiStart', {
        body: {
          id: run.id,
          version: run.version,
          date,
          qty,
          ...(expiryDate ? { expiryDate } : {}),
          ...(halalOverride ? { halalOverride } : {}),
        },
      });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('produksi.started', {
          name: datas.product.name,
          qty: formatQuantity(datas.qty, datas.unit),
          date: formatDate(datas.date),
        }),
      });
      // The run leaves the planned list and joins the recorded one, with the totals of both: ask again.
      void written(store, list, null, { reload: true });
      onClose();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={({ open }) => !open && !busy && onClose()} size="sm">
      <Dialog.Header description={t('produksi.startText')} closeLabel={tCommon('common.close')}>
        {t('produksi.startTitle', { name: run.product.name })}
      </Dialog.Header>
      <Dialog.Body>
        <S.Form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          {refusal ? (
            <HalalRefusal
              refusal={refusal}
              idPrefix={formId}
              busy={busy}
              onOverride={(override) => void start(override)}
            />
          ) : failure && !onAField ? (
            <Alert tone="error">
              <strong>{t('produksi.startFailed')}</strong> {errorMessage(failure)}
            </Alert>
          ) : null}
          <DateField
            id={`${formId}-date`}
            name="date"
            label={t('produksi.labels.date')}
            hint={t('produksi.dateHint')}
            required
            value={date}
            maxDate={today}
            error={fieldError('date')}
            onValueChange={({ value }) => setDate(value)}
          />
          <QuantityField
            id={`${formId}-qty`}
            name="qty"
            label={t('produksi.labels.qty')}
            hint={t('produksi.startQtyHint', { qty: formatQuantity(run.qty, run.unit) })}
            required
            unit={run.unit}
            value={qty}
            error={fieldError('qty')}
            onValueChange={({ value }) => setQty(value)}
          />
          <DateField
            id={`${formId}-expiry`}
            name="expiryDate"
            label={t('produksi.labels.expiryDate')}
            hint={t('produksi.expiryHint')}
            value={expiryDate}
            error={fieldError('expiryDate')}
            onValueChange={({ value }) => setExpiryDate(value)}
          />
        </S.Form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose} disabled={busy}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} icon="bx-play" loading={busy} disabled={!date || !qty}>
          {t('produksi.start')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
