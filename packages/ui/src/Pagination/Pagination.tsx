import { useId, type ComponentPropsWithRef } from 'react';
import { formatNumber } from '../format';
import { Icon } from '../Icon';
import { useUiLabels } from '../UiLabels/useUiLabels';
import { Root } from './Pagination.styles';
import { pageItems } from './pageItems';

/** Page sizes offered by default. */
export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** Current page, starting at 1. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** Total rows on the server. */
  total: number;
  /** `total` is a lower bound (the server stopped counting there): shown as `10.000+`. @default false */
  totalCapped?: boolean;
  /** Called with the page the user asks for. @default undefined */
  onPageChange?: (change: { page: number }) => void;
  /** Called with the new page size; without it the size picker is hidden. @default undefined */
  onPerPageChange?: (change: { perPage: number }) => void;
  /** Page sizes in the picker. @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
  /** Page numbers shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Disable every control (while loading). @default false */
  disabled?: boolean;
  /** Accessible name of the navigation landmark. @default the labels' `pagination.nav` ('Navigasi halaman') */
  'aria-label'?: string;
}

/**
 * Server-side pagination: first, previous, page numbers, next and last buttons, "Menampilkan 1–25 dari
 * 1.234" and a rows-per-page picker. Pages start at 1.
 */
export function Pagination({
  page,
  perPage,
  total,
  totalCapped = false,
  onPageChange,
  onPerPageChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  siblings = 1,
  disabled = false,
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const sizeId = useId();
  const labels = useUiLabels().pagination;
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * perPage + 1;
  const to = Math.min(total, current * perPage);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange?.({ page: target });
  };
  const atStart = disabled || current <= 1;
  const atEnd = disabled || current >= pageCount;
  const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);

  return (
    <Root aria-label={ariaLabel ?? labels.nav} {...rest}>
      <div data-part="left">
        <p data-part="summary" aria-live="polite">
          {total === 0
            ? labels.empty
            : labels.range(
                formatNumber(from),
                formatNumber(to),
                `${formatNumber(total)}${totalCapped ? '+' : ''}`,
              )}
        </p>
        {onPerPageChange ? (
          <span data-part="size">
            <label htmlFor={sizeId}>{labels.pageSize}</label>
            <select
              id={sizeId}
              name="perPage"
              value={perPage}
              disabled={disabled}
              onChange={(event) => onPerPageChange({ perPage: Number(event.target.value) })}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        ) : null}
      </div>
      <ul>
        <li>
          <button type="button" aria-label={labels.first} disabled={atStart} onClick={() => go(1)}>
            <Icon name="bx-chevrons-left" />
          </button>
        </li>
        <li>
          <button
            type="button"
            aria-label={labels.previous}
            disabled={atStart}
            onClick={() => go(current - 1)}
          >
            <Icon name="bx-chevron-left" />
          </button>
        </li>
        {pageItems(current, pageCount, siblings).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} data-part="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} data-part="number">
              <button
                type="button"
                aria-label={labels.page(formatNumber(item.page))}
                aria-current={item.page === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item.page)}
              >
                {formatNumber(item.page)}
              </button>
            </li>
          ),
        )}
        <li data-part="compact" aria-hidden="true">
          {labels.compact(formatNumber(current), formatNumber(pageCount))}
        </li>
        <li>
          <button type="button" aria-label={labels.next} disabled={atEnd} onClick={() => go(current + 1)}>
            <Icon name="bx-chevron-right" />
          </button>
        </li>
        <li>
          <button type="button" aria-label={labels.last} disabled={atEnd} onClick={() => go(pageCount)}>
            <Icon name="bx-chevrons-right" />
          </button>
        </li>
      </ul>
    </Root>
  );
}
Pagination.displayName = 'Pagination';
