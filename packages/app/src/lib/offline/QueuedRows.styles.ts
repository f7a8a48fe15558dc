import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** The queued records on top of a list: the toolbar's whole width, above the table's first row. */
export const Rows = styled.ul`
  && {
    flex: 1 1 100%;
    max-width: none;
  }
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['2']};
`;

/** One queued record: dashed, as it is not on the server yet; a refused one framed in the error colour. */
export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['3']};
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  &[data-state='refused'] {
    border-color: ${vars.color.errorText};
  }
`;

export const Name = styled.strong`
  flex: 1 1 12rem;
  min-width: 0;
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
  ${media.down.sm} {
    flex-basis: 100%;
    order: -1;
  }
`;

export const Meta = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

export const Total = styled(Meta)`
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

export const End = styled.span`
  margin-inline-start: auto;
`;
