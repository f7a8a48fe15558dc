import { Fragment } from 'react';
import { getI18n } from '../../i18n/current';
import { useBusinessProfile } from '../../lib/businessProfile';
import { PaperHead } from '../../lib/print/PaperHead';
import type { PaperLayout } from '../../lib/print/PrintCopy';
import { formatClock, formatDateShort, formatDateTime, formatQuantity, formatRupiah } from '../../lib/format';

import { t } from './messages';
import { packRowOf, sumsOf, type OrderRecord } from './order';
import { t as tTransactionsPrint } from './printMessages';
import { SumTerms } from './SumTerms';
import { terbilang } from '../../lib/terbilang';
import { QrisCode } from '../../lib/qris/QrisCode';
import * as S from './print.styles';

export type Layout = PaperLayout;

/** Runs of digits that a reader copies whole (phone and account numbers: `0812-3456-7890`, `123 456 7890`). */
const NUMBER = /(\+?\d[\d .-]{4,}\d)/;

/** A text whose phone and account numbers never break across lines on a narrow receipt. */
function Unbroken({ text }: { text: string }) {
  return (
    <>
      {text
        .split(NUMBER)
        .map((part, i) =>
          i % 2 === 1 ? <S.Whole key={i}>{part}</S.Whole> : <Fragment key={i}>{part}</Fragment>,
        )}
    </>
  );
}

/** The QRIS's side: beside the words on A4; across most of a roll's print (72 or 48 mm), still read by a phone. */
const QRIS_SIZE: Record<Layout, string> = { a4: '32mm', '80mm': '44mm', '58mm': '36mm' };

/** A line's product and its bucket ("Baso Tahu (beku)"). */
const lineName = (line: OrderRecord['packs'][number]['lines'][number]) =>
  `${line.product.name} (${t(`transactions.choices.bucket.${line.bucket}`).toLowerCase()})`;

/** A4: a row per pack and per line, its words, quantity and amount side by side. */
function SheetLines({ order }: { order: OrderRecord }) {
  return (
    <S.Lines>
      <thead>
        <tr>
          <th scope="col">{t('transactions.product')}</th>
          <th scope="col">{t('transactions.qtyShort')}</th>
          <th scope="col">{t('transactions.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {order.packs.map((p, i) => {
          const row = packRowOf(p);
          return [
            <tr key={`pack-${p.id}`} data-pack>
              <td>
                {t('transactions.pack', { n: i + 1 })}: {p.count} × {p.material.name} @{' '}
                {formatRupiah(row.price)}
              </td>
              <td />
              <td>{formatRupiah(row.amount)}</td>
            </tr>,
            ...p.lines.map((l) => (
              <tr key={`line-${l.id}`}>
                <td>
                  {lineName(l)} @ {formatRupiah(l.unitPrice)}
                </td>
                <td>{formatQuantity(l.qty, l.product.unit)}</td>
                <td>{formatRupiah(l.subtotal)}</td>
              </tr>
            )),
          ];
        })}
      </tbody>
    </S.Lines>
  );
}

/**
 * A roll (32 or 48 characters a line): each pack's and line's words across the roll, wrapping as they must, then its
 * quantity at its price and its amount under them. The amount never wraps; the quantity and the price each stay whole.
 */
function RollLines({ order }: { order: OrderRecord }) {
  return (
    <S.Lines data-roll>
      <thead>
        <tr>
          <th scope="col">{t('transactions.product')}</th>
          <th scope="col">{t('transactions.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {order.packs.map((p, i) => {
          const row = packRowOf(p);
          return [
            <tr key={`pack-${p.id}-name`} data-entry data-pack-name>
              <td colSpan={2}>
                {t('transactions.pack', { n: i + 1 })}: {p.material.name}
              </td>
            </tr>,
            <tr key={`pack-${p.id}`} data-pack>
              <td>
                <S.Whole>{p.count} ×</S.Whole> <S.Whole>@ {formatRupiah(row.price)}</S.Whole>
              </td>
              <td>{formatRupiah(row.amount)}</td>
            </tr>,
            ...p.lines.flatMap((l) => [
              <tr key={`line-${l.id}-name`} data-entry>
                <td colSpan={2}>{lineName(l)}</td>
              </tr>,
              <tr key={`line-${l.id}`}>
                <td>
                  <S.Whole>{formatQuantity(l.qty, l.product.unit)}</S.Whole>{' '}
                  <S.Whole>@ {formatRupiah(l.unitPrice)}</S.Whole>
                </td>
                <td>{formatRupiah(l.subtotal)}</td>
              </tr>,
            ]),
          ];
        })}
      </tbody>
    </S.Lines>
  );
}

/**
 * One invoice (A4) or receipt (80 or 58 mm): headed with the business profile (logo, name, address, phone), the
 * order with when it was delivered (date and time) or when it is to be, the lines, sums and total in words, then
 * how to pay (with the business's QRIS made out for the balance, when the profile has one) and the profile's footer.
 */
export function Paper({ order, layout }: { order: OrderRecord; layout: Layout }) {
  const { data: profile } = useBusinessProfile();
  const footer = profile ? profile.invoiceFooter : t('transactions.thanks');
  const inWords = (getI18n()?.currentLocale() ?? 'id') === 'id';
  return (
    <S.Paper data-layout={layout} aria-label={t('transactions.printPreview')}>
      <PaperHead kind={layout === 'a4' ? t('transactions.invoice') : t('transactions.receipt')} />
      <S.Meta>
        <span>{order.number}</span>
        <span>{formatDateShort(order.date)}</span>
        <span>
          {t('transactions.to')}: {order.customer.name}
          {order.customer.phone ? (
            <>
              {' · '}
              {/* A phone number is read off the receipt whole: it never breaks across lines. */}
              <S.Whole>{order.customer.phone}</S.Whole>
            </>
          ) : null}
        </span>
        {order.customer.address ? <span>{order.customer.address}</span> : null}
        {order.deliveredAt ? (
          <span data-testid="delivered-at">
            {tTransactionsPrint('transactionsPrint.deliveredAt')}:{' '}
            {formatDateTime(order.deliveredAt, { month: 'short' })}
          </span>
        ) : order.deliveryDate ? (
          <span>
            {tTransactionsPrint('transactionsPrint.deliverySchedule')}: {formatDateShort(order.deliveryDate)}
            {order.deliveryTime
              ? `, ${t('transactions.atTime', { time: formatClock(order.deliveryTime) })}`
              : ''}
          </span>
        ) : null}
      </S.Meta>
      {layout === 'a4' ? <SheetLines order={order} /> : <RollLines order={order} />}
      <S.Sums>
        <SumTerms sums={sumsOf(order)} />
      </S.Sums>
      {/* The total in words is Indonesian (terbilang): written on an Indonesian paper only, as on a payment's. */}
      {inWords ? (
        <S.Words>
          {t('transactions.inWords')}: {terbilang(order.total)}
        </S.Words>
      ) : null}
      {profile?.paymentInfo ? (
        <S.PayTo>
          {tTransactionsPrint('transactionsPrint.payTo')}: <Unbroken text={profile.paymentInfo} />
        </S.PayTo>
      ) : null}
      {profile?.qrisPayload && order.balance > 0 ? (
        <S.Qris>
          <QrisCode
            payload={profile.qrisPayload}
            amount={order.balance}
            label={tTransactionsPrint('transactionsPrint.qrisLabel', { amount: formatRupiah(order.balance) })}
            size={QRIS_SIZE[layout]}
          />
          <span>
            <strong>
              {tTransactionsPrint('transactionsPrint.qris', { amount: formatRupiah(order.balance) })}
            </strong>
            {tTransactionsPrint('transactionsPrint.qrisNote')}
          </span>
        </S.Qris>
      ) : null}
      <S.Foot>
        {t(`transactions.choices.payment.${order.payment}`)}
        {/* The profile's own footer once it is read (none when the owner left it empty). */}
        {footer ? ` · ${footer}` : null}
      </S.Foot>
    </S.Paper>
  );
}
