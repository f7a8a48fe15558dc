import { Pagination } from '../Pagination';
import type { TableSettings } from './splitProps';

export interface TablePaginationProps extends Pick<
  TableSettings<unknown>,
  'perPage' | 'totalCapped' | 'onPageChange' | 'onPerPageChange' | 'pageSizes' | 'paginationLabel'
> {
  page: number;
  total: number;
  /** While a page loads. */
  disabled: boolean;
}

/** The pagination bar under the table. */
export function TablePagination({
  page,
  perPage,
  total,
  totalCapped,
  onPageChange,
  onPerPageChange,
  pageSizes,
  paginationLabel,
  disabled,
}: TablePaginationProps) {
  return (
    <div data-part="footer">
      <Pagination
        page={page}
        perPage={perPage}
        total={total}
        totalCapped={totalCapped}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
        pageSizes={pageSizes}
        disabled={disabled}
        {...(paginationLabel ? { 'aria-label': paginationLabel } : {})}
      />
    </div>
  );
}
