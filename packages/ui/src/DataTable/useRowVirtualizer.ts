import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, type RefObject } from 'react';
import type { CardLayout } from './useCardLayout';
import type { TableSettings } from './splitProps';

/** Rows per table-model chunk when virtualised. */
const CHUNK = 64;

export interface RowWindow<TData> {
  /** Only the rows on screen are rendered (spacer rows keep the scroll height). */
  virtual: boolean;
  /** Height limit of the scroll area, if any. */
  scrollHeight: string | undefined;
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  /** The rows on screen (none when not virtual). */
  items: VirtualItem[];
  /** Page positions of the first row on screen and after the last one. */
  windowStart: number;
  windowEnd: number;
  /** Page position of the first row of the table model. */
  chunkStart: number;
  /** The rows the table model is built for: an aligned chunk around the window, or the whole page. */
  windowData: TData[];
  /** Measures a rendered card (cards differ in height); `undefined` for table rows, which share one. */
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
}

/**
 * Virtualise the data, not only the DOM: above `virtualizeThreshold` rows TanStack Virtual picks the rows on
 * screen and the table model gets just an aligned chunk around them, so 10,000 rows do not build 10,000 TanStack
 * row objects on every render. Tables with detail rows are never virtualised.
 */
export function useRowVirtualizer<TData>(
  {
    data,
    getRowId,
    virtualize,
    virtualizeThreshold,
    maxHeight,
    rowHeight,
    density,
    renderExpanded,
  }: Pick<
    TableSettings<TData>,
    | 'data'
    | 'getRowId'
    | 'virtualize'
    | 'virtualizeThreshold'
    | 'maxHeight'
    | 'rowHeight'
    | 'density'
    | 'renderExpanded'
  >,
  scrollRef: RefObject<HTMLDivElement | null>,
  { narrow, cardRowHeight }: Pick<CardLayout, 'narrow' | 'cardRowHeight'>,
): RowWindow<TData> {
  const expandable = Boolean(renderExpanded);
  const virtual =
    !expandable && (virtualize === true || (virtualize === 'auto' && data.length > virtualizeThreshold));
  const scrollHeight = maxHeight ?? (virtual ? 'min(70vh, 40rem)' : undefined);
  const tableRowHeight = rowHeight ?? (density === 'compact' ? 39 : 49);
  const estimateSize = useCallback(
    () => (narrow ? cardRowHeight : tableRowHeight),
    [narrow, cardRowHeight, tableRowHeight],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const row = data[index];
      return row === undefined ? index : getRowId(row, index);
    },
    [data, getRowId],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtual ? data.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    // Render the first screen in the first commit instead of waiting for a measurement.
    initialRect: { width: 0, height: 640 },
    getItemKey,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const windowStart = virtual ? (items[0]?.index ?? 0) : 0;
  const windowEnd = virtual ? (items[items.length - 1]?.index ?? -1) + 1 : data.length;
  // The table model covers an aligned chunk around the window, so it is rebuilt once per CHUNK rows scrolled
  // rather than on every frame; only the window itself is rendered.
  const chunkStart = virtual ? Math.floor(windowStart / CHUNK) * CHUNK : 0;
  const chunkEnd = virtual ? Math.min(data.length, Math.ceil(windowEnd / CHUNK) * CHUNK) : data.length;
  const windowData = useMemo(
    () => (virtual ? data.slice(chunkStart, chunkEnd) : (data as TData[])),
    [data, virtual, chunkStart, chunkEnd],
  );
  // Table rows share one height; only cards (narrow) differ per row and need measuring.
  const measure = narrow ? virtualizer.measureElement : undefined;
  return {
    virtual,
    scrollHeight,
    virtualizer,
    items,
    windowStart,
    windowEnd,
    chunkStart,
    windowData,
    measure,
  };
}
