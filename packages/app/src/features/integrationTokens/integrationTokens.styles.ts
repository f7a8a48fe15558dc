import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Prefix = styled.code`
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

export const Scopes = styled.span`
  font-size: ${vars.fontSize.sm};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export { Hint, Section, SectionTitle } from '../../lib/form.styles';

export const FieldError = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;
