import { useAtomValue, useSetAtom } from 'jotai';
import { Button, StatusBadge } from '@pawon/ui';
import { formatDateShort, formatRupiah } from '../format';
import { cachedRecords } from './cachedSearch';
import { t } from './messages';
import type { QueuedOperation } from './queued';
import { queuedRow, type KnownRecords } from './queuedSummary';
import { queueAtom, syncPanelOpenAtom } from './queueState';
import * as S from './QueuedRows.styles';

/** The names and prices this device has seen (list pages, pickers, the packaging choices in the query cache). */
const knownRecords = (): KnownRecords => ({
  customers: cachedRecords('customer'),
  products: cachedRecords('product'),
  packs: cachedRecords('packaging'),
});

export interface QueuedRowsProps {
  /** The queued writes shown: the list's new records (`transactionAdd` on the order list). */
  operation: QueuedOperation;
}

/**
 * A list's records saved on this device and not on the server yet (decision 039), above its rows: "Menunggu sinkron",
 * or "Gagal dikirim" once the server refused one, with the way into "Antrean sinkron" where it is corrected, sent
 * again or discarded. They are not rows of the table: nothing can be chosen, edited or deleted there until the
 * server has them; once sent, the list loads again with the real row and the queued one goes.
 */
export default function QueuedRows({ operation }: QueuedRowsProps) {
  // The newest first, as the list's own rows.
  const writes = useAtomValue(queueAtom)
    .filter((w) => w.operation === operation)
    .reverse();
  const openQueue = useSetAtom(syncPanelOpenAtom);
  if (writes.length === 0) return null;
  const known = knownRecords();
  return (
    <S.Rows aria-label={t('offline.rows.label')} data-testid="queued-rows">
      {writes.map((write) => {
        const row = queuedRow(write, known);
        const refused = row.state === 'refused';
        const action = refused ? t('offline.rows.why') : t('offline.rows.open');
        return (
          <S.Row key={row.key} data-state={row.state} data-testid="queued-row">
            <StatusBadge tone={refused ? 'error' : 'warning'}>
              {refused ? t('offline.failed') : t('offline.waiting')}
            </StatusBadge>
            <S.Name>{row.name}</S.Name>
            {row.packs !== undefined ? (
              <S.Meta>{t('offline.rows.packs', { count: row.packs })}</S.Meta>
            ) : null}
            <S.Meta>{formatDateShort(row.date)}</S.Meta>
            {operation === 'transactionAdd' ? (
              row.total !== undefined ? (
                <S.Total title={t('offline.rows.estimateNote')}>
                  {t('offline.rows.estimate', { total: formatRupiah(row.total) })}
                </S.Total>
              ) : (
                <S.Meta>{t('offline.rows.noTotal')}</S.Meta>
              )
            ) : null}
            <S.End>
              <Button
                size="sm"
                variant={refused ? 'secondary' : 'text'}
                icon={refused ? 'bx-error' : 'bx-list-ul'}
                aria-label={`${action}: ${row.name}`}
                onClick={() => openQueue(true)}
              >
                {action}
              </Button>
            </S.End>
          </S.Row>
        );
      })}
    </S.Rows>
  );
}
