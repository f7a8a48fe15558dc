import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The screen's column; the PageHeader brings its own bottom margin. */
export const List = styled.div`
  display: flex;
  flex-direction: column;
`;

/** Native disclosure: keyboard and screen readers work without script. */
export const Item = styled.details`
  border-bottom: 1px solid ${vars.color.border};
  &:last-child {
    border-bottom: 0;
  }
  summary {
    cursor: pointer;
    padding: ${vars.space['4']} 0;
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.textStrong};
  }
  summary:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  p {
    margin: 0 0 ${vars.space['4']};
    line-height: ${vars.lineHeight.normal};
  }
`;
