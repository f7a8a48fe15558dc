import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { Button, DataTable, Dialog, EmptyState, IconButton, Select, type ColumnDef } from '@pawon/ui';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { notifyAtom } from '../../lib/feedback';
import { errorMessage } from '../../lib/errors';
import { pagedTable } from '../../lib/pagedTable';
import { t as tCommon } from '../../lib/messages';
import { invalidateResource, queryClientOf, useClient } from '../../lib/query/queryClient';
import { reasonUnless } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import {
  deliveryPage,
  webhookApi,
  type DeliveryQuery,
  type DeliveryStatus,
  type Webhook,
  type WebhookDelivery,
} from './api';
import { codeText, durationText, shortTime, statusBadge } from './columns';
import { DELIVERY_STATUSES, eventLabel } from './events';
import { t } from './messages';
import * as S from './webhooks.styles';

const ALL = 'all';

/** The answer's first bytes or the error, whichever the last attempt has. */
const answerOf = (delivery: WebhookDelivery) => delivery.error ?? delivery.responseBody ?? '';

/** A webhook's deliveries ("Riwayat kirim"): newest first, paged by the server, filtered by status. */
export function DeliveryLogDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  return (
    <Dialog
      open={webhook !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      data-testid="webhook-deliveries"
    >
      <Dialog.Header closeLabel={tCommon('common.close')} description={webhook?.url}>
        {t('webhooks.log.title')}
      </Dialog.Header>
      <Dialog.Body>
        {/* Another webhook starts at its first page, all statuses. */}
        {webhook ? <DeliveryLog key={webhook.id} webhook={webhook} /> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {tCommon('common.close')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const [query, setQuery] = useState<DeliveryQuery>({ webhookId: webhook.id, page: 1, perPage: 10 });
  const client = useClient();
  const answer = useQuery({ ...deliveryPage(query), placeholderData: keepPreviousData }, client);
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [copied, setCopied] = useState<string | null>(null);
  const [resending, setResending] = useState<number | null>(null);
  const resendReason = reasonUnless(useRights(resourceMenus.webhook).update, 'update', t('webhooks.title'));

  const copyId = async (eventId: string) => {
    try {
      await navigator.clipboard.writeText(eventId);
      setCopied(eventId);
    } catch {
      setCopied(null);
    }
  };

  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery.id);
    try {
      const queued = await webhookApi.resend(delivery.id);
      // The row as the server now has it (pending, attempts reset), then the page and the list asked again.
      queryClientOf(store).setQueryData(
        deliveryPage(query).queryKey,
        (page) => page && { ...page, datas: page.datas.map((row) => (row.id === queued.id ? queued : row)) },
      );
      void invalidateResource(store, 'webhook');
      notify({
        status: 'success',
        title: t('webhooks.log.resentTitle'),
        text: t('webhooks.log.resent', { id: delivery.eventId }),
      });
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    } finally {
      setResending(null);
    }
  };

  // What happened first (when, what, status, code): in the dialog's width the event id and the answer come after,
  // where the table scrolls.
  const columns: ColumnDef<WebhookDelivery, unknown>[] = [
    {
      id: 'at',
      header: t('webhooks.log.at'),
      meta: { nowrap: true },
      cell: ({ row }) => shortTime(row.original.lastAttemptAt ?? row.original.createdAt),
    },
    {
      id: 'eventType',
      header: t('webhooks.log.eventType'),
      cell: ({ row }) => eventLabel(row.original.eventType),
    },
    {
      id: 'status',
      header: t('webhooks.log.status'),
      meta: { nowrap: true },
      cell: ({ row }) => statusBadge(row.original.status, row.original.nextAttemptAt),
    },
    {
      id: 'attempts',
      header: t('webhooks.log.attempts'),
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => row.original.attempts,
    },
    {
      id: 'code',
      header: t('webhooks.log.code'),
      meta: { nowrap: true },
      cell: ({ row }) => codeText(row.original.responseCode),
    },
    {
      id: 'duration',
      header: t('webhooks.log.duration'),
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => durationText(row.original.durationMs),
    },
    {
      id: 'eventId',
      header: t('webhooks.log.eventId'),
      meta: { nowrap: true },
      cell: ({ row }) => (
        <S.IdCell>
          <S.Mono>{row.original.eventId}</S.Mono>
          <IconButton
            icon="bx-copy"
            size="sm"
            variant="text"
            label={t('webhooks.log.copyId', { id: row.original.eventId })}
            onClick={() => void copyId(row.original.eventId)}
          />
        </S.IdCell>
      ),
    },
    {
      id: 'answer',
      header: t('webhooks.log.answer'),
      cell: ({ row }) => {
        const text = answerOf(row.original);
        return text ? <S.AnswerStart title={text}>{text}</S.AnswerStart> : '–';
      },
    },
  ];

  const options = [
    { value: ALL, label: t('webhooks.log.all') },
    ...DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`webhooks.status.${status}`) })),
  ];
  return (
    <>
      <S.LogToolbar>
        <Select
          id="webhook-delivery-status"
          label={t('webhooks.log.filter')}
          options={options}
          value={query.status ?? ALL}
          onValueChange={({ value }) =>
            setQuery((q) => ({
              ...q,
              page: 1,
              status: value === ALL ? undefined : (value as DeliveryStatus),
            }))
          }
        />
        <div role="status">
          {copied ? <S.Muted>{t('webhooks.log.copied', { id: copied })}</S.Muted> : null}
        </div>
      </S.LogToolbar>
      <DataTable<WebhookDelivery>
        caption={t('webhooks.log.caption')}
        columns={columns}
        {...pagedTable(answer, query, setQuery)}
        getRowId={(delivery) => String(delivery.id)}
        paginationLabel={t('webhooks.log.pages')}
        rowActions={(delivery) => (
          <IconButton
            icon="bx-redo"
            size="sm"
            label={t('webhooks.log.resend', { id: delivery.eventId })}
            disabledReason={resendReason}
            loading={resending === delivery.id}
            onClick={() => void resend(delivery)}
          />
        )}
        renderExpanded={(delivery) => <S.Answer>{answerOf(delivery)}</S.Answer>}
        canExpand={(delivery) => answerOf(delivery).length > 0}
        expandLabel={(delivery) => t('webhooks.log.expand', { id: delivery.eventId })}
        empty={
          <EmptyState
            compact
            headingLevel="h3"
            title={query.status ? t('webhooks.log.emptyFilter') : t('webhooks.log.empty')}
            text={query.status ? undefined : t('webhooks.log.emptyText')}
          />
        }
      />
    </>
  );
}
