import type { Schemas } from '@pawon/api-client';
import { StatusBadge } from '@pawon/ui';
import type { MaterialKind } from './kinds';
import type { ResourceFilter } from '../../lib/resource/types';
import { materialOptions, vendorOptions } from './lookups';
import { t } from './messages';
import * as S from './materials.styles';

export type Restock = Schemas['Restock'];
export type Usage = Schemas['Usage'];
export type MaterialStock = Schemas['MaterialStock'];
export type Lot = Schemas['Lot'];
export type LogTotals = Schemas['LogTotals'];

// The filters' words are read when shown (getters), so that they follow a switch of language.

/** A yes-or-all filter; `label` reads its name in the current language. */
export const yesFilter = (name: string, label: () => string): ResourceFilter => ({
  name,
  get label() {
    return label();
  },
  get allLabel() {
    return t('materials.all');
  },
  options: () => [{ value: 'true', label: t('materials.yes') }],
  parse: (value) => value === 'true',
});

export const materialFilter = (kind: MaterialKind): ResourceFilter => ({
  name: 'materialId',
  get label() {
    return t('materials.labels.material');
  },
  get allLabel() {
    return t('materials.allMaterials');
  },
  options: materialOptions[kind],
  parse: Number,
});

export const vendorFilter: ResourceFilter = {
  name: 'vendorId',
  get label() {
    return t('materials.labels.vendor');
  },
  get allLabel() {
    return t('materials.allVendors');
  },
  options: vendorOptions,
  parse: Number,
};

/** A value with a muted line under it (a note, a source, a batch code), when there is one. */
export function WithNote({ main, note }: { main: string; note: string | null | undefined }) {
  if (!note) return <span>{main}</span>;
  return (
    <S.Stacked>
      <span>{main}</span>
      <S.Muted>{note}</S.Muted>
    </S.Stacked>
  );
}

/** Available stock against the minimum, with the "perlu restock" state. */
export function StockState({ needRestock }: { needRestock: boolean }) {
  return needRestock ? (
    <StatusBadge tone="warning" dot>
      {t('materials.needRestock')}
    </StatusBadge>
  ) : (
    <StatusBadge tone="success" dot>
      {t('materials.enough')}
    </StatusBadge>
  );
}
