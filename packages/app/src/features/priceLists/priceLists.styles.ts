import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** What shows beside a price in a smaller, muted line (the product's own price followed, a date). */
export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A price with its date under it. */
export const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
`;

/** The prices' search, date and filter, then the change button at the end; one per line on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']};
  & > * {
    flex: 1 1 12rem;
    max-width: 18rem;
  }
  & > [data-end] {
    flex: 0 0 auto;
    margin-inline-start: auto;
  }
  ${media.down.sm} {
    & > *,
    & > [data-end] {
      flex: 1 1 100%;
      max-width: none;
      margin-inline-start: 0;
    }
  }
`;

/** The toolbar over the table. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

/** A product's prices by date, under its row. */
export const History = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0;
  padding: ${vars.space['2']} 0;
  list-style: none;
`;

export const HistoryEntry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
`;

/** The set-price form's fields, side by side when there is room. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space['4']};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;
