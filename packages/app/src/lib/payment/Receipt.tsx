import { Button, Dialog, Select } from '@pawon/ui';
import { Fragment } from 'react';
import { getI18n } from '../../i18n/current';
import { formatDateShort, formatDateTime, formatRupiah } from '../format';
import { t as tCommon } from '../messages';
import { PaperHead } from '../print/PaperHead';
import { t as tPrint } from '../print/messages';
import { PrintCopy, type PaperLayout } from '../print/PrintCopy';
import { PAPER_LAYOUTS, useReceiptPaper } from '../print/paperSetting';
import * as P from '../print/paper.styles';
import { terbilang } from '../terbilang';
import { t } from './messages';
import { methodName, paymentName, receiptWhatsApp, type Payment } from './payment';
import * as S from './payment.styles';

/**
 * The receipt ("kuitansi") of a payment, on A4 or a receipt roll: the business heading, who paid, how much (in
 * words in Indonesian), for which orders and what stays as deposit, how, and who received it. A reversed payment's
 * receipt says so.
 */
export function ReceiptPaper({ payment, layout }: { payment: Payment; layout: PaperLayout }) {
  // The amount in words is Indonesian (terbilang): written on an Indonesian receipt only.
  const inWords = (getI18n()?.currentLocale() ?? 'id') === 'id';
  return (
    <P.Paper data-layout={layout} aria-label={t('payments.receipt.preview')}>
      <PaperHead kind={t('payments.receipt.kind')} />
      <S.ReceiptFacts>
        <dt>{t('payments.receipt.number', { n: payment.id })}</dt>
        <dd>{formatDateShort(payment.date)}</dd>
        <dt>{t('payments.receipt.from')}</dt>
        <dd>{payment.customer.name}</dd>
        <dt>{t('payments.receipt.amount')}</dt>
        <S.ReceiptAmount>{formatRupiah(payment.amount)}</S.ReceiptAmount>
        {inWords ? (
          <>
            <dt>{t('payments.receipt.inWords')}</dt>
            <dd>{terbilang(payment.amount)}</dd>
          </>
        ) : null}
        {payment.allocations.length > 0 ? (
          <>
            <dt>{t('payments.receipt.for')}</dt>
            <dd>
              {/* Each order with its amount whole on a roll: the list wraps between them. */}
              {payment.allocations.map((a, i) => (
                <Fragment key={a.number}>
                  {i > 0 ? ', ' : null}
                  <P.Whole>
                    {a.number} ({formatRupiah(a.amount)})
                  </P.Whole>
                </Fragment>
              ))}
            </dd>
          </>
        ) : null}
        {payment.deposit > 0 ? (
          <>
            <dt>{t('payments.receipt.depositLine')}</dt>
            <dd>
              <P.Whole>{formatRupiah(payment.deposit)}</P.Whole>
            </dd>
          </>
        ) : null}
        <dt>{t('payments.receipt.method')}</dt>
        <dd>
          {methodName(payment.method)}
          {payment.reference ? ` · ${payment.reference}` : ''}
        </dd>
      </S.ReceiptFacts>
      {payment.createdBy ? (
        <S.ReceiptSign>
          {t('payments.receipt.receivedBy')}: {payment.createdBy.name}
        </S.ReceiptSign>
      ) : null}
      {payment.reversedAt ? (
        <S.ReversedStamp>
          {t('payments.receipt.reversed')} · {formatDateTime(payment.reversedAt, { month: 'short' })}
        </S.ReversedStamp>
      ) : null}
    </P.Paper>
  );
}

/**
 * The receipt with its paper size, printed alone (`PrintCopy`) or sent by WhatsApp to the customer's phone (or to a
 * chat the user picks when the phone is not known): the body and footer of a dialog.
 */
export function ReceiptView({
  payment,
  phone,
  onClose,
  extra,
}: {
  payment: Payment;
  /** The customer's phone, when known (the dialog's pick); else WhatsApp asks whom to send it to. */
  phone?: string | null | undefined;
  onClose: () => void;
  /** Another button in the footer (the dialog's "Catat lagi"). */
  extra?: React.ReactNode;
}) {
  // The device's paper, as an order's receipt: the one chosen last in this browser.
  const [layout, setLayout] = useReceiptPaper();
  return (
    <>
      <PrintCopy layout={layout}>
        <ReceiptPaper payment={payment} layout={layout} />
      </PrintCopy>
      <Dialog.Body>
        <Select
          id={`receipt-${payment.id}-layout`}
          name="layout"
          label={t('payments.receipt.layout')}
          hint={tPrint('print.paperRemembered')}
          options={PAPER_LAYOUTS.map((value) => ({
            value,
            label: t(`payments.receipt.layouts.${value}`),
          }))}
          value={layout}
          onValueChange={({ value }) => setLayout(value as PaperLayout)}
        />
        <ReceiptPaper payment={payment} layout={layout} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('payments.receipt.close')}
        </Button>
        {extra}
        <Button
          variant="secondary"
          icon="bxl-whatsapp"
          onClick={() => window.open(receiptWhatsApp(payment, phone), '_blank', 'noopener')}
        >
          {t('payments.receipt.share')}
        </Button>
        <Button icon="bx-printer" onClick={() => window.print()}>
          {t('payments.receipt.print')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** A payment's receipt from its row in the list. */
export function ReceiptDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={({ open }) => (open ? undefined : onClose())} size="lg">
      <Dialog.Header closeLabel={tCommon('common.close')}>
        {t('payments.receipt.title', { name: paymentName(payment) })}
      </Dialog.Header>
      <ReceiptView payment={payment} onClose={onClose} />
    </Dialog>
  );
}
