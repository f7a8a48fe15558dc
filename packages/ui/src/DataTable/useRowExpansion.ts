import type { TableMeta } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import type { UiLabels } from '../UiLabels/UiLabels';
import { EMPTY_IDS, type TableSettings } from './splitProps';

/** Which rows are open and how to open them (the table's `meta.expansion`). */
export type RowExpansion<TData> = TableMeta<TData>['expansion'];

/**
 * Rows that open a detail row (a table with `renderExpanded`): the open rows, controlled or not, and what the
 * expand column and the body need to know about them. `undefined` when the table has no detail.
 */
export function useRowExpansion<TData>(
  {
    renderExpanded,
    canExpand,
    expandLabel,
    expandedIds: expandedIdsProp,
    onExpandedChange,
  }: Pick<
    TableSettings<TData>,
    'renderExpanded' | 'canExpand' | 'expandLabel' | 'expandedIds' | 'onExpandedChange'
  >,
  labels: UiLabels['table'],
): RowExpansion<TData> {
  const expandable = Boolean(renderExpanded);
  const [expandedIds, setExpandedIds] = useControllableState<readonly string[]>({
    value: expandedIdsProp,
    defaultValue: EMPTY_IDS,
    onChange: onExpandedChange ? (ids) => onExpandedChange({ expandedIds: [...ids] }) : undefined,
  });
  return useMemo(() => {
    if (!expandable) return undefined;
    const open = new Set(expandedIds);
    return {
      isOpen: (id: string) => open.has(id),
      canExpand: (row: TData) => canExpand?.(row) ?? true,
      label: (row: TData, position: number) => expandLabel?.(row) ?? labels.detailsRow(position),
      toggle: (id: string) =>
        setExpandedIds(open.has(id) ? expandedIds.filter((other) => other !== id) : [...expandedIds, id]),
    };
  }, [expandable, expandedIds, canExpand, expandLabel, setExpandedIds, labels]);
}
