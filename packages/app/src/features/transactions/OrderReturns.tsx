import { callOperation } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { Button, ConfirmDialog, FormLayout, IconButton, Textarea } from '@pawon/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/client';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { DateFormField, QuantityFormField, SelectField } from '../../lib/formFields';
import { formatDateShort, formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { messages as common } from '../../lib/messages';
import { useRights } from '../../lib/rights';
import { transactionMessages as m } from './messages';
import type { OrderRecord } from './order';
import { UNDELIVER_RIGHT } from './rights';
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

const destinationOptions = (Object.keys(m.returnDestinations) as Destination[]).map((value) => ({
  value,
  label: m.returnDestinations[value],
}));

/**
 * The form of a new return: one row per line of the order (what can still come back, how much did, where it goes),
 * the date and the reason. Only lines with a quantity are sent; the server's errors land on the row they name.
 */
function ReturnForm({
  order,
  onSaved,
  onCancel,
}: {
  order: OrderRecord;
  onSaved: (order: OrderRecord) => void;
  onCancel: () => void;
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
      notify({ status: 'success', title: common.saved, text: m.returnDone(order.number) });
      onSaved(answer.datas);
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['date', 'reason', 'lines'],
        rename,
        toast: (text) => notify({ status: 'error', title: common.failed, text }),
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
      aria-label={m.returnFormLabel}
    >
      <FormLayout orientation="vertical">
        {balances.map(({ line, returned, left }, index) => (
          <S.ReturnLine
            key={line.id}
            aria-label={m.returnLineLabel(line.product.name, m.choices.bucket[line.bucket])}
          >
            <S.ReturnLineName>
              {line.product.name} · {m.choices.bucket[line.bucket]}
              <S.StateNote>
                {m.returnLeft(
                  formatQuantity(line.qty, line.product.unit),
                  formatQuantity(returned, line.product.unit),
                )}
              </S.StateNote>
            </S.ReturnLineName>
            <QuantityFormField
              control={form.control}
              name={`lines.${index}.qty`}
              id={`${formId}-qty-${index}`}
              label={m.returnQty}
              unit={line.product.unit}
              inputMode="decimal"
              disabled={left <= 0}
              rules={{
                validate: (value, values) =>
                  value === null || value === undefined
                    ? index === firstOpen && values.lines.every((l) => !l.qty)
                      ? m.returnNoLines
                      : true
                    : typeof value !== 'number' || value <= 0
                      ? m.positive
                      : value > left
                        ? m.returnTooMany(formatQuantity(left, line.product.unit))
                        : true,
              }}
            />
            <SelectField
              control={form.control}
              name={`lines.${index}.destination`}
              id={`${formId}-destination-${index}`}
              label={m.returnDestination}
              options={destinationOptions}
              disabled={left <= 0}
            />
          </S.ReturnLine>
        ))}
        <DateFormField
          control={form.control}
          name="date"
          id={`${formId}-date`}
          label={m.returnDate}
          minDate={order.date}
          maxDate={todayIn()}
        />
        <Textarea
          id={`${formId}-reason`}
          label={m.returnReason}
          rows={2}
          maxLength={500}
          required
          error={form.formState.errors.reason?.message}
          {...form.register('reason', {
            validate: (value) => (value.trim() ? true : m.required),
          })}
        />
        <S.ReturnButtons>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {common.cancel}
          </Button>
          <Button type="submit" icon="bx-undo" loading={saving}>
            {m.returnSave}
          </Button>
        </S.ReturnButtons>
      </FormLayout>
    </S.ReturnForm>
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
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
}) {
  const rights = useRights(resourceMenus.transaction);
  const notify = useSetAtom(notifyAtom);
  const [adding, setAdding] = useState(false);
  const returns = order.returns ?? [];
  const delivered = order.delivery === 'delivered';
  const mayUndeliver = useRights(UNDELIVER_RIGHT).view;
  const undeliverBlocked = !mayUndeliver
    ? m.needsUndeliverRight
    : returns.length
      ? m.undeliverHasReturns
      : null;
  const addBlocked = !rights.update
    ? m.needsUpdate
    : lineBalances(order).every((b) => b.left <= 0)
      ? m.returnAllBack
      : null;

  const undeliver = async ({ reason }: { reason: string }) => {
    const answer = await callOperation(api, 'transactionUndeliver', {
      body: { id: order.id, version: order.version, reason: reason.trim() },
    });
    notify({ status: 'success', title: common.saved, text: m.undeliverDone(order.number) });
    onChanged(answer.datas);
  };
  const remove = async (id: number) => {
    const answer = await callOperation(api, 'transactionReturnDelete', { path: { id } });
    notify({ status: 'success', title: common.saved, text: m.returnDeleted(order.number) });
    onChanged(answer.datas);
  };

  return (
    <S.Returns aria-labelledby={`returns-${order.id}`}>
      <h3 id={`returns-${order.id}`}>{m.returnsTitle}</h3>
      {returns.length === 0 ? (
        <p>{m.returnsNone}</p>
      ) : (
        <S.DetailLines>
          <table aria-label={m.returnsTable(order.number)}>
            <thead>
              <tr>
                <th scope="col">{m.returnDate}</th>
                <th scope="col">{m.product}</th>
                <th scope="col">{m.qtyShort}</th>
                <th scope="col">{m.returnDestination}</th>
                <th scope="col">{m.amount}</th>
                <th scope="col">{common.actions}</th>
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
                          label={m.returnDelete(formatDateShort(r.date))}
                          disabledReason={rights.delete ? undefined : m.needsDelete}
                        />
                      }
                      title={m.returnDeleteTitle}
                      message={m.returnDeleteText}
                      onConfirm={() => remove(r.id)}
                    />
                  </td>
                </tr>,
                ...r.lines.map((l) => (
                  <tr key={`return-line-${l.id}`}>
                    <td>{formatDateShort(r.date)}</td>
                    <td>
                      {l.product.name} ({m.choices.bucket[l.bucket]})
                    </td>
                    <td>{formatQuantity(l.qty, l.product.unit)}</td>
                    <td>{m.returnDestinations[l.destination]}</td>
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
            {m.returnAdd}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                icon="bx-revision"
                disabled={undeliverBlocked !== null}
                aria-describedby={undeliverBlocked ? `returns-${order.id}-undeliver` : undefined}
              >
                {m.undeliver}
              </Button>
            }
            tone="primary"
            icon="bx-revision"
            title={m.undeliverTitle(order.number)}
            message={m.undeliverText}
            confirmLabel={m.undeliver}
            reason={{ label: m.undeliverReason, required: true }}
            onConfirm={undeliver}
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
