import { IconButton } from '@pawon/ui';
import { useState } from 'react';
import { lazyDialog } from '../../lib/lazyDialog';
import { t } from './messages';
import type { Schemas } from '@pawon/api-client';

// The prices (their table, the set-price form, the history) are a chunk of their own, fetched once the list is idle.
const PricesDialog = lazyDialog(() => import('./PricesDialog').then((module) => module.PricesDialog));

/** Row action "Atur harga": the list's prices of every active product, to see and change by date. */
export function PricesButton({ priceList }: { priceList: Schemas['PriceListRef'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="bx-purchase-tag"
        variant="text"
        label={t('priceLists.prices.open', { name: priceList.name })}
        onClick={() => setOpen(true)}
      />
      <PricesDialog priceList={priceList} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
