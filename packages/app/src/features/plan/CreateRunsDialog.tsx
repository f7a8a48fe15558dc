import { useSetAtom, useStore } from 'jotai';
import { useId, useState } from 'react';
import { Alert, Button, DateField, Dialog } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { notifyAtom } from '../../lib/feedback';
import { formatDate, formatQuantity, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { createPlannedRuns, type ProductionPlan } from './data';
import { t } from './messages';
import * as S from './plan.styles';

/** The lines that become planned runs (something to make, an active product), and the inactive ones left out. */
export function runsToCreate(plan: ProductionPlan) {
  const making = plan.lines.filter((l) => l.toMake.total > 0);
  return { lines: making.filter((l) => l.active), inactive: making.filter((l) => !l.active) };
}

/**
 * "Buat rencana produksi": says what will be planned (each product and its qty) and on which day (the plan's first
 * day unless it has passed; today or later), then makes the runs in one call. The plan refreshes: planned grows and
 * what to make shrinks.
 */
export function CreateRunsDialog({ plan, onClose }: { plan: ProductionPlan; onClose: () => void }) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const formId = useId();
  const today = todayIn();
  const [date, setDate] = useState<string | null>(plan.date < today ? today : plan.date);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { lines, inactive } = runsToCreate(plan);
  const dateError = fieldErrorText(failure, 'date');

  const create = async () => {
    if (!date || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const runs = await createPlannedRuns(store, {
        date,
        lines: lines.map((l) => ({ productId: l.productId, qty: l.toMake.total })),
      });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('plan.createRunsDone', { n: runs.length, date: formatDate(date) }),
      });
      onClose();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={({ open }) => !open && !busy && onClose()} size="md">
      <Dialog.Header description={t('plan.createRunsText')} closeLabel={tCommon('common.close')}>
        {t('plan.createRunsTitle')}
      </Dialog.Header>
      <Dialog.Body>
        <S.DialogStack
          as="form"
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          {failure && !dateError ? <Alert tone="error">{errorMessage(failure)}</Alert> : null}
          <DateField
            id={`${formId}-date`}
            name="date"
            label={t('plan.createRunsDay')}
            hint={t('plan.createRunsDayHint')}
            required
            value={date}
            minDate={today}
            error={dateError}
            onValueChange={({ value }) => setDate(value)}
          />
          <S.Heading>{t('plan.createRunsCaption')}</S.Heading>
          <S.List aria-label={t('plan.createRunsCaption')}>
            {lines.map((l) => (
              <li key={l.productId}>
                <S.Strong>{formatQuantity(l.toMake.total, l.product.unit)}</S.Strong> {l.product.name}
              </li>
            ))}
          </S.List>
          {inactive.length > 0 ? (
            <S.Note>
              {t('plan.createRunsSkipped', { names: inactive.map((l) => l.product.name).join(', ') })}
            </S.Note>
          ) : null}
        </S.DialogStack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose} disabled={busy}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} icon="bx-calendar-check" loading={busy} disabled={!date}>
          {t('plan.createRunsConfirm', { n: lines.length })}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
