import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import { Button, Dialog, Select } from '@pawon/ui';
import { formatDate, formatQuantity, formatRupiah } from '../../lib/format';
import { transactionMessages as m } from './messages';
import { sumsOf, type OrderRecord } from './order';
import { SumTerms } from './SumTerms';
import { terbilang } from './terbilang';
import * as S from './print.styles';

type Layout = 'a4' | '80mm' | '58mm';

/** When printing, only the paper (a copy at the top of the body) shows, at its own page size. */
const PrintOnly = createGlobalStyle<{ $layout: Layout }>`
  @media print {
    @page {
      size: ${({ $layout }) => ($layout === 'a4' ? 'A4' : `${$layout} auto`)};
      margin: ${({ $layout }) => ($layout === 'a4' ? '15mm' : '3mm')};
    }
    html,
    body {
      background: #fff !important;
    }
    body > *:not([data-print-root]) {
      display: none !important;
    }
  }
`;

function Paper({ order, layout }: { order: OrderRecord; layout: Layout }) {
  return (
    <S.Paper data-layout={layout} aria-label={m.printPreview}>
      <S.Head>
        <strong>Pawon</strong>
        <span>{layout === 'a4' ? m.invoice : m.receipt}</span>
      </S.Head>
      <S.Meta>
        <span>{order.number}</span>
        <span>{formatDate(order.date)}</span>
        <span>
          {m.to}: {order.customer.name}
          {order.customer.phone ? (
            <>
              {' · '}
              {/* A phone number is read off the receipt whole: it never breaks across lines. */}
              <S.Whole>{order.customer.phone}</S.Whole>
            </>
          ) : null}
        </span>
        {order.customer.address ? <span>{order.customer.address}</span> : null}
        {order.deliveryDate ? (
          <span>
            {m.deliverOn}: {formatDate(order.deliveryDate)}
            {order.deliveryTime ? `, ${m.atTime(order.deliveryTime)}` : ''}
          </span>
        ) : null}
      </S.Meta>
      <S.Lines>
        <thead>
          <tr>
            <th scope="col">{m.product}</th>
            <th scope="col">{m.qtyShort}</th>
            <th scope="col">{m.amount}</th>
          </tr>
        </thead>
        <tbody>
          {order.packs.map((p, i) => [
            <tr key={`pack-${p.id}`} data-pack>
              <td>
                {m.pack(i + 1)}: {p.count} × {p.material.name}
              </td>
              <td />
              <td>{formatRupiah(p.count * p.packPrice)}</td>
            </tr>,
            ...p.lines.map((l) => (
              <tr key={`line-${l.id}`}>
                <td>
                  {l.product.name} ({m.choices.bucket[l.bucket].toLowerCase()}) @ {formatRupiah(l.unitPrice)}
                </td>
                <td>{formatQuantity(l.qty, l.product.unit)}</td>
                <td>{formatRupiah(l.subtotal)}</td>
              </tr>
            )),
          ])}
        </tbody>
      </S.Lines>
      <S.Sums>
        <SumTerms sums={sumsOf(order)} />
      </S.Sums>
      <S.Words>
        {m.inWords}: {terbilang(order.total)}
      </S.Words>
      <S.Foot>
        {m.choices.payment[order.payment]} · {m.thanks}
      </S.Foot>
    </S.Paper>
  );
}

/** The order's invoice (A4) or receipt (80 or 58 mm), with the total in words, ready for the browser's print. */
export function PrintOrder({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const [layout, setLayout] = useState<Layout>('a4');
  return (
    <Dialog open onOpenChange={({ open: next }) => (next ? undefined : onClose())} size="lg">
      <PrintOnly $layout={layout} />
      {createPortal(
        <S.PrintRoot data-print-root>
          <Paper order={order} layout={layout} />
        </S.PrintRoot>,
        document.body,
      )}
      <Dialog.Header description={m.printText}>{m.printTitle(order.number)}</Dialog.Header>
      <Dialog.Body>
        <Select
          id="print-layout"
          name="layout"
          label={m.layout}
          options={[
            { value: 'a4', label: m.layouts.a4 },
            { value: '80mm', label: m.layouts['80mm'] },
            { value: '58mm', label: m.layouts['58mm'] },
          ]}
          value={layout}
          onValueChange={({ value }) => setLayout(value as Layout)}
        />
        <Paper order={order} layout={layout} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
        <Button icon="bx-printer" onClick={() => window.print()}>
          {m.print}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
