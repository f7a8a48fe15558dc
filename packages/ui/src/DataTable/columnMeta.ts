import type { RowData } from '@tanstack/react-table';

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
    /** Leave the column out of the card layout. @default false */
    hideInCard?: boolean;
    /** Keep the cell content on one line. @default false */
    nowrap?: boolean;
  }
}

export {};
