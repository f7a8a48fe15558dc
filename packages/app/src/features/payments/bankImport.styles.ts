import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']};
`;

export const FileInput = styled.input`
  font: inherit;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
  padding: ${vars.space['2']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`;

/** The mapping's pickers, side by side where there is room. */
export const Columns = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space['3']} ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  legend {
    padding: 0 ${vars.space['1']};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
`;

/** The lines: a table that scrolls within the dialog (sideways too, on a phone). */
export const Lines = styled.div`
  max-height: 26rem;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  table {
    width: 100%;
    min-width: 44rem;
    border-collapse: collapse;
    font-size: ${vars.fontSize.sm};
  }
  caption {
    text-align: start;
    padding: ${vars.space['2']} ${vars.space['3']};
    font-weight: ${vars.fontWeight.medium};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${vars.space['2']} ${vars.space['3']};
    border-top: 1px solid ${vars.color.border};
  }
  th {
    white-space: nowrap;
    font-weight: ${vars.fontWeight.medium};
  }
  td[data-numeric] {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  td[data-description] {
    max-width: 18rem;
    overflow-wrap: anywhere;
  }
`;

export const Target = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 14rem;
`;
