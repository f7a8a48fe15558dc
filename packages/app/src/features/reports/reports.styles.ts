import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** A report's own filters in a row, and a cell's muted second line: the paged reports' (lib/report), alike here. */
export { CellNote, Filters } from '../../lib/report/report.styles';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  @media print {
    /* A sortable column's header and a chosen filter (a select) are buttons: they stay on paper. */
    button:not(thead button):not([role='combobox']),
    [data-print='hide'] {
      display: none !important;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
    font-variant-numeric: tabular-nums;
  }
`;

/** A line under a report's figures saying how one of them is counted. */
export const TotalsNote = styled.p`
  margin: ${vars.space['3']} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A row's name with its flags beside it (the margin report's "Di bawah HPP"). */
export const Label = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

/** A margin figure: in the theme's danger colour on a row sold below cost (its badge says so in words). */
export const Figure = styled.span`
  &[data-below] {
    color: ${vars.color.errorText};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** A plain note under a table (the margin report's "only the first 1.000 rows"). */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A table's subtotal line (the stock valuation's per kind): its label and figure in bold, like the TOTAL row. */
export const Subtotal = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

/** A row's buttons side by side (the aging's statement and reminder). */
export const RowActions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
`;

/** A row's icon link (the aging's WhatsApp reminder): the size and look of a small text IconButton. */
export const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlSm};
  min-width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  --pawon-icon-size: 1.125rem;
  &:hover {
    background: ${vars.color.surfaceActive};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
`;

/** A batch's expiry in the trace, with the lot that capped it under it. */
export const TraceExpiry = styled.span`
  display: flex;
  flex-direction: column;
  > span:first-child {
    white-space: nowrap;
  }
`;

export const TraceExpiryCap = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** A lot's or batch's name with its badge (recalled, held by QC) under it, laid out as an expiry with its cap. */
export const TraceMarked = TraceExpiry;
