import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The screen's column; the PageHeader brings its own bottom margin. */
export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space['5']};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;
