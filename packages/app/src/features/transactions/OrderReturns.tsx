import { callOperation } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { Button, ConfirmDialog, FormLayout, IconButton, Textarea } from '@pawon/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/client';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { DateFormField, QuantityFormField, SelectField } from '../../lib/formFields';
import { formatDateShort, formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { useRights } from '../../lib/rights';
import { choices, t } from './messages';
import type { OrderRecord } from './order';
import { useUndeliverBlocked } from './rights';
import * as S from './transactions.styles';

type Destination = 'fresh' | 'frozen' | 'waste';

interface ReturnValues {
  date: string | null;
  reason: string;
  lines: Array<{ qty: number | null; destination: Destination }>;
}

/** Per order line: what was delivered and what has come back already. */
function lineBalances(order: OrderRecord) {
  const back = new Map<number, number>();
  for (const r of order.returns ?? [])
    for (const l of r.lines) back.set(l.lineId, (back.get(l.lineId) ?? 0) + l.qty);
  return order.packs.flatMap((pack) =>
    pack.lines.map((line) => {
      const returned = back.get(line.id) ?? 0;
      return { line, returned, left: Math.round((line.qty - returned) * 1000) / 1000 };
    }),
  );
}

/** Where returned packs go, in the current language. */
const destinationOptions = () =>
  choices('transactions.returnDestinations') as Array<{
    value: Destination;
    label: string;
  }>;

/**
 * The form of a new return: one row per line of the order (what can still come back, how much did, where it goes),
 * the date and the reason. Only lines with a quantity are sent; the server's errors land on the row they name.
 */
function ReturnForm({
  order,
  onSaved,
  onCancel,
  onTyping,
}: {
  order: OrderRecord;
  onSaved: (order: OrderRecord) => void;
  onCancel: () => void;
  onTyping?: ((typed: boolean) => void) | undefined;
}) {
  const notify = useSetAtom(notifyAtom);
  const balances = lineBalances(order);
  const form = useForm<ReturnValues>({
    mode: 'onTouched',
    defaultValues: {
      date: todayIn(),
      reason: '',
      lines: balances.map(({ line }) => ({ qty: null, destination: line.bucket })),
    },
  });
  const [saving, setSaving] = useState(false);
  const formId = `return-form-${order.id}`;
  const typed = form.formState.isDirty;
  // The detail dialog around this form asks before closing while something is typed here; so does "Batal".
  useEffect(() => onTyping?.(typed), [typed, onTyping]);
  useEffect(() => () => onTyping?.(false), [onTyping]);
  const guard = useDiscardGuard({ dirty: typed, busy: saving, onClose: onCancel });
  // "Nothing to return" is said on the first line that can still come back.
  const firstOpen = balances.findIndex((b) => b.left > 0);

  const submit = form.handleSubmit(async (values) => {
    const picked = values.lines
      .map((l, index) => ({ ...l, index }))
      .filter((l) => typeof l.qty === 'number' && l.qty > 0);
    if (!picked.length) return;
    // The server names the lines it sent back by their place in the request: map them to the form's rows.
    const rename = Object.fromEntries(
      picked.flatMap((l, sent) => [
        [`lines.${sent}.qty`, `lines.${l.index}.qty`],
        [`lines.${sent}.destination`, `lines.${l.index}.destination`],
        [`lines.${sent}.lineId`, `lines.${l.index}.qty`],
      ]),
    );
    setSaving(true);
    try {
      const answer = await callOperation(api, 'transactionReturnAdd', {
        body: {
          transactionId: order.id,
          ...(values.date ? { date: values.date } : {}),
          reason: values.reason.trim(),
          lines: picked.map((l) => ({
            lineId: balances[l.index]!.line.id,
            qty: l.qty as number,
            destination: l.destination,
          })),
        },
      });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('transactions.returnDone', { n: order.number }),
      });
      onSaved(answer.datas);
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['date', 'reason', 'lines'],
        rename,
        toast: (text) => notify({ status: 'error', title: tCommon('common.failed'), text }),
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <S.ReturnForm
      id={formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('transactions.returnFormLabel')}
    >
      <FormLayout orientation="vertical">
        {balances.map(({ line, returned, left }, index) => (
          <S.ReturnLine
            key={line.id}
            aria-label={t('transactions.returnLineLabel', {
              product: line.product.name,
              bucket: t(`transactions.choices.bucket.${line.bucket}`),
            })}
          >
            <S.ReturnLineName>
              {line.product.name} · {t(`transactions.choices.bucket.${line.bucket}`)}
              <S.StateNote>
                {t('transactions.returnLeft', {
                  delivered: formatQuantity(line.qty, line.product.unit),
                  returned: formatQuantity(returned, line.product.unit),
                })}
              </S.StateNote>
            </S.ReturnLineName>
            <QuantityFormField
              control={form.control}
              name={`lines.${index}.qty`}
              id={`${formId}-qty-${index}`}
              label={t('transactions.returnQty')}
              unit={line.product.unit}
              inputMode="decimal"
              disabled={left <= 0}
              rules={{
                validate: (value, values) =>
                  value === null || value === undefined
                    ? index === firstOpen && values.lines.every((l) => !l.qty)
                      ? t('transactions.returnNoLines')
                      : true
                    : typeof value !== 'number' || value <= 0
                      ? t('transactions.positive')
                      : value > left
                        ? t('transactions.returnTooMany', { left: formatQuantity(left, line.product.unit) })
                        : true,
              }}
            />
            <SelectField
              control={form.control}
              name={`lines.${index}.destination`}
              id={`${formId}-destination-${index}`}
              label={t('transactions.returnDestination')}
              options={destinationOptions()}
              disabled={left <= 0}
            />
          </S.ReturnLine>
        ))}
        <DateFormField
          control={form.control}
          name="date"
          id={`${formId}-date`}
          label={t('transactions.returnDate')}
          minDate={order.date}
          maxDate={todayIn()}
        />
        <Textarea
          id={`${formId}-reason`}
          label={t('transactions.returnReason')}
          rows={2}
          maxLength={500}
          required
          error={form.formState.errors.reason?.message}
          {...form.register('reason', {
            validate: (value) => (value.trim() ? true : t('transactions.required')),
          })}
        />
        <S.ReturnButtons>
          <Button variant="outline" onClick={guard.requestClose} disabled={saving}>
            {tCommon('common.cancel')}
          </Button>
          <Button type="submit" icon="bx-undo" loading={saving}>
            {t('transactions.returnSave')}
          </Button>
        </S.ReturnButtons>
      </FormLayout>
      {guard.question}
    </S.ReturnForm>
  );
}

/**
 * "Batalkan pengiriman": the question with its required reason, then the undone order handed back. One dialog for
 * the order detail (opened by its button, `trigger`) and the order list's row menu (opened from state, `onClose`).
 */
export function UndeliverDialog({
  order,
  onChanged,
  trigger,
  onClose,
  returnFocusTo,
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
  /** The button that opens it; without one it is open until `onClose`. */
  trigger?: ReactNode;
  /** Called when a dialog opened without a trigger closes (confirmed or not). */
  onClose?: () => void;
  /** Where focus goes on close when the control that opened it is gone (a menu item). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const notify = useSetAtom(notifyAtom);
  const undeliver = async ({ reason }: { reason: string }) => {
    const answer = await callOperation(api, 'transactionUndeliver', {
      body: { id: order.id, version: order.version, reason: reason.trim() },
    });
    notify({
      status: 'success',
      title: tCommon('common.saved'),
      text: t('transactions.undeliverDone', { n: order.number }),
    });
    onChanged(answer.datas);
  };
  return (
    <ConfirmDialog
      {...(trigger
        ? { trigger }
        : {
            open: true,
            onOpenChange: ({ open }: { open: boolean }) => {
              if (!open) onClose?.();
            },
          })}
      tone="primary"
      icon="bx-revision"
      title={t('transactions.undeliverTitle', { n: order.number })}
      message={t('transactions.undeliverText')}
      confirmLabel={t('transactions.undeliver')}
      reason={{ label: t('transactions.undeliverReason'), required: true }}
      onConfirm={undeliver}
      returnFocusTo={returnFocusTo}
    />
  );
}

/**
 * The returns of an order on its detail dialog: what came back, when, where it went and why; and, on a delivered
 * order, the two corrections: recording a return (update right) and undoing the delivery with a reason (its own right, "Batalkan Pengiriman").
 * A missing right is shown on the disabled button, not hidden.
 */
export function OrderReturns({
  order,
  onChanged,
  onTyping,
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
  /** Whether a return is being typed (the detail dialog asks before closing then). */
  onTyping?: (typed: boolean) => void;
}) {
  const rights = useRights(resourceMenus.transaction);
  const notify = useSetAtom(notifyAtom);
  const [adding, setAdding] = useState(false);
  const returns = order.returns ?? [];
  const delivered = order.delivery === 'delivered';
  const undeliverBlocked = useUndeliverBlocked(order);
  const addBlocked = !rights.update
    ? t('transactions.needsUpdate')
    : lineBalances(order).every((b) => b.left <= 0)
      ? t('transactions.returnAllBack')
      : null;

  const remove = async (id: number) => {
    const answer = await callOperation(api, 'transactionReturnDelete', { path: { id } });
    notify({
      status: 'success',
      title: tCommon('common.saved'),
      text: t('transactions.returnDeleted', { n: order.number }),
    });
    onChanged(answer.datas);
  };

  return (
    <S.Returns aria-labelledby={`returns-${order.id}`}>
      <h3 id={`returns-${order.id}`}>{t('transactions.returnsTitle')}</h3>
      {returns.length === 0 ? (
        <p>{t('transactions.returnsNone')}</p>
      ) : (
        <S.DetailLines>
          <table aria-label={t('transactions.returnsTable', { n: order.number })}>
            <thead>
              <tr>
                <th scope="col">{t('transactions.returnDate')}</th>
                <th scope="col">{t('transactions.product')}</th>
                <th scope="col">{t('transactions.qtyShort')}</th>
                <th scope="col">{t('transactions.returnDestination')}</th>
                <th scope="col">{t('transactions.amount')}</th>
                <th scope="col">{tCommon('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((r) => [
                <tr key={`return-${r.id}`} data-pack="">
                  <td colSpan={4}>
                    {formatDateShort(r.date)} · {r.reason}
                    {r.createdBy ? ` · ${r.createdBy.name}` : ''}
                  </td>
                  <td>−{formatRupiah(r.value)}</td>
                  <td>
                    <ConfirmDialog
                      trigger={
                        <IconButton
                          icon="bx-trash"
                          variant="text"
                          label={t('transactions.returnDelete', { date: formatDateShort(r.date) })}
                          disabledReason={rights.delete ? undefined : t('transactions.needsDelete')}
                        />
                      }
                      title={t('transactions.returnDeleteTitle')}
                      message={t('transactions.returnDeleteText')}
                      onConfirm={() => remove(r.id)}
                    />
                  </td>
                </tr>,
                ...r.lines.map((l) => (
                  <tr key={`return-line-${l.id}`}>
                    <td>{formatDateShort(r.date)}</td>
                    <td>
                      {l.product.name} ({t(`transactions.choices.bucket.${l.bucket}`)})
                    </td>
                    <td>{formatQuantity(l.qty, l.product.unit)}</td>
                    <td>{t(`transactions.returnDestinations.${l.destination}`)}</td>
                    <td>−{formatRupiah(l.value)}</td>
                    <td />
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        </S.DetailLines>
      )}
      {delivered && !adding ? (
        <S.ReturnButtons>
          <Button
            variant="secondary"
            icon="bx-undo"
            disabled={addBlocked !== null}
            aria-describedby={addBlocked ? `returns-${order.id}-update` : undefined}
            onClick={() => setAdding(true)}
          >
            {t('transactions.returnAdd')}
          </Button>
          <UndeliverDialog
            order={order}
            onChanged={onChanged}
            trigger={
              <Button
                variant="outline"
                icon="bx-revision"
                disabled={undeliverBlocked !== null}
                aria-describedby={undeliverBlocked ? `returns-${order.id}-undeliver` : undefined}
              >
                {t('transactions.undeliver')}
              </Button>
            }
          />
        </S.ReturnButtons>
      ) : null}
      {delivered && !adding && addBlocked ? (
        <S.StateNote id={`returns-${order.id}-update`}>{addBlocked}</S.StateNote>
      ) : null}
      {delivered && !adding && undeliverBlocked ? (
        <S.StateNote id={`returns-${order.id}-undeliver`}>{undeliverBlocked}</S.StateNote>
      ) : null}
      {delivered && adding ? (
        <ReturnForm
          order={order}
          onTyping={onTyping}
          onCancel={() => setAdding(false)}
          onSaved={(next) => {
            setAdding(false);
            onChanged(next);
          }}
        />
      ) : null}
    </S.Returns>
  );
}
