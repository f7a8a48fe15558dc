import type { CSSProperties } from 'react';
import { StatCard, type IconName, type StatTone } from '@pawon/ui';
import * as S from './resource.styles';

export interface ListTotal {
  label: string;
  icon: IconName;
  tone: StatTone;
  /** Formatted (a sum in rupiah, a quantity with its unit). */
  value: string;
}

/** The totals of every row a list matches (not only the page shown), as cards above its table. */
export function ListTotals({
  items,
  loading,
  minCardWidth = '14rem',
}: {
  items: readonly ListTotal[];
  /** Not answered yet: the cards show placeholders. */
  loading: boolean;
  /** Below it the cards wrap. @default '14rem' */
  minCardWidth?: string;
}) {
  return (
    <S.Totals aria-live="polite" style={{ '--totals-min': minCardWidth } as CSSProperties}>
      {items.map((item) => (
        <StatCard key={item.label} {...item} loading={loading} />
      ))}
    </S.Totals>
  );
}
