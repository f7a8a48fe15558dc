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

export const Issued = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

/** The token itself: one selectable line, broken anywhere on a narrow screen. */
export const TokenText = styled.output`
  display: block;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textStrong};
  overflow-wrap: anywhere;
  user-select: all;
`;
