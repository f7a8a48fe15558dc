import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Heading = styled.header`
  display: grid;
  gap: ${vars.space['1']};
  margin-bottom: ${vars.space['4']};
  h1 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

/** The four facts, as a definition list. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: ${vars.space['4']} 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin-top: ${vars.space['4']};
`;
