import { useQuery } from '@tanstack/react-query';
import { Button, Card, EmptyState, ErrorState, PageHeader, Skeleton, Tabs } from '@pawon/ui';
import { written } from '../../lib/query/lists';
import { useAtom, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { lazyDialog } from '../../lib/lazyDialog';
import { formatDateShort, formatQuantity } from '../../lib/format';
import { invalidateResource, useClient } from '../../lib/query/queryClient';
import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { countingAtom, stockTitle } from './CountButton';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import { stockAdvice } from './lookups';
import { t } from './messages';
import { materialResources, StockState } from './resources';
import * as S from './materials.styles';
import { RecallHost } from '../../lib/recall/RecallButton';

// The count form (react-hook-form, the quantity fields) is its own chunk, fetched when idle (issue 17).
const CountDialog = lazyDialog(() => import('./CountDialog').then((module) => module.CountDialog));

/** Advice rows shown at first, and added by "show more": a business with many materials short gets a list it can read. */
const ADVICE_STEP = 10;

/** Materials that will run out within 7 days at their average use of the last 30 days, soonest first. */
function AdviceCard({ kind }: { kind: MaterialKind }) {
  const state = useQuery(stockAdvice[kind], useClient());
  const rows = state.data?.datas ?? [];
  // Up to 1,000 at once took a second to render at 1M orders (decision 035): the soonest first, more on request.
  const [shown, setShown] = useState(ADVICE_STEP);
  const rest = rows.length - shown;
  return (
    <Card
      title={t('materials.advice.title')}
      subtitle={t('materials.advice.text')}
      data-testid={`${KINDS[kind].key}-advice`}
    >
      {state.isLoadingError ? (
        <ErrorState
          compact
          headingLevel="h3"
          text={errorMessage(state.error)}
          onRetry={() => void state.refetch()}
        />
      ) : !state.data ? (
        <Skeleton lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState
          compact
          headingLevel="h3"
          icon="bx-check-circle"
          title={t('materials.advice.none')}
          text={t('materials.advice.noneText')}
        />
      ) : (
        <S.AdviceList>
          {rows.slice(0, shown).map((m) => (
            <S.AdviceItem key={m.id}>
              <S.Figure>
                <strong>{m.name}</strong>
                <StockState needRestock={m.needRestock} />
              </S.Figure>
              <S.Figure>
                <small>{t('materials.advice.available')}</small>
                {formatQuantity(m.remaining - m.expired, m.unit)}
              </S.Figure>
              <S.Figure>
                <small>{t('materials.labels.avgDailyUse')}</small>
                {formatQuantity(m.avgDailyUse, m.unit)}
              </S.Figure>
              <S.Figure>
                <small>{t('materials.advice.enoughFor')}</small>
                {m.daysLeft === null ? '–' : t('materials.days', { days: Math.round(m.daysLeft * 10) / 10 })}
                {m.runsOutOn ? (
                  <small>{t('materials.advice.runsOut', { date: formatDateShort(m.runsOutOn) })}</small>
                ) : null}
              </S.Figure>
              <S.Figure>
                <small>{t('materials.advice.suggested')}</small>
                <strong>{formatQuantity(m.suggestedQty, m.unit)}</strong>
              </S.Figure>
            </S.AdviceItem>
          ))}
          {rest > 0 ? (
            <li>
              <Button
                variant="text"
                size="sm"
                icon="bx-chevron-down"
                onClick={() => setShown((n) => n + ADVICE_STEP * 5)}
              >
                {t('materials.advice.more', { n: Math.min(rest, ADVICE_STEP * 5), rest })}
              </Button>
            </li>
          ) : null}
        </S.AdviceList>
      )}
    </Card>
  );
}

/**
 * Stok Bahan Baku / Bahan Kemasan: what will run out soon, stock per material against its minimum ("perlu
 * restock"), the lots with their expiry, and the stock count (opname).
 */
export function StockScreen({ kind }: { kind: MaterialKind }) {
  const k = KINDS[kind];
  const resources = materialResources[kind];
  const rights = useRights(pathOf(kind, 'stock'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'lots' ? 'lots' : 'materials';
  const [counting, setCounting] = useAtom(countingAtom);
  const store = useStore();

  // A count changes the stock, the lots, the advice and what reads the material (its list, production).
  const counted = useCallback(() => {
    void written(store, resources.stock.descriptor.list, null, { reload: true });
    void written(store, resources.lots.descriptor.list, null, { reload: true });
    void invalidateResource(store, k.key);
  }, [store, resources, k.key]);

  return (
    <S.Screen>
      <PageHeader
        title={stockTitle(kind)}
        subtitle={t('materials.stockScreen.subtitle')}
        actions={
          <RightButton
            icon="bx-calculator"
            reason={reasonUnless(rights.create, 'create', stockTitle(kind))}
            onClick={() => setCounting({ open: true, target: null })}
            data-testid={`${k.key}-count`}
          >
            {t('materials.stockScreen.count')}
          </RightButton>
        }
      />
      <AdviceCard kind={kind} />
      <Tabs
        label={t('materials.stockScreen.tabs', { noun: k.noun })}
        value={tab}
        // Each tab keeps its own list state in the URL: switching starts the other list afresh.
        onValueChange={({ value }) => setParams(value === 'lots' ? { tab: 'lots' } : {}, { replace: true })}
        items={[
          {
            value: 'materials',
            label: t('materials.stockScreen.perMaterial'),
            icon: 'bx-cube',
            content:
              tab === 'materials' ? (
                <ResourceListScreen resource={resources.stock.descriptor} embedded />
              ) : null,
          },
          {
            value: 'lots',
            label: t('materials.stockScreen.perLot'),
            icon: 'bx-layer',
            content:
              tab === 'lots' ? <ResourceListScreen resource={resources.lots.descriptor} embedded /> : null,
          },
        ]}
      />
      <CountDialog
        kind={kind}
        open={counting.open}
        target={counting.target}
        onClose={() => setCounting((c) => ({ ...c, open: false }))}
        onCounted={counted}
      />
      {/* A recall blocks a lot (and maybe batches made from it): the lists and what reads them again. */}
      <RecallHost onRecalled={counted} />
    </S.Screen>
  );
}
