import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation, type Schemas } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  FormLayout,
  StatusBadge,
  Textarea,
  type ColumnDef,
} from '@pawon/ui';
import { api } from '../../lib/client';
import { answerState } from '../../lib/pagedTable';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { reportFailure } from '../../lib/formErrors';
import { QuantityFormField } from '../../lib/formFields';
import { formatDateShort, formatDateTime, formatQuantity } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { t } from '../../lib/messages';
import { invalidateResource, useClient } from '../../lib/query/queryClient';
import { useRights } from '../../lib/rights';
import idTexts from '../../i18n/catalogues/id/stockLocations.json';
import { catalogueArea } from '../../i18n/area';
import { celsius, limitsOf } from './limits';
import { ReadingImport } from './ReadingImport';

const tr = catalogueArea(idTexts);

/** The action menu "Rilis QC" under Lokasi Simpan: accepting or discarding held stock (decision 056). */
export const RELEASE_RIGHT = '/stock-location/release';

type Location = Schemas['StockLocation'];
type Reading = Schemas['TemperatureReading'];
type HoldItem = Schemas['StockHoldItem'];

/** A location's readings, newest first (10 a page); stale after any write to locations. */
const readings = createLookupFamily('stockLocation', 'readings', (q: { locationId: number; page: number }) =>
  callOperation(api, 'stockLocationReadings', { body: { ...q, perPage: 10 } }),
);
/** A location's held lots and batches (undecided items of its open hold). */
const heldItems = createLookupFamily('stockLocation', 'held', (locationId: number) =>
  callOperation(api, 'stockLocationHolds', { body: { locationId, perPage: 100 } }),
);

/** "Ditahan sejak …": why a location's stock is held, and how many lots and batches wait for Rilis QC. */
export function HoldBanner({ hold, count }: { hold: Schemas['StockHold']; count: number }) {
  return (
    <Alert tone="error" role="status">
      {hold.reason === 'limit'
        ? tr('stockLocations.hold.limit', {
            celsius: celsius(hold.celsius ?? 0),
            at: formatDateTime(hold.openedAt),
            count,
          })
        : tr('stockLocations.hold.gap', {
            last: hold.lastReadingAt ? formatDateTime(hold.lastReadingAt) : '–',
            count,
          })}
    </Alert>
  );
}

const readingColumns: ColumnDef<Reading, unknown>[] = [
  {
    id: 'at',
    header: () => tr('stockLocations.log.at'),
    meta: { nowrap: true },
    cell: ({ row }) => formatDateTime(row.original.at),
  },
  {
    id: 'celsius',
    header: () => tr('stockLocations.log.celsius'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => (
      <>
        {celsius(row.original.celsius)}{' '}
        {row.original.outOfLimits && <StatusBadge tone="error">{tr('stockLocations.log.out')}</StatusBadge>}
      </>
    ),
  },
  {
    id: 'source',
    header: () => tr('stockLocations.log.source'),
    cell: ({ row }) => tr(`stockLocations.log.sources.${row.original.source}`),
  },
  {
    id: 'createdBy',
    header: () => tr('stockLocations.log.by'),
    cell: ({ row }) => row.original.createdBy ?? '–',
  },
];

/** "Catat suhu": one reading now, with a note; the answer says when it put the location's stock on hold. */
function RecordReading({ location, onSaved }: { location: Location; onSaved: () => void }) {
  const notify = useSetAtom(notifyAtom);
  const form = useForm<{ celsius: number | null; note: string }>({
    defaultValues: { celsius: null, note: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await callOperation(api, 'stockLocationRecordReading', {
        body: {
          locationId: location.id,
          celsius: values.celsius ?? 0,
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
        },
      });
      notify({
        status: answer.hold ? 'error' : 'success',
        title: t('common.saved'),
        text: answer.message ?? '',
      });
      form.reset({ celsius: null, note: '' });
      onSaved();
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['celsius', 'note'],
        toast: (message) => notify({ status: 'error', title: t('common.failed'), text: message }),
      });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={tr('stockLocations.log.record')} noValidate>
      <FormLayout>
        <QuantityFormField
          control={form.control}
          name="celsius"
          rules={{
            validate: (v) =>
              typeof v !== 'number'
                ? tr('stockLocations.log.celsiusMissing')
                : v < -80 || v > 80
                  ? tr('stockLocations.log.celsiusRange')
                  : true,
          }}
          id={`reading-${location.id}-celsius`}
          label={tr('stockLocations.log.celsius')}
          unit="°C"
          required
          inputMode="decimal"
        />
        <Textarea
          id={`reading-${location.id}-note`}
          label={tr('stockLocations.log.note')}
          rows={2}
          maxLength={500}
          {...form.register('note')}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {tr('stockLocations.log.record')}
        </Button>
      </FormLayout>
    </form>
  );
}

/** "Rilis QC" of one held lot or batch: accept or discard (asked again: it counts the stock out), with a note. */
function ReleaseForm({ item, onDone }: { item: HoldItem; onDone: () => void }) {
  const notify = useSetAtom(notifyAtom);
  const [decision, setDecision] = useState<'accept' | 'discard' | null>(null);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    if (!decision) return;
    try {
      const answer = await callOperation(api, 'stockLocationRelease', {
        body: { id: item.id, decision, note: note.trim() },
      });
      notify({ status: 'success', title: t('common.saved'), text: answer.message ?? '' });
      onDone();
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['note'],
        toast: (message) => notify({ status: 'error', title: t('common.failed'), text: message }),
      });
    }
  });
  if (!decision)
    return (
      <>
        <Button size="sm" variant="outline" onClick={() => setDecision('accept')}>
          {tr('stockLocations.release.accept')}
        </Button>{' '}
        <Button size="sm" variant="danger" onClick={() => setDecision('discard')}>
          {tr('stockLocations.release.discard')}
        </Button>
      </>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={tr(`stockLocations.release.${decision}`)}>
      {decision === 'discard' && (
        <Alert tone="warning">
          {tr('stockLocations.release.discardWarning', {
            qty: formatQuantity(item.qty, item.unit),
            name: item.name,
          })}
        </Alert>
      )}
      <Textarea
        id={`release-${item.id}-note`}
        label={tr('stockLocations.release.note')}
        rows={2}
        maxLength={500}
        required
        error={form.formState.errors.note?.message}
        {...form.register('note', {
          validate: (v) => v.trim().length >= 3 || tr('stockLocations.release.noteMissing'),
        })}
      />
      <Button size="sm" type="submit" variant={decision === 'discard' ? 'danger' : 'primary'}>
        {tr(`stockLocations.release.confirm.${decision}`)}
      </Button>{' '}
      <Button size="sm" variant="outline" type="button" onClick={() => setDecision(null)}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}

function HeldStock({
  location,
  canRelease,
  onDone,
}: {
  location: Location;
  canRelease: boolean;
  onDone: () => void;
}) {
  const answer = useQuery(heldItems(location.id), useClient());
  const columns: ColumnDef<HoldItem, unknown>[] = [
    { id: 'name', header: () => tr('stockLocations.release.item'), cell: ({ row }) => row.original.name },
    {
      id: 'kind',
      header: () => tr('stockLocations.release.kind'),
      cell: ({ row }) => tr(`stockLocations.release.kinds.${row.original.kind}`),
    },
    {
      id: 'qty',
      header: () => tr('stockLocations.release.qty'),
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => formatQuantity(row.original.qty, row.original.unit),
    },
    {
      id: 'expiry',
      header: () => tr('stockLocations.release.expiry'),
      cell: ({ row }) => (row.original.expiryDate ? formatDateShort(row.original.expiryDate) : '–'),
    },
    ...(canRelease
      ? [
          {
            id: 'decide',
            header: () => tr('stockLocations.release.decide'),
            cell: ({ row }: { row: { original: HoldItem } }) => (
              <ReleaseForm item={row.original} onDone={onDone} />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<HoldItem>
      caption={tr('stockLocations.release.caption', { name: location.name })}
      columns={columns}
      data={answer.data?.datas ?? []}
      getRowId={(i) => String(i.id)}
      virtualize={false}
      loading={answer.isPending}
      error={answer.isLoadingError ? errorMessage(answer.error) : undefined}
      onRetry={() => void answer.refetch()}
      empty={<EmptyState compact headingLevel="h3" title={tr('stockLocations.release.empty')} />}
    />
  );
}

/**
 * A location's temperature log: its hold, the check due, "Catat suhu" and "Impor dari logger", the readings, and its
 * held stock.
 */
export function TemperatureLog({ location }: { location: Location }) {
  const store = useStore();
  const rights = useRights('/stock-location');
  const canRelease = useRights(RELEASE_RIGHT).view;
  const [page, setPage] = useState(1);
  const answer = useQuery(
    { ...readings({ locationId: location.id, page }), placeholderData: keepPreviousData },
    useClient(),
  );
  const current = answer.data?.location ?? location;
  const refresh = () => void invalidateResource(store, 'stockLocation', { lists: true });
  return (
    <FormLayout>
      <p>{tr('stockLocations.log.limits', { limits: limitsOf(current) })}</p>
      {current.openHold && <HoldBanner hold={current.openHold} count={current.heldCount} />}
      {answer.data?.due && (
        <Alert tone="info">{tr('stockLocations.log.due', { time: answer.data.due })}</Alert>
      )}
      {rights.create && <RecordReading location={current} onSaved={refresh} />}
      {rights.create && <ReadingImport location={current} onImported={refresh} />}
      {current.openHold && <HeldStock location={current} canRelease={canRelease} onDone={refresh} />}
      <DataTable<Reading>
        caption={tr('stockLocations.log.caption', { name: current.name })}
        columns={readingColumns}
        data={answer.data?.datas ?? []}
        getRowId={(r) => String(r.id)}
        virtualize={false}
        page={page}
        perPage={10}
        total={answer.data?.total ?? 0}
        pageSizes={[10]}
        paginationLabel={tr('stockLocations.log.pages')}
        onPageChange={({ page: next }) => setPage(next)}
        {...answerState(answer)}
        empty={
          <EmptyState
            compact
            headingLevel="h3"
            title={tr('stockLocations.log.empty')}
            text={tr('stockLocations.log.emptyText')}
          />
        }
      />
    </FormLayout>
  );
}
