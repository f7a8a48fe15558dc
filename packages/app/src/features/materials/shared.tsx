import type { Schemas } from '@pawon/api-client';
import { StatusBadge } from '@pawon/ui';
import { formatDate } from '../../lib/format';
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
const HALAL_TONE = {
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  missing: 'error',
  notNeeded: 'neutral',
} as const;

/**
 * A raw material's halal state (decision 057): certified and valid (until its expiry), expiring within 30 days,
 * expired, no certificate yet, or none needed. Nothing for packaging (no state).
 */
export function HalalBadge({
  state,
  expiry,
}: {
  state: Schemas['HalalState'] | null | undefined;
  expiry?: string | null | undefined;
}) {
  if (!state) return <>–</>;
  const dated = state === 'valid' || state === 'expiring' || state === 'expired' ? state : null;
  return (
    <StatusBadge tone={HALAL_TONE[state]} dot>
      {dated && expiry
        ? t(`materials.halal.stateUntil.${dated}`, { date: formatDate(expiry) })
        : t(`materials.halal.state.${state}`)}
    </StatusBadge>
  );
}

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
