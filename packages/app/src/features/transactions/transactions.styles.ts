import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${vars.space['4']};
`;

/** One pack of the order: its material and count, then its lines. */
export const Pack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  margin-bottom: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const PackHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;

export const PackFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${vars.space['3']};
`;

export const LinesLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
`;

export const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 1.2fr) minmax(0, 1.5fr) 2.5rem;
  gap: ${vars.space['3']};
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const RemoveCell = styled.div`
  padding-top: 1.75rem;
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['1']} ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  /* Body text: muted text is not readable enough on the muted surface. */
  dt {
    color: ${vars.color.text};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  grid-column: 1 / -1;
  margin: ${vars.space['1']} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${vars.space['1']};
`;

/** The read-only view of an order: facts, then its packs and lines. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0 0 ${vars.space['4']};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export const DetailLines = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${vars.space['2']};
    text-align: left;
    border-bottom: 1px solid ${vars.color.border};
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  tr[data-pack] td {
    font-weight: 600;
  }
`;

/** A row's three states, one badge each, stacked so the column stays narrow. */
export const States = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['1']};
`;

/** When a pending order is to be sent, under its delivery badge. */
export const StateNote = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  white-space: nowrap;
`;
