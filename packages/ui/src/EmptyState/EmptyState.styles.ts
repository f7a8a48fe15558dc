import styled from 'styled-components';
import { vars } from '../theme/vars';

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['10']} ${vars.space['6']};
  text-align: center;
  color: ${vars.color.text};

  &[data-compact='true'] {
    padding: ${vars.space['6']} ${vars.space['4']};
  }
`;

export const StateIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: ${vars.space['2']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  --pawon-icon-size: 2rem;

  &[data-tone='error'] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
`;

export const StateTitle = styled.h3`
  margin: 0;
  max-width: 36rem;
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const StateText = styled.p`
  margin: 0;
  max-width: 36rem;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.md};
  overflow-wrap: anywhere;
`;

export const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space['2']};
  margin-top: ${vars.space['3']};
`;
