import type { Schemas } from '@pawon/api-client';
import { IconButton } from '@pawon/ui';
import { atom, useSetAtom } from 'jotai';
import { reasonUnless } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import type { CountTarget } from './CountDialog';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import { t } from './messages';

/** The stock screen's title, as the Authorization Group names it (`Stok Bahan Baku`). */
export const stockTitle = (kind: MaterialKind) => t('materials.stock.title', { title: KINDS[kind].title });

/** Which material is being counted (a row's "Hitung stok" button opens the stock screen's dialog through it). */
export const countingAtom = atom<{ open: boolean; target: CountTarget | null }>({
  open: false,
  target: null,
});

/** The "Hitung stok" button of a stock row; without the right to record a count, disabled with the right it needs. */
export function CountButton({ record, kind }: { record: Schemas['MaterialStock']; kind: MaterialKind }) {
  const rights = useRights(pathOf(kind, 'stock'));
  const setCounting = useSetAtom(countingAtom);
  return (
    <IconButton
      icon="bx-calculator"
      label={t('materials.count.button', { name: record.name })}
      disabledReason={reasonUnless(rights.create, 'create', stockTitle(kind))}
      onClick={() =>
        setCounting({ open: true, target: { id: record.id, name: record.name, unit: record.unit } })
      }
    />
  );
}
