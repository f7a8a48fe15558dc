import styled from 'styled-components';
import { media } from '../theme';
import { vars } from '../theme/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
`;

export const Legend = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

export const Hint = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Error = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;

export const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const Number = styled.span`
  flex: 0 0 auto;
  min-width: 1.5rem;
  padding-top: ${vars.space['2']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
  text-align: end;
`;

/** The row's fields side by side, wrapping on narrow screens. */
export const Cells = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  & > * {
    flex: 1 1 12rem;
    min-width: 0;
  }
  ${media.down.sm} {
    & > * {
      flex-basis: 100%;
    }
  }
`;

export const Remove = styled.div`
  flex: 0 0 auto;
  padding-top: ${vars.space['5']};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
`;
