import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

declare module '@tanstack/react-table' {
  // Pawon's column options, read by DataTable. Declared once for every table in the app.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Horizontal alignment of header and cells; numbers and money use `end`. @default 'start' */
    align?: 'start' | 'center' | 'end';
    /** Column width (a CSS length), applied through `<col>`. @default undefined */
    width?: string;
    /** Label in the card layout when the header is not plain text. @default the header text */
    cardLabel?: string;
    /** The column's area in a table's `cardTemplate` (a compact card). @default the column id */
    cardArea?: string;
    /** Leave the column out of the card layout. @default false */
    hideInCard?: boolean;
    /** Keep the cell content on one line. @default false */
    nowrap?: boolean;
    /**
     * The column takes the room the others leave, its text cut with an ellipsis (a name beside one-line columns
     * in a compact table). @default false
     */
    grow?: boolean;
    /**
     * Plain text that may be long: it ends in an ellipsis at the column's limit, the full value in a tooltip.
     * @default true for columns without a custom `cell`, false otherwise
     */
    truncate?: boolean;
  }

  // What DataTable hands to header, cell and footer renderers through `table.options.meta`.
  interface TableMeta<TData extends RowData> {
    /**
     * Every row of the page. With virtualisation the table model holds only the rows on screen, so totals
     * footers must add up `meta.rows`, not `table.getRowModel().rows`.
     */
    rows?: readonly TData[];
    /** Position of the first row of the table model within `rows`. */
    rowOffset?: number;
    /** Page-wide selection state for the select-all checkbox. */
    pageSelection?: { all: boolean; some: boolean; toggle: () => void };
    /** The buttons of one row (the table's `rowActions`), for the actions column. */
    rowActions?: ((row: TData) => ReactNode) | undefined;
    /** Which rows are open and how to open them (a table with `renderExpanded`). */
    expansion?:
      | {
          isOpen: (rowId: string) => boolean;
          canExpand: (row: TData) => boolean;
          label: (row: TData, position: number) => string;
          toggle: (rowId: string) => void;
        }
      | undefined;
  }
}

export {};
