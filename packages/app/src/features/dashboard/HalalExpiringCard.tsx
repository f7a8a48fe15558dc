import { callOperation } from '@pawon/api-client';
import { Link } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Skeleton, StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/dashboardHalal.json';
import { catalogueArea } from '../../i18n/area';
import { api } from '../../lib/client';
import { formatDate } from '../../lib/format';
import { createLookup } from '../../lib/lookups';
import { t } from './messages';
import { ALERT_ROWS } from './salesData';
import { useWidgetData } from './streaming';
import * as S from './dashboard.styles';

/** The texts of this widget, in the current language (catalogues/<locale>/dashboardHalal.json): its own chunk. */
const tr = catalogueArea(idTexts);

/** The Data Bahan Baku screen, where a certificate is renewed. */
const MATERIALS = '/items/bahan-baku/list';

/**
 * Certificates expiring within 30 days and expired ones a recipe still uses (decision 057), stale after a write to
 * raw materials or recipes.
 */
const halalExpiring = createLookup(['bahanBaku', 'produksi'], 'halalExpiring', () =>
  callOperation(api, 'reportHalalExpiring', {}),
);

/**
 * "Sertifikat halal": the raw materials whose halal certificate runs out within 30 days, or has run out while a
 * recipe uses it, the first to expire first, each a way to its material. Its own chunk, for users with the
 * Register Halal only.
 */
export default function HalalExpiringCard() {
  const { data, error, retry } = useWidgetData(halalExpiring);
  const rows = (data?.datas ?? []).slice(0, ALERT_ROWS);
  const more = Math.max((data?.total ?? 0) - rows.length, 0);
  return (
    <Card title={tr('dashboardHalal.title')} subtitle={tr('dashboardHalal.text')}>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={tr('dashboardHalal.none')} headingLevel="h3" />
      ) : (
        <S.List aria-label={tr('dashboardHalal.title')}>
          {rows.map((m) => (
            <li key={m.id}>
              <span>
                <Link to={`${MATERIALS}?q=${encodeURIComponent(m.name)}`}>{m.name}</Link>
                <small>{tr('dashboardHalal.used', { n: m.recipes ?? 0 })}</small>
              </span>
              <StatusBadge tone={m.state === 'expired' ? 'error' : 'warning'}>
                {tr(m.state === 'expired' ? 'dashboardHalal.expired' : 'dashboardHalal.expiring', {
                  date: formatDate(m.halalExpiry ?? ''),
                })}
              </StatusBadge>
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{tr('dashboardHalal.more', { n: more })}</small> : null}
      {data && rows.length > 0 ? <Link to="/report/halal">{tr('dashboardHalal.open')}</Link> : null}
    </Card>
  );
}
