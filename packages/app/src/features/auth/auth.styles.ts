import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  h1 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.errorSubtle};
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
  &[data-tone='success'] {
    background: ${vars.color.successSubtle};
    color: ${vars.color.successText};
  }
`;

export const Footer = styled.p`
  margin: 0;
  text-align: center;
  color: ${vars.color.textMuted};
  a {
    color: ${vars.color.primaryText};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;
