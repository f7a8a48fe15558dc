import type { Schemas } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { ConfirmDialog, Skeleton, StatusBadge } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { formatDate, formatDateShort, formatDateTime, formatRupiah, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { useClient } from '../../lib/query/queryClient';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { t } from './messages';
import * as S from './priceLists.styles';
import { priceHistory, setPrices, type PricedProduct } from './queries';

type Entry = Schemas['PriceListHistoryResponse']['datas'][number];
export type EntryState = 'planned' | 'current' | 'past';

/**
 * Each price of a history (newest first) as of today: a later day's is planned, the newest from today or before is
 * the one in effect, the older ones were.
 */
export function entryStates(entries: readonly Pick<Entry, 'effectiveFrom'>[], today: string): EntryState[] {
  let current = false;
  return entries.map((entry) => {
    if (entry.effectiveFrom > today) return 'planned';
    if (current) return 'past';
    current = true;
    return 'current';
  });
}

const TONE = { planned: 'info', current: 'success', past: 'neutral' } as const;

/**
 * A product's prices on a list by date, under its row: planned ones first, each with "Batalkan" (the price taken back
 * on its day, after a confirmation), then the one in effect and the earlier ones.
 */
export function PriceHistory({
  priceList,
  product,
}: {
  priceList: Schemas['PriceListRef'];
  product: PricedProduct;
}) {
  const answer = useQuery(priceHistory({ id: priceList.id, productId: product.productId }), useClient());
  const rights = useRights(resourceMenus.priceList);
  const [taking, setTaking] = useState<Entry | null>(null);
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const today = todayIn();
  if (answer.isPending) return <Skeleton variant="text" />;
  if (answer.isError)
    return (
      <S.Muted role="alert">
        {t('priceLists.history.failed')} {errorMessage(answer.error)}
      </S.Muted>
    );
  const entries = answer.data.datas;
  if (entries.length === 0) return <S.Muted>{t('priceLists.history.empty')}</S.Muted>;
  const states = entryStates(entries, today);
  const words = (entry: Entry) => ({
    price: formatRupiah(entry.price),
    date: formatDate(entry.effectiveFrom),
  });
  const takeBack = async () => {
    if (!taking) return;
    try {
      await setPrices(store, {
        id: priceList.id,
        effectiveFrom: taking.effectiveFrom,
        prices: [{ productId: product.productId, price: null }],
      });
    } catch (error) {
      // Said in the confirmation, which stays open.
      throw new Error(errorMessage(error));
    }
    notify({
      status: 'success',
      title: tCommon('common.saved'),
      text: t('priceLists.history.takenBack', {
        product: product.name,
        date: formatDate(taking.effectiveFrom),
      }),
    });
  };
  return (
    <>
      <S.History aria-label={t('priceLists.history.caption', { name: product.name })}>
        {entries.map((entry, index) => {
          const state = states[index] ?? 'past';
          return (
            <S.HistoryEntry key={entry.effectiveFrom}>
              <StatusBadge tone={TONE[state]}>{t(`priceLists.history.state.${state}`)}</StatusBadge>
              <span>
                {t('priceLists.history.entry', {
                  price: formatRupiah(entry.price),
                  date: formatDateShort(entry.effectiveFrom),
                })}
              </span>
              <S.Muted>
                {t('priceLists.history.changedAt', { when: formatDateTime(entry.updatedAt) })}
              </S.Muted>
              {state === 'planned' ? (
                <RightButton
                  variant="text"
                  size="sm"
                  icon="bx-undo"
                  aria-label={t('priceLists.history.takeBackLabel', words(entry))}
                  reason={reasonUnless(rights.update, 'update', t('priceLists.title'))}
                  onClick={() => setTaking(entry)}
                >
                  {t('priceLists.history.takeBack')}
                </RightButton>
              ) : null}
            </S.HistoryEntry>
          );
        })}
      </S.History>
      <ConfirmDialog
        open={taking !== null}
        onOpenChange={({ open }) => !open && setTaking(null)}
        title={t('priceLists.history.takeBackTitle')}
        message={
          taking ? t('priceLists.history.takeBackText', { ...words(taking), product: product.name }) : null
        }
        confirmLabel={t('priceLists.history.takeBackConfirm')}
        cancelLabel={tCommon('common.cancel')}
        tone="danger"
        icon="bx-undo"
        onConfirm={takeBack}
      />
    </>
  );
}
