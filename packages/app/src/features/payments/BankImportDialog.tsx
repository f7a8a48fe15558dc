import { ApiError, callOperation } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { Alert, Button, Checkbox, Combobox, Dialog, Field, Select, StatusBadge, useField } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { formatDateShort, formatRupiah } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { paymentList, searchPaymentCustomers } from '../../lib/payment/payment';
import { written } from '../../lib/query/lists';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import {
  confirmBody,
  firstFilter,
  initialChoices,
  recordable,
  rowOfField,
  shownLines,
  t,
  type BankMapping,
  type LineChoice,
  type LineFilter,
  type Preview,
  type PreviewLine,
} from './bankImport';
import * as S from './bankImport.styles';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Lines drawn at once: a month's statement is a few hundred; the filters narrow a longer one. */
const SHOWN = 300;
const TONE = { matched: 'success', ambiguous: 'warning', unknown: 'neutral', duplicate: 'info' } as const;
const FILTERS: LineFilter[] = ['review', 'matched', 'duplicate', 'all'];
const COLUMNS = ['date', 'description', 'amount', 'direction', 'credit', 'debit'] as const;

export interface BankImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the lines were recorded, with the server's answer. @default undefined */
  onRecorded?: ((answer: { recorded: number; duplicates: number }) => void) | undefined;
}

/**
 * "Impor mutasi bank": a statement file read by the server (the bank known by its header row, or columns chosen once
 * and remembered), its incoming transfers with what each matches (an order by its number, a customer by a
 * remembered account name, the one balance of its amount), the unsure ones to choose for, then the chosen lines
 * recorded as transfers; a line recorded before is never recorded again. Opened from the Pembayaran screen.
 */
export function BankImportDialog({ open, onClose, onRecorded }: BankImportDialogProps) {
  const rights = useRights(resourceMenus.payment);
  const notify = useSetAtom(notifyAtom);
  const store = useStore();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<Partial<BankMapping>>({});
  const [mappingErrors, setMappingErrors] = useState<Record<string, string>>({});
  const [editMapping, setEditMapping] = useState(false);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [filter, setFilter] = useState<LineFilter>('all');
  const [busy, setBusy] = useState<'read' | 'record' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useField({
    id: 'bank-import-file',
    hint: t('bankImport.fileHint'),
    error: fileError,
    required: true,
  });

  const close = () => {
    if (busy) return;
    setFile(null);
    setPreview(null);
    setMapping({});
    setEditMapping(false);
    setFailure(null);
    onClose();
  };

  const read = async (withMapping?: Partial<BankMapping>) => {
    if (!file) return setFileError(t('bankImport.chooseFile'));
    setBusy('read');
    setFileError(undefined);
    setMappingErrors({});
    setFailure(null);
    try {
      const answer = await callOperation(api, 'paymentImportPreview', {
        body: { file, ...(withMapping ? { mapping: withMapping as BankMapping } : {}) },
      });
      setPreview(answer);
      setChoices(initialChoices(answer));
      setFilter(firstFilter(answer));
      setMapping(answer.mapping ?? withMapping ?? {});
      setEditMapping(answer.mapping === null);
    } catch (error) {
      const onMapping =
        error instanceof ApiError
          ? Object.entries(error.errors).filter(([name]) => name.startsWith('mapping.'))
          : [];
      if (onMapping.length)
        setMappingErrors(
          Object.fromEntries(onMapping.map(([name, texts]) => [name.slice(8), texts.join(' ')])),
        );
      else setFileError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const body = preview ? confirmBody(preview, choices, mapping.date ? (mapping as BankMapping) : null) : null;
  const record = async () => {
    if (!preview || !body?.lines.length) return;
    setBusy('record');
    setFailure(null);
    try {
      const answer = await callOperation(api, 'paymentImportConfirm', { body });
      notify({ status: 'success', title: t('bankImport.recorded'), text: answer.message });
      void written(store, paymentList, null, { reload: true });
      onRecorded?.(answer);
      setBusy(null);
      close();
    } catch (error) {
      const named =
        error instanceof ApiError
          ? Object.entries(error.errors).map(([name, texts]) => {
              const row = rowOfField(body, preview, name);
              const message = texts.join(' ');
              return row === undefined ? message : t('bankImport.lineError', { row, message });
            })
          : [];
      setFailure(named.length ? named.join(' ') : errorMessage(error));
      setBusy(null);
    }
  };

  const choose = (line: PreviewLine, change: Partial<LineChoice>) =>
    setChoices((all) => ({ ...all, [line.fingerprint]: { ...all[line.fingerprint]!, ...change } }));
  const lines = preview ? shownLines(preview.lines, filter) : [];
  const count = body?.lines.length ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) close();
      }}
      size="lg"
      data-testid="bank-import-dialog"
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>{t('bankImport.title')}</Dialog.Header>
      <Dialog.Body>
        <S.Body>
          <S.Muted>{t('bankImport.intro')}</S.Muted>
          <S.FileRow>
            <Field
              field={field}
              label={t('bankImport.file')}
              hint={t('bankImport.fileHint')}
              error={fileError}
            >
              <S.FileInput
                {...field.controlProps}
                type="file"
                name="file"
                accept={ACCEPT}
                disabled={!!busy}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setFileError(undefined);
                  setPreview(null);
                  setMapping({});
                }}
              />
            </Field>
            <Button
              variant="secondary"
              icon="bx-search-alt"
              loading={busy === 'read'}
              onClick={() => void read()}
            >
              {busy === 'read' ? t('bankImport.reading') : t('bankImport.read')}
            </Button>
          </S.FileRow>
          {preview && editMapping ? (
            <MappingForm
              headers={preview.headers}
              mapping={mapping}
              errors={mappingErrors}
              busy={busy === 'read'}
              onChange={setMapping}
              onApply={() => void read(mapping)}
            />
          ) : null}
          {preview && preview.mapping ? (
            <>
              <S.Summary>
                <div>
                  <strong>{t('bankImport.bank', { bank: preview.bank ?? 'custom' })}</strong>
                  {preview.remembered ? <S.Muted>{t('bankImport.rememberedMapping')}</S.Muted> : null}
                  <S.Muted role="status">{t('bankImport.counts', { ...preview.counts })}</S.Muted>
                </div>
                {!editMapping ? (
                  <Button variant="text" icon="bx-columns" onClick={() => setEditMapping(true)}>
                    {t('bankImport.changeMapping')}
                  </Button>
                ) : null}
              </S.Summary>
              <Select
                label={t('bankImport.show')}
                value={filter}
                options={FILTERS.map((value) => ({ value, label: t(`bankImport.filter.${value}`) }))}
                onValueChange={({ value }) => setFilter(value as LineFilter)}
              />
              <LineTable lines={lines} choices={choices} onChoose={choose} />
            </>
          ) : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </S.Body>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={close} disabled={!!busy}>
          {tCommon('common.cancel')}
        </Button>
        <RightButton
          icon="bx-check"
          reason={reasonUnless(rights.create, 'create', t('bankImport.title'))}
          disabled={!count || !!busy}
          loading={busy === 'record'}
          onClick={() => void record()}
          data-testid="bank-import-confirm"
        >
          {busy === 'record' ? t('bankImport.confirming') : t('bankImport.confirm', { n: count })}
        </RightButton>
      </Dialog.Footer>
    </Dialog>
  );
}

export default BankImportDialog;

/** The columns of a file no preset knows: picked from its header row, then read again. */
function MappingForm({
  headers,
  mapping,
  errors,
  busy,
  onChange,
  onApply,
}: {
  headers: string[];
  mapping: Partial<BankMapping>;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (mapping: Partial<BankMapping>) => void;
  onApply: () => void;
}) {
  const options = [
    { value: '', label: t('bankImport.noColumn') },
    ...headers.filter(Boolean).map((h) => ({ value: h, label: h })),
  ];
  return (
    <>
      <S.Muted>{t('bankImport.mappingIntro')}</S.Muted>
      <S.Columns>
        <legend>{t('bankImport.mappingTitle')}</legend>
        {COLUMNS.map((column) => (
          <Select
            key={column}
            label={t(`bankImport.column.${column}`)}
            required={column === 'date' || column === 'description'}
            value={mapping[column] ?? ''}
            options={options}
            error={errors[column]}
            onValueChange={({ value }) => {
              const next = { ...mapping };
              if (value) next[column] = value;
              else delete next[column];
              onChange(next);
            }}
          />
        ))}
      </S.Columns>
      <div>
        <Button
          variant="secondary"
          loading={busy}
          disabled={!mapping.date || !mapping.description}
          onClick={onApply}
        >
          {t('bankImport.applyMapping')}
        </Button>
      </div>
    </>
  );
}

function LineTable({
  lines,
  choices,
  onChoose,
}: {
  lines: PreviewLine[];
  choices: Record<string, LineChoice>;
  onChoose: (line: PreviewLine, change: Partial<LineChoice>) => void;
}) {
  if (!lines.length) return <S.Muted>{t('bankImport.empty')}</S.Muted>;
  return (
    <>
      <S.Lines tabIndex={0} role="region" aria-label={t('bankImport.lines')}>
        <table>
          <caption>{t('bankImport.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bankImport.row')}</th>
              <th scope="col">{t('bankImport.date')}</th>
              <th scope="col">{t('bankImport.description')}</th>
              <th scope="col">{t('bankImport.amount')}</th>
              <th scope="col">{t('bankImport.status')}</th>
              <th scope="col">{t('bankImport.target')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.slice(0, SHOWN).map((line) => (
              <tr key={line.fingerprint} data-status={line.status}>
                <td>{line.row}</td>
                <td>{formatDateShort(line.date)}</td>
                <td data-description>{line.description}</td>
                <td data-numeric>{formatRupiah(line.amount)}</td>
                <td>
                  <StatusBadge tone={TONE[line.status]}>{t(`bankImport.status.${line.status}`)}</StatusBadge>
                  {line.matchedBy ? <S.Muted>{t('bankImport.by', { by: line.matchedBy })}</S.Muted> : null}
                  {line.reason ? <S.Muted>{t('bankImport.reason', { reason: line.reason })}</S.Muted> : null}
                </td>
                <td>
                  <LineTarget line={line} choice={choices[line.fingerprint]} onChoose={onChoose} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </S.Lines>
      {lines.length > SHOWN ? <S.Muted>{t('bankImport.more', { n: lines.length - SHOWN })}</S.Muted> : null}
    </>
  );
}

const candidateLabel = (o: PreviewLine['candidates'][number]) =>
  t('bankImport.candidate', {
    number: o.number,
    customer: o.customer.name,
    balance: formatRupiah(o.balance),
  });

/** Where a line goes: as matched (to record or not), one of its candidates, or a customer searched for. */
function LineTarget({
  line,
  choice,
  onChoose,
}: {
  line: PreviewLine;
  choice: LineChoice | undefined;
  onChoose: (line: PreviewLine, change: Partial<LineChoice>) => void;
}) {
  if (line.status === 'duplicate' || !choice) return <S.Muted>{t('bankImport.recordedBefore')}</S.Muted>;
  if (line.status === 'matched') {
    const to = line.orders.length
      ? `${line.orders.map((o) => o.number).join(', ')} · ${line.customer?.name ?? ''}`
      : t('bankImport.customerOnly', { customer: line.customer?.name ?? '' });
    return (
      <S.Target>
        <span>{to}</span>
        <Checkbox
          label={t('bankImport.record', { row: line.row })}
          checked={choice.record}
          onCheckedChange={({ checked }) => onChoose(line, { record: checked })}
        />
      </S.Target>
    );
  }
  const options = [
    { value: '', label: t('bankImport.none') },
    ...line.candidates.map((o) => ({ value: `o${o.id}`, label: candidateLabel(o) })),
    ...(line.customer
      ? [{ value: 'c', label: t('bankImport.deposit', { customer: line.customer.name }) }]
      : []),
  ];
  const selected = choice.orderIds.length
    ? `o${choice.orderIds[0]}`
    : choice.customer && choice.record
      ? 'c'
      : '';
  return (
    <S.Target>
      {options.length > 1 ? (
        <Select
          label={t('bankImport.choose', { row: line.row })}
          value={selected}
          options={options}
          onValueChange={({ value }) => {
            const order = line.candidates.find((o) => `o${o.id}` === value);
            if (order) onChoose(line, { record: true, orderIds: [order.id], customer: order.customer });
            else if (value === 'c') onChoose(line, { record: true, orderIds: [], customer: line.customer });
            else onChoose(line, { record: false, orderIds: [], customer: null });
          }}
        />
      ) : (
        <CustomerPicker line={line} choice={choice} onChoose={onChoose} />
      )}
      {line.senderName && recordable(choice) ? (
        <Checkbox
          label={t('bankImport.remember', { name: line.senderName })}
          checked={choice.rememberName !== null}
          onCheckedChange={({ checked }) =>
            onChoose(line, { rememberName: checked ? line.senderName : null })
          }
        />
      ) : null}
    </S.Target>
  );
}

/** A line nothing matched: the customer it came from, searched on the server; their oldest balances are paid. */
function CustomerPicker({
  line,
  choice,
  onChoose,
}: {
  line: PreviewLine;
  choice: LineChoice;
  onChoose: (line: PreviewLine, change: Partial<LineChoice>) => void;
}) {
  return (
    <Combobox
      label={t('bankImport.customer', { row: line.row })}
      loadOptions={async (query) => (await searchPaymentCustomers(query)).options}
      value={choice.customer ? { value: String(choice.customer.id), label: choice.customer.name } : null}
      onValueChange={({ value }) =>
        onChoose(line, {
          record: !!value,
          orderIds: [],
          customer: value ? { id: Number(value.value), name: value.label } : null,
        })
      }
    />
  );
}
