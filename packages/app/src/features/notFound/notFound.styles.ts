import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Code = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.primaryText};
  line-height: ${vars.lineHeight.tight};
  span {
    display: block;
    margin-top: ${vars.space['2']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;

export const Illustration = styled.div`
  display: flex;
  justify-content: center;
  color: ${vars.color.primaryText};
`;

export const Text = styled.p`
  margin: 0;
  text-align: center;
  color: ${vars.color.textMuted};
`;

/** Inside the shell: the same content as the blank page, in a card of the panel's width. */
export const InShell = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${vars.space['6']};
  & > * {
    width: 100%;
    max-width: 28rem;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
  padding: ${vars.space['4']} ${vars.space['2']};
`;
