import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The logger file's columns, one a line. */
export const Columns = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space['5']};
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
`;

/** A few lines of a logger file, as they look in a text editor. */
export const Example = styled.pre`
  margin: 0;
  padding: ${vars.space['2']} ${vars.space['3']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  overflow-x: auto;
`;
