import styled from 'styled-components';
import { vars } from '../theme';

export const Frame = styled.figure`
  position: relative;
  min-width: 0;
  margin: 0;

  & > [data-part='canvas'] {
    position: relative;
    width: 100%;
  }
  & > figcaption {
    margin-bottom: ${vars.space['2']};
    color: ${vars.color.textStrong};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
  }
  /* The data as a table for screen readers; the canvas itself is one image. */
  & table[data-part='data'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;
