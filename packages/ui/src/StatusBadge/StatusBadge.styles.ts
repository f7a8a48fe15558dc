import styled from 'styled-components';
import { vars } from '../theme';

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  max-width: 100%;
  padding: 0.125rem ${vars.space['2']};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.secondarySubtle};
  color: ${vars.color.secondaryText};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1.125rem;
  text-transform: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  &[data-tone='success'] {
    background: ${vars.color.successSubtle};
    color: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningSubtle};
    color: ${vars.color.warningText};
  }
  &[data-tone='error'] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
  &[data-tone='info'] {
    background: ${vars.color.infoSubtle};
    color: ${vars.color.infoText};
  }
  &[data-tone='primary'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
  }
  & > [data-part='dot'] {
    flex: none;
    width: 0.375rem;
    height: 0.375rem;
    border-radius: ${vars.radius.full};
    background: currentColor;
  }
`;
