import type { Schemas } from '@pawon/api-client';
import { IconButton } from '@pawon/ui';
import { atom, useSetAtom } from 'jotai';
import { useRights } from '../../lib/rights';
import type { CountTarget } from './CountDialog';
import { pathOf, type MaterialKind } from './kinds';

/** Which material is being counted (a row's "Hitung stok" button opens the stock screen's dialog through it). */
export const countingAtom = atom<{ open: boolean; target: CountTarget | null }>({
  open: false,
  target: null,
});

/** Bumped after a count: the restock advice loads again. */
export const adviceVersionAtom = atom(0);

/** The "Hitung stok" button of a stock row, for those who may record a count. */
export function CountButton({ record, kind }: { record: Schemas['MaterialStock']; kind: MaterialKind }) {
  const rights = useRights(pathOf(kind, 'stock'));
  const setCounting = useSetAtom(countingAtom);
  if (!rights.create) return null;
  return (
    <IconButton
      icon="bx-calculator"
      label={`Hitung stok ${record.name}`}
      onClick={() =>
        setCounting({ open: true, target: { id: record.id, name: record.name, unit: record.unit } })
      }
    />
  );
}
