import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  @media print {
    button,
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
