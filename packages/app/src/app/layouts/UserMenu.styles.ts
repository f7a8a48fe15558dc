import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

export const UserButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['1']};
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${vars.color.surfaceHover};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const UserText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: ${vars.lineHeight.tight};
  padding-inline-end: ${vars.space['2']};
  strong {
    color: ${vars.color.textStrong};
    font-weight: ${vars.fontWeight.semibold};
    font-size: ${vars.fontSize.sm};
  }
  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }
  ${media.down.md} {
    display: none;
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  font-weight: ${vars.fontWeight.semibold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
