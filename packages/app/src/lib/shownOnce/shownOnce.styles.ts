import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Shown = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

/** The value itself: one selectable line, broken anywhere on a narrow screen. */
export const Value = styled.output`
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

export const Usage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
