import styled from 'styled-components';
import { media, vars, visuallyHidden } from '@pawon/ui';

/** Sidebar column and content column; below `lg` the sidebar becomes a drawer. */
export const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: grid;
  grid-template-columns: ${vars.size.sidebar} minmax(0, 1fr);
  background: ${vars.color.background};
  ${media.down.lg} {
    grid-template-columns: minmax(0, 1fr);
    /* The drawer's slot takes no height: a short page must not split its free space with it. */
    grid-template-rows: auto 1fr;
  }
`;

/** Keeps the sidebar in view on wide screens; below lg the Sidebar is its own fixed drawer. */
export const SidebarSlot = styled.div`
  position: sticky;
  top: 0;
  height: 100vh;
  height: 100dvh;
  z-index: ${vars.z.sidebar};
  ${media.down.lg} {
    position: static;
    height: 0;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 90rem;
  margin: 0 auto;
  padding: ${vars.space['6']};
  ${media.down.sm} {
    padding: ${vars.space['4']} ${vars.space['3']};
  }
  &:focus {
    outline: none;
  }
`;

export const SearchSlot = styled.div`
  flex: 1 1 auto;
  max-width: 26rem;
  min-width: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space['2']};
  top: -4rem;
  z-index: ${vars.z.toast};
  padding: ${vars.space['2']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySolid};
  color: ${vars.color.onPrimary};
  &:focus {
    top: ${vars.space['2']};
  }
`;

export const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.primaryText};
`;

export const TopBarSlot = styled.div`
  padding: ${vars.space['3']} ${vars.space['6']} 0;
  position: sticky;
  top: 0;
  z-index: ${vars.z.topbar};
  ${media.down.sm} {
    padding: 0;
  }
`;

export const BarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
`;
