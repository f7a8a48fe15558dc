import styled from 'styled-components';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space['3']} ${vars.space['6']};
  margin-bottom: ${vars.space['6']};

  ${media.down.md} {
    align-items: stretch;
    flex-direction: column;
  }
`;

export const Text = styled.div`
  flex: 1 1 20rem;
  min-width: 0;

  ${media.down.md} {
    flex: none;
  }
`;

export const Title = styled.h1`
  margin: 0;
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: ${vars.space['1']} 0 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']};
  margin: 0 0 ${vars.space['1']};
  padding: 0;
  list-style: none;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  --pawon-icon-size: 1rem;

  a {
    color: ${vars.color.primaryText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};

  ${media.down.md} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;
