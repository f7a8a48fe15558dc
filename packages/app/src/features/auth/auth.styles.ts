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
