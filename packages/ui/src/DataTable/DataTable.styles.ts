import { createElement, forwardRef, type ComponentPropsWithRef } from 'react';
import './DataTable.css';

/**
 * The table's root: a plain div under the static stylesheet `DataTable.css` (decision 034: the first table a page
 * shows mounts faster than with styled-components parsing ~500 lines of CSS, and nothing else changes). Every element
 * of the table is a plain `<table>`/`<tr>`/`<td>` styled there by attribute selectors.
 */
export const Root = forwardRef<HTMLDivElement, ComponentPropsWithRef<'div'>>(function Root(
  { className, ...props },
  ref,
) {
  return createElement('div', {
    ...props,
    ref,
    className: className ? `pawon-datatable ${className}` : 'pawon-datatable',
  });
});
