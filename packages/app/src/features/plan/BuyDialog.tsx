import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { useSetAtom, useStore } from 'jotai';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Checkbox, Dialog } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { formatQuantity, formatRupiah } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { createPlanPurchases, type PlanPurchases, type ProductionPlan } from './data';
import { t } from './messages';
import * as S from './plan.styles';

/** The created drafts, each opening Pesanan Pembelian on its number, and the materials nobody was asked for. */
function BuyResult({ result }: { result: PlanPurchases }) {
  const menu = resourceMenus.purchase;
  return (
    <S.DialogStack>
      {result.orders.length === 0 && result.skipped.length === 0 ? (
        <Alert tone="info">{t('plan.buyNothing')}</Alert>
      ) : null}
      {result.orders.length > 0 ? (
        <>
          <S.Heading>{t('plan.buyOrders')}</S.Heading>
          <S.List aria-label={t('plan.buyOrders')}>
            {result.orders.map((order) => (
              <li key={order.id}>
                <Link to={`${menu}?${new URLSearchParams({ q: order.number })}`}>{order.number}</Link>{' '}
                {t('plan.buyOrderLine', {
                  vendor: order.vendor.name,
                  count: order.lines.length,
                  total: formatRupiah(order.total),
                })}
              </li>
            ))}
          </S.List>
          <Link to={menu}>{t('plan.buyOpen')}</Link>
        </>
      ) : null}
      {result.skipped.length > 0 ? (
        <>
          <S.Heading>{t('plan.buySkipped')}</S.Heading>
          <S.List aria-label={t('plan.buySkipped')}>
            {result.skipped.map((s) => (
              <li key={s.material.id}>
                <Alert tone="warning">
                  {t('plan.buySkippedLine', {
                    name: s.material.name,
                    qty: formatQuantity(s.short, s.material.unit),
                  })}
                </Alert>
              </li>
            ))}
          </S.List>
        </>
      ) : null}
    </S.DialogStack>
  );
}

/**
 * "Buat PO": the plan's short materials, all chosen at first, become draft purchase orders, one per vendor; then the
 * dialog shows the drafts made (to send from Pesanan Pembelian) and the materials left out for want of a vendor.
 */
export function BuyDialog({ plan, onClose }: { plan: ProductionPlan; onClose: () => void }) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const formId = useId();
  const short = plan.materials.filter((m) => m.short > 0);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(short.map((m) => m.material.id)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<PlanPurchases | null>(null);

  const buy = async () => {
    if (busy) return;
    if (chosen.size === 0) {
      setProblem(t('plan.buyNoneChosen'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const all = chosen.size === short.length;
      const answer = await createPlanPurchases(store, {
        date: plan.date,
        days: plan.days,
        ...(all ? {} : { materialIds: [...chosen] }),
      });
      setResult(answer);
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('plan.buyDone', { n: answer.orders.length }),
      });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={({ open }) => !open && !busy && onClose()} size="md">
      <Dialog.Header description={t('plan.buyText')} closeLabel={tCommon('common.close')}>
        {t('plan.buyTitle')}
      </Dialog.Header>
      <Dialog.Body>
        {result ? (
          <BuyResult result={result} />
        ) : (
          <S.DialogStack
            as="form"
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void buy();
            }}
          >
            {problem ? <Alert tone="error">{problem}</Alert> : null}
            {short.length === 0 ? (
              <Alert tone="info">{t('plan.buyNone')}</Alert>
            ) : (
              <S.Choices>
                <legend>{t('plan.buyChoose')}</legend>
                {short.map((m) => (
                  <Checkbox
                    key={m.material.id}
                    id={`${formId}-m${m.material.id}`}
                    name="materialIds"
                    value={String(m.material.id)}
                    checked={chosen.has(m.material.id)}
                    label={`${m.material.name} · ${t('plan.buyShort', { qty: formatQuantity(m.short, m.material.unit) })}${
                      m.preferredVendor ? ` · ${m.preferredVendor.name}` : ''
                    }`}
                    onCheckedChange={({ checked }) =>
                      setChosen((current) => {
                        const next = new Set(current);
                        if (checked) next.add(m.material.id);
                        else next.delete(m.material.id);
                        return next;
                      })
                    }
                  />
                ))}
              </S.Choices>
            )}
          </S.DialogStack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {result ? (
          <Button variant="outline" type="button" onClick={onClose}>
            {tCommon('common.close')}
          </Button>
        ) : (
          <>
            <Button variant="outline" type="button" onClick={onClose} disabled={busy}>
              {tCommon('common.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              icon="bx-cart-add"
              loading={busy}
              disabled={short.length === 0}
            >
              {t('plan.buyConfirm')}
            </Button>
          </>
        )}
      </Dialog.Footer>
    </Dialog>
  );
}
