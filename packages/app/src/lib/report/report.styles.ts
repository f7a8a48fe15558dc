import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** A report's own filters in a row (a date, a kind, a search), wrapping on a phone. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space['3']} ${vars.space['4']};
  & > * {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/** A column's label that may break over two lines ("Belum jatuh tempo"), beside its sort mark. */
export const ColumnHead = styled.span`
  display: inline-block;
  white-space: normal;
`;

/** A cell's second line: smaller and muted (the deposit under a Saldo). */
export const CellNote = styled.span`
  display: block;
  font-size: 0.75rem;
  color: ${vars.color.textMuted};
`;
