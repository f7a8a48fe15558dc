import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button, DataTable, DateField, Dialog, EmptyState, Select, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { formatDate, formatRupiah, startOfMonth } from '../../lib/format';
import { useBusinessName } from '../../lib/print/PaperHead';
import { PrintCopy, type PaperLayout } from '../../lib/print/PrintCopy';
import { t as tCommon } from '../../lib/messages';
import { useClient } from '../../lib/query/queryClient';
import { customerStatements, vendorStatements } from './data';
import { t } from './messages';
import { ReportTotals } from './ReportTotals';
import {
  entryText,
  partyOf,
  STATEMENT_TEXTS,
  statementShareLink,
  statementSums,
  type Statement,
  type StatementEntry,
  type StatementParty,
} from './statement';
import { StatementPaper } from './StatementPaper';
import * as S from './statement.styles';

const LAYOUTS = ['a4', '80mm'] as const satisfies readonly PaperLayout[];

const figure = (value: number) => (value === 0 ? '' : formatRupiah(value));

function statementColumns(): ColumnDef<StatementEntry, unknown>[] {
  const money = (
    id: 'debit' | 'credit' | 'balance',
    header: string,
    show: (value: number) => string,
  ): ColumnDef<StatementEntry, unknown> => ({
    id,
    header,
    cell: ({ row }) => show(row.original[id]),
    meta: { align: 'end', nowrap: true },
  });
  return [
    {
      id: 'date',
      header: t('reports.statementDate'),
      cell: ({ row }) => formatDate(row.original.date, { month: 'short' }),
      meta: { nowrap: true },
    },
    {
      id: 'description',
      header: t('reports.statementDescription'),
      cell: ({ row }) => entryText(row.original),
    },
    money('debit', t('reports.statementDebit'), figure),
    money('credit', t('reports.statementCredit'), figure),
    money('balance', t('reports.statementBalance'), formatRupiah),
  ];
}

/**
 * A customer's statement ("kartu piutang") from the receivables' aging, or a vendor's ("kartu hutang") from the
 * payables': the period (from the first of the aging date's month to that date, any other days chosen here), the
 * opening balance, every entry with its running balance and the closing balance, which is the aging's Saldo on the
 * last day. Printed on A4 or an 80 mm receipt, headed with the business profile; sent to the customer (vendor) as a
 * WhatsApp summary.
 */
export function StatementDialog({
  party,
  of,
  date,
  today,
  onClose,
}: {
  /** Whose statement: a customer's (receivables) or a vendor's (payables). */
  party: StatementParty;
  /** The aging's row: the customer or vendor, and the phone the summary goes to. */
  of: { id: number; name: string; phone: string | null };
  /** The aging's date: the period's last day until another is chosen. */
  date: string;
  /** The business's today: no later day can be chosen. */
  today: string;
  onClose: () => void;
}) {
  const [from, setFrom] = useState(() => startOfMonth(date));
  const [to, setTo] = useState(date);
  const [layout, setLayout] = useState<PaperLayout>('a4');
  const business = useBusinessName();
  const texts = STATEMENT_TEXTS[party];
  const client = useClient();
  const customer = useQuery(
    { ...customerStatements({ customerId: of.id, from, to }), enabled: party === 'customer' },
    client,
  );
  const vendor = useQuery(
    { ...vendorStatements({ vendorId: of.id, from, to }), enabled: party === 'vendor' },
    client,
  );
  const answer = party === 'vendor' ? vendor : customer;
  const statement: Statement | undefined = answer.data;
  const failed = answer.isLoadingError ? answer.error : null;
  const fromError = fieldErrorText(failed, 'from');
  const toError = fieldErrorText(failed, 'to');
  const columns = useMemo(() => statementColumns(), []);
  const sums = statement ? statementSums(statement) : null;
  const money = (value: number | undefined) =>
    value !== undefined ? formatRupiah(value) : failed ? '–' : null;
  const name = statement ? partyOf(statement).name : of.name;

  return (
    <Dialog open onOpenChange={({ open }) => (open ? undefined : onClose())} size="lg">
      {statement ? (
        <PrintCopy layout={layout}>
          <StatementPaper statement={statement} layout={layout} />
        </PrintCopy>
      ) : null}
      <Dialog.Header description={t(texts.intro)}>{t(texts.of, { name })}</Dialog.Header>
      <Dialog.Body>
        <S.Controls>
          <DateField
            id="statement-from"
            name="from"
            label={t('reports.statementFrom')}
            value={from}
            maxDate={to}
            error={fromError}
            onValueChange={({ value }) => (value ? setFrom(value) : undefined)}
          />
          <DateField
            id="statement-to"
            name="to"
            label={t('reports.statementTo')}
            value={to}
            maxDate={today}
            error={toError}
            onValueChange={({ value }) => (value ? setTo(value) : undefined)}
          />
          <Select
            id="statement-layout"
            name="layout"
            label={t('reports.statementLayout')}
            options={LAYOUTS.map((value) => ({ value, label: t(`reports.statementLayouts.${value}`) }))}
            value={layout}
            onValueChange={({ value }) => setLayout(value as PaperLayout)}
          />
        </S.Controls>
        <ReportTotals
          items={[
            { label: t('reports.statementOpening'), value: money(statement?.opening) },
            { label: t('reports.statementDebit'), value: money(sums?.debit) },
            { label: t('reports.statementCredit'), value: money(sums?.credit) },
            { label: t('reports.statementClosing'), value: money(statement?.closing) },
          ]}
        />
        <DataTable<StatementEntry>
          caption={t('reports.caption', {
            title: t(texts.of, { name }),
            period: t('reports.statementPeriod', { from: formatDate(from), to: formatDate(to) }),
          })}
          columns={columns}
          data={statement?.entries ?? []}
          density="compact"
          loading={answer.isPending}
          error={fromError || toError ? t(texts.fixDate) : failed ? errorMessage(failed) : undefined}
          onRetry={fromError || toError ? undefined : () => void answer.refetch()}
          empty={
            <EmptyState
              compact
              icon="bx-receipt"
              title={t('reports.statementEmpty')}
              text={t('reports.statementEmptyText')}
              headingLevel="h3"
            />
          }
        />
        {statement && statement.closing < 0 ? <p>{t(texts.creditNote)}</p> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {tCommon('common.close')}
        </Button>
        <Button
          variant="outline"
          icon="bxl-whatsapp"
          disabled={!statement}
          onClick={() =>
            statement
              ? window.open(
                  statementShareLink(statement, { business, phone: of.phone }),
                  '_blank',
                  'noopener',
                )
              : undefined
          }
        >
          {t('reports.statementShare')}
        </Button>
        <Button icon="bx-printer" disabled={!statement} onClick={() => window.print()}>
          {t('reports.print')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
