import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { cardGrid, type CardGrid } from './cardGrid';
import type { AnyColumnDef } from './columnDefs';
import type { TableSettings } from './splitProps';

/** Width below which the card layout applies; matches the container query in DataTable.css. */
const CARD_BREAKPOINT_REM = 40;

/** Whether the table is narrow enough for cards (the virtualiser then measures each card). */
function useIsNarrow(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const update = () => setNarrow(element.clientWidth < CARD_BREAKPOINT_REM * rem);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && narrow;
}

export interface CardLayout {
  /** The table shows cards now (narrower than 40rem, with `cardLayout`). */
  narrow: boolean;
  /** The grid of `cardTemplate`, if given. */
  grid: CardGrid | undefined;
  /** Estimated height of one card in px, for the virtualiser. */
  cardRowHeight: number;
}

/**
 * The phone card layout: whether the table is narrow enough for cards, the grid of a compact card template, and
 * the height the virtualiser assumes for a card before measuring it.
 */
export function useCardLayout<TData>(
  rootRef: RefObject<HTMLElement | null>,
  {
    cardLayout,
    cardTemplate,
    columns,
    rowActions,
  }: Pick<TableSettings<TData>, 'cardLayout' | 'cardTemplate' | 'columns' | 'rowActions'>,
  allColumns: readonly AnyColumnDef<TData>[],
): CardLayout {
  const narrow = useIsNarrow(rootRef, cardLayout);
  const grid = useMemo(() => cardGrid(cardTemplate, allColumns), [cardTemplate, allColumns]);
  const cardRowHeight = grid ? grid.rows * 28 + 30 : (columns.length + (rowActions ? 1 : 0)) * 41 + 26;
  return { narrow, grid, cardRowHeight };
}
