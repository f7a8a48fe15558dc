import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** A value with a muted second line under it (a lot's use, a usage's source). */
export const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  td[data-align='end'] > & {
    align-items: flex-end;
  }
  gap: ${vars.space['1']};
`;

/** The halal column: the certificate's state, and "Lihat" where its file is kept. */
export const HalalCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Danger = styled.span`
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
`;

/** The stock screen's column of cards and tabs. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

/** Materials running out: one line each, wrapping on a phone. */
export const AdviceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['2']};
`;

export const AdviceItem = styled.li`
  display: grid;
  grid-template-columns: minmax(10rem, 1.5fr) repeat(3, minmax(7rem, 1fr)) auto;
  align-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['2']} 0;
  border-bottom: 1px solid ${vars.color.border};
  &:last-child {
    border-bottom: 0;
  }
  ${media.down.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Figure = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  font-variant-numeric: tabular-nums;
  & > small {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }
`;

/** The count dialog's figures: system, counted, variance. */
export const Variance = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  font-variant-numeric: tabular-nums;
  & > dt {
    color: ${vars.color.textMuted};
  }
  & > dd {
    margin: 0;
    text-align: end;
    font-weight: ${vars.fontWeight.semibold};
  }
  & > dd[data-tone='loss'] {
    color: ${vars.color.errorText};
  }
  & > dd[data-tone='gain'] {
    color: ${vars.color.successText};
  }
`;

/** The lots table inside an opened usage row. */
export const LotTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  & caption {
    text-align: start;
    font-weight: ${vars.fontWeight.semibold};
    padding: ${vars.space['2']} 0;
  }
  & th,
  & td {
    padding: ${vars.space['1']} ${vars.space['2']};
    text-align: start;
    border-bottom: 1px solid ${vars.color.border};
  }
  & th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.medium};
  }
  & [data-align='end'] {
    text-align: end;
  }
`;
