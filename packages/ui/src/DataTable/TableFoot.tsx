import { flexRender, type Table } from '@tanstack/react-table';
import { headerText } from './columnDefs';

/**
 * The totals row from the columns' `footer`s (only the first footer group). Footers add up `meta.rows`, every row
 * of the page: with virtualisation the table model holds only the rows on screen.
 */
export function TableFoot<TData>({ table }: { table: Table<TData> }) {
  return (
    <tfoot>
      {table
        .getFooterGroups()
        .slice(0, 1)
        .map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <td
                key={header.id}
                colSpan={header.colSpan}
                data-align={header.column.columnDef.meta?.align}
                data-label={headerText(header)}
              >
                {header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.footer, header.getContext())}
              </td>
            ))}
          </tr>
        ))}
    </tfoot>
  );
}
