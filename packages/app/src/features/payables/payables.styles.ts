import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** The totals of every matching vendor: label over figure, wrapping on a phone. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  & dt {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
    color: ${vars.color.textStrong};
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
  ${media.down.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const StateCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  & small {
    color: ${vars.color.textMuted};
  }
`;

export const AllocationList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Panel = styled.div`
  padding-block-start: ${vars.space['4']};
`;

/** A row's buttons side by side (its statement and "Catat pembayaran"). */
export const RowActions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
`;
