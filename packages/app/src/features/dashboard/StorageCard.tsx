import { callOperation } from '@pawon/api-client';
import { Link } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Skeleton, StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/dashboardStorage.json';
import { catalogueArea } from '../../i18n/area';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';
import { t } from './messages';
import { ALERT_ROWS } from './salesData';
import { useWidgetData } from './streaming';
import * as S from './dashboard.styles';

/** The texts of this widget, in the current language (catalogues/<locale>/dashboardStorage.json): its own chunk. */
const tr = catalogueArea(idTexts);

/** Lokasi Simpan, where temperatures are recorded and held stock released. */
const SCREEN = '/stock-location';

/** Held lots and batches, and the locations without a reading today; stale after a write to locations or stock. */
const storageSummary = createLookup(['stockLocation', 'stock'], 'summary', () =>
  callOperation(api, 'stockLocationSummary', {}),
);

/**
 * "Keamanan pangan": how many lots and batches are on a QC hold, and which locations have no temperature reading
 * today (decision 056). Its own chunk, for users who may read it (the dashboard or Lokasi Simpan).
 */
export default function StorageCard() {
  const { data, error, retry } = useWidgetData(storageSummary);
  const held = (data?.heldLots ?? 0) + (data?.heldBatches ?? 0);
  const unread = (data?.unread ?? []).slice(0, ALERT_ROWS);
  const more = Math.max((data?.unread.length ?? 0) - unread.length, 0);
  return (
    <Card title={tr('dashboardStorage.title')} subtitle={tr('dashboardStorage.text')}>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={3} />
      ) : held === 0 && unread.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={tr('dashboardStorage.none')} headingLevel="h3" />
      ) : (
        <S.List aria-label={tr('dashboardStorage.title')}>
          {held > 0 ? (
            <li>
              <span>
                <Link to={SCREEN}>{tr('dashboardStorage.held')}</Link>
                <small>
                  {tr('dashboardStorage.heldText', { lots: data.heldLots, batches: data.heldBatches })}
                </small>
              </span>
              <StatusBadge tone="error">{tr('dashboardStorage.heldCount', { n: held })}</StatusBadge>
            </li>
          ) : null}
          {unread.map((location) => (
            <li key={location.id}>
              <span>
                <Link to={SCREEN}>{location.name}</Link>
                <small>{tr('dashboardStorage.unreadText')}</small>
              </span>
              <StatusBadge tone="warning">{tr('dashboardStorage.unread')}</StatusBadge>
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{tr('dashboardStorage.more', { n: more })}</small> : null}
    </Card>
  );
}
