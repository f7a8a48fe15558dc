import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The screen's column; the PageHeader brings its own bottom margin. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space['5']};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

export const Banner = styled.p`
  margin: 0 0 ${vars.space['4']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.errorSubtle};
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
`;
