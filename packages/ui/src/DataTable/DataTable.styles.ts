import styled from 'styled-components';
import { vars } from '../theme';

/**
 * Every element of the table is a plain `<table>`/`<tr>`/`<td>` styled from here by attribute selectors.
 * Rows and cells never get their own styled class, so 10,000 rows (or a theme switch) add no CSS rules.
 */
export const Root = styled.div`
  container: pawon-table / inline-size;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};

  & > [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['3']};
    padding: ${vars.space['4']};
    border-bottom: 1px solid ${vars.color.border};
  }
  & > [data-part='footer'] {
    padding: ${vars.space['3']} ${vars.space['4']};
    border-top: 1px solid ${vars.color.border};
  }
  & > [data-part='progress'] {
    height: 2px;
    margin-bottom: -2px;
    overflow: hidden;
    position: relative;
    z-index: 3;
  }
  & > [data-part='progress']::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 30%;
    background: ${vars.color.primary};
    animation: pawon-table-progress 1.2s ${vars.easing.standard} infinite;
  }
  @keyframes pawon-table-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(340%);
    }
  }

  /* Scroll area */
  & [data-part='scroll'] {
    position: relative;
    min-width: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }
  & [data-part='scroll']:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: -2px;
  }

  & table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    font-variant-numeric: tabular-nums;
  }
  &[data-virtual] table {
    table-layout: fixed;
  }
  /* A shown caption reads as the table's title, at the start of its line (the browser's default centres it). */
  & caption:not([data-hidden]) {
    caption-side: top;
    text-align: start;
    padding: ${vars.space['3']} ${vars.space['4']};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }
  & caption[data-hidden],
  & th [data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  & th,
  & td {
    padding: ${vars.space['3']};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
    /* Words stay whole: a narrow table scrolls sideways (or turns into cards) instead of splitting words. */
    overflow-wrap: normal;
  }
  & th:first-child,
  & td:first-child {
    padding-inline-start: ${vars.space['4']};
  }
  & th:last-child,
  & td:last-child {
    padding-inline-end: ${vars.space['4']};
  }
  & th {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textStrong};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.03em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  &[data-sticky-header] thead th {
    position: sticky;
    top: 0;
    z-index: 2;
    box-shadow: inset 0 -1px 0 ${vars.color.border};
  }
  & [data-align='end'] {
    text-align: end;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & td[data-nowrap],
  & tfoot td[data-align='end'] {
    white-space: nowrap;
  }
  & tbody tr[data-row]:hover > td {
    background: ${vars.color.surfaceHover};
  }
  & tbody tr[data-selected] > td {
    background: ${vars.color.primarySubtle};
  }
  & tbody tr[data-clickable] {
    cursor: pointer;
  }
  & tbody tr[data-spacer] > td {
    padding: 0;
    border: 0;
  }
  & tfoot td,
  & tfoot th {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textStrong};
    font-weight: ${vars.fontWeight.semibold};
    border-top: 1px solid ${vars.color.borderStrong};
    border-bottom: 0;
  }
  &[data-sticky-header] tfoot td,
  &[data-sticky-header] tfoot th {
    position: sticky;
    bottom: 0;
    z-index: 2;
  }
  & tbody tr:last-child > td {
    border-bottom: 0;
  }
  /* Compact density: half the padding, about twice the rows in view (buttons in cells are small). */
  &[data-density='compact'] th,
  &[data-density='compact'] td {
    padding: ${vars.space['1']} 0.375rem;
  }
  &[data-density='compact'] td {
    font-size: ${vars.fontSize.sm};
  }
  &[data-density='compact'] th {
    padding-block: ${vars.space['2']};
  }
  &[data-density='compact'] th:first-child,
  &[data-density='compact'] td:first-child {
    padding-inline-start: ${vars.space['3']};
  }
  &[data-density='compact'] th:last-child,
  &[data-density='compact'] td:last-child {
    padding-inline-end: ${vars.space['3']};
  }
  & td[data-state-cell] {
    padding: 0;
  }
  &[data-loading] tbody {
    cursor: progress;
  }

  /* Sort buttons in headers */
  & th button[data-sort] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    margin: -${vars.space['1']} -${vars.space['2']};
    padding: ${vars.space['1']} ${vars.space['2']};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    letter-spacing: inherit;
    text-transform: inherit;
    cursor: pointer;
  }
  & th button[data-sort]:hover {
    background: ${vars.color.surfaceHover};
  }
  & th button[data-sort]:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 0;
  }
  /* Two stacked triangles; the active direction is coloured, the other fades. */
  & [data-sort-indicator] {
    display: inline-flex;
    flex-direction: column;
    gap: 2px;
    margin-inline-start: 0.125rem;
  }
  & [data-sort-indicator]::before,
  & [data-sort-indicator]::after {
    content: '';
    border-inline: 4px solid transparent;
    color: ${vars.color.textDisabled};
  }
  & [data-sort-indicator]::before {
    border-bottom: 4px solid currentColor;
  }
  & [data-sort-indicator]::after {
    border-top: 4px solid currentColor;
  }
  & [data-sort='asc'] > [data-sort-indicator]::before,
  & [data-sort='desc'] > [data-sort-indicator]::after {
    color: ${vars.color.primaryText};
  }
  & [data-sort='asc'] > [data-sort-indicator]::after,
  & [data-sort='desc'] > [data-sort-indicator]::before {
    opacity: 0.35;
  }

  /* Selection checkboxes: native inputs, one rule for all rows. */
  & [data-select-cell] {
    width: 3rem;
    padding-inline-end: 0;
  }
  & input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${vars.color.primarySolid};
    cursor: pointer;
    vertical-align: middle;
  }
  /* Plain text: one line, ending in an ellipsis at the column's limit (the full value in the title). The limit
     grows with the table (30% of its width), so a wide screen shows more before cutting. */
  & td > [data-cell-text] {
    display: block;
    max-width: max(${vars.size.cellText}, 30cqi);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* A growing column takes the room the others leave (they keep their content's width) and cuts its text. */
  & td[data-grow] {
    width: 100%;
    max-width: 0;
  }
  & td[data-grow] > [data-cell-text] {
    max-width: none;
  }
  /* The actions stay in view at the end of a table that scrolls sideways. */
  & [data-actions-cell] {
    white-space: nowrap;
    position: sticky;
    inset-inline-end: 0;
    z-index: 1;
    background: ${vars.color.surface};
    box-shadow: inset 1px 0 0 ${vars.color.border};
  }
  & th[data-actions-cell] {
    background: ${vars.color.surfaceRaised};
  }
  &[data-sticky-header] thead th[data-actions-cell] {
    z-index: 3;
    box-shadow:
      inset 1px 0 0 ${vars.color.border},
      inset 0 -1px 0 ${vars.color.border};
  }
  /* The row colours are see-through: laid over the surface, so what scrolls beneath stays hidden. */
  & tbody tr[data-row]:hover > td[data-actions-cell] {
    background:
      linear-gradient(${vars.color.surfaceHover}, ${vars.color.surfaceHover}), ${vars.color.surface};
  }
  & tbody tr[data-selected] > td[data-actions-cell] {
    background:
      linear-gradient(${vars.color.primarySubtle}, ${vars.color.primarySubtle}), ${vars.color.surface};
  }
  & [data-actions-cell] > div {
    display: inline-flex;
    gap: ${vars.space['1']};
  }

  /* Expandable rows: a chevron button in the first column, the detail in a full-width row under it. */
  & [data-expand-cell] {
    width: 3rem;
    padding-inline-end: 0;
  }
  & button[data-expand] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.textMuted};
    cursor: pointer;
  }
  & button[data-expand]:hover {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.textStrong};
  }
  & button[data-expand]:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 0;
  }
  /* A chevron drawn in CSS, pointing right when closed and down when open. */
  & [data-expand-indicator] {
    width: 0.5rem;
    height: 0.5rem;
    border-inline-end: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    transition: transform ${vars.duration.fast} ease;
  }
  & button[data-expand][aria-expanded='true'] > [data-expand-indicator] {
    transform: rotate(45deg);
  }
  & tbody tr[data-expanded] > td {
    border-bottom-color: transparent;
  }
  & tbody tr[data-detail] > td {
    padding: 0 ${vars.space['3']} ${vars.space['3']} 3.75rem;
    background: ${vars.color.surface};
  }

  /* Skeleton rows */
  & [data-skeleton-bar] {
    display: block;
    height: 0.75rem;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceMuted};
    animation: pawon-table-pulse 1.4s ease-in-out infinite;
  }
  @keyframes pawon-table-pulse {
    50% {
      opacity: 0.45;
    }
  }

  /* Card layout: on a narrow container every row becomes a card of "label: value" lines. */
  @container pawon-table (max-width: 40rem) {
    &[data-cards] table,
    &[data-cards] caption:not([data-hidden]),
    &[data-cards] tbody,
    &[data-cards] tfoot,
    &[data-cards] tr,
    &[data-cards] td {
      display: block;
      width: 100%;
    }
    &[data-cards] thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${vars.space['2']};
      padding: ${vars.space['2']} ${vars.space['3']};
    }
    &[data-cards] thead th {
      display: none;
    }
    &[data-cards] thead th[data-sortable],
    &[data-cards] thead th[data-select-cell] {
      display: block;
      position: static;
      padding: ${vars.space['1']} ${vars.space['2']};
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.md};
      box-shadow: none;
    }
    &[data-cards] colgroup {
      display: none;
    }
    &[data-cards] tbody tr[data-row] {
      margin: ${vars.space['3']};
      width: auto;
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.md};
      overflow: hidden;
    }
    &[data-cards] tbody tr[data-row] > td {
      /* Words stay whole; only a word longer than the whole line breaks. */
      overflow-wrap: break-word;
      position: static;
      max-width: none;
      box-shadow: none;
      display: grid;
      grid-template-columns: minmax(6rem, 40%) minmax(0, 1fr);
      justify-items: start;
      align-items: center;
      gap: ${vars.space['3']};
      padding: ${vars.space['2']} ${vars.space['3']};
      text-align: start;
    }
    /* A card has room: the whole value shows, wrapped (a touch screen has no tooltip for a cut value). */
    &[data-cards] tbody tr[data-row] > td > [data-cell-text] {
      max-width: 100%;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    &[data-cards] tbody tr[data-row] > td::before {
      content: attr(data-label);
      color: ${vars.color.textMuted};
      font-size: ${vars.fontSize.sm};
      font-weight: ${vars.fontWeight.medium};
    }
    &[data-cards] tbody tr[data-row] > td[data-label=''] {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-cards] tbody tr[data-row] > td[data-label='']::before {
      display: none;
    }
    &[data-cards] tbody tr[data-detail] {
      margin: -${vars.space['3']} ${vars.space['3']} ${vars.space['3']};
      width: auto;
    }
    &[data-cards] tbody tr[data-detail] > td {
      padding: ${vars.space['2']} ${vars.space['3']};
      border: 1px solid ${vars.color.border};
      border-top: 0;
    }
    &[data-cards] tbody tr[data-row] > td[data-hide-in-card] {
      display: none;
    }
    /* Nothing to show, no empty strip: a row without details to open, a row without actions, a header without
       sort buttons or a select-all box. */
    &[data-cards] tbody tr[data-row] > td[data-expand-cell]:not(:has(button)),
    &[data-cards] tbody tr[data-row] > td[data-actions-cell]:not(:has(button, a, input)),
    &[data-cards] thead tr:not(:has(th[data-sortable], th[data-select-cell])) {
      display: none;
    }
    /* A compact card: the cells in the table's card template (grid areas), without labels. */
    &[data-cards][data-card-template] tbody tr[data-row] {
      display: grid;
      grid-template-areas: var(--pawon-card-areas);
      grid-template-columns: var(--pawon-card-columns);
      align-items: center;
      gap: ${vars.space['1']} ${vars.space['3']};
      padding: ${vars.space['2']} ${vars.space['3']};
    }
    &[data-cards][data-card-template] tbody tr[data-row] > td {
      display: block;
      width: auto;
      min-width: 0;
      padding: 0;
      border: 0;
      background: none;
      justify-self: start;
    }
    &[data-cards][data-card-template] tbody tr[data-row] > td::before {
      display: none;
    }
    &[data-cards][data-card-template] tbody tr[data-row] > td:not([data-card-area]) {
      grid-column: 1 / -1;
    }
    &[data-cards][data-card-template] tbody tr[data-row] > td[data-card-end],
    &[data-cards][data-card-template] tbody tr[data-row] > td[data-actions-cell] {
      justify-self: end;
      text-align: end;
    }
    /* The first column's cells wrap (a whole name, the states); the end column's short values stay whole. */
    &[data-cards][data-card-template] tbody tr[data-row] > td:not([data-card-end]) {
      white-space: normal;
    }
    &[data-cards][data-card-template] tbody tr[data-row] > td[data-select-cell] {
      align-self: start;
    }
    &[data-cards][data-card-template] tbody tr[data-row] > td[data-hide-in-card] {
      display: none;
    }
    &[data-cards] tfoot tr {
      margin: ${vars.space['3']};
      width: auto;
      border: 1px solid ${vars.color.borderStrong};
      border-radius: ${vars.radius.md};
      overflow: hidden;
    }
    &[data-cards] tfoot td {
      display: grid;
      grid-template-columns: minmax(6rem, 40%) minmax(0, 1fr);
      gap: ${vars.space['3']};
      position: static;
      padding: ${vars.space['2']} ${vars.space['3']};
      border-top: 0;
      text-align: start;
    }
    &[data-cards] tfoot td:not(:first-child)::before {
      content: attr(data-label);
      color: ${vars.color.textMuted};
      font-weight: ${vars.fontWeight.medium};
    }
    &[data-cards] tfoot td:first-child {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-cards] tfoot td:empty {
      display: none;
    }
  }
`;
