import styled from 'styled-components';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

export const Backdrop = styled.div`
  display: none;

  ${media.down.lg} {
    &[data-open='true'] {
      display: block;
      position: fixed;
      inset: 0;
      z-index: calc(${vars.z.sidebar} - 1);
      background: ${vars.color.backdrop};
      animation: pawon-sidebar-fade ${vars.duration.normal} ${vars.easing.decelerate};
    }
  }
  @keyframes pawon-sidebar-fade {
    from {
      opacity: 0;
    }
  }
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  width: ${vars.size.sidebar};
  height: 100%;
  min-height: 0;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};

  ${media.down.lg} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${vars.z.sidebar};
    width: min(${vars.size.sidebar}, calc(100vw - 3rem));
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${vars.duration.normal} ${vars.easing.standard},
      visibility 0s linear ${vars.duration.normal};

    &[data-open='true'] {
      transform: none;
      visibility: visible;
      box-shadow: ${vars.shadow.xl};
      transition: transform ${vars.duration.normal} ${vars.easing.standard};
    }
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: ${vars.size.topbar};
  padding: 0 ${vars.space['6']};
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
`;

export const BrandText = styled.div`
  flex: 1;
  min-width: 0;
`;

export const CloseSlot = styled.div`
  display: none;
  ${media.down.lg} {
    display: block;
  }
`;

export const Nav = styled.nav`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space['1']} 0 ${vars.space['4']};
  scrollbar-width: thin;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const HeaderItem = styled.li`
  & + & {
    margin-top: ${vars.space['1']};
  }
`;

export const HeaderLabel = styled.span`
  display: block;
  padding: ${vars.space['4']} ${vars.space['6']} ${vars.space['2']};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`;

/** Shared look of links and group buttons; state comes from aria-current / aria-expanded / data-active. */
export const Entry = styled.li`
  padding: 0 ${vars.space['3']};
  margin: 1px 0;

  & > [data-sidebar-link],
  & > button[data-sidebar-group] {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${vars.space['3']};
    width: 100%;
    min-height: 2.5rem;
    padding: ${vars.space['2']} ${vars.space['3']};
    border: 0;
    border-radius: ${vars.radius.md};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.snug};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    transition: background-color ${vars.duration.fast} ${vars.easing.standard};
    --pawon-icon-size: 1.25rem;
  }
  & > [data-sidebar-link]:hover,
  & > button[data-sidebar-group]:hover {
    background: ${vars.color.surfaceHover};
  }
  & > [data-sidebar-link]:focus-visible,
  & > button[data-sidebar-group]:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  & > [data-sidebar-link][aria-current='page'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
    font-weight: ${vars.fontWeight.semibold};
  }
  & > button[data-sidebar-group][data-active='true'] {
    background: ${vars.color.surfaceActive};
    color: ${vars.color.textStrong};
  }

  &[data-level='submenu'] > [data-sidebar-link] {
    padding-left: 2.75rem;
  }
  &[data-level='submenu'] > [data-sidebar-link]::before {
    content: '';
    position: absolute;
    left: 1.3rem;
    width: 0.375rem;
    height: 0.375rem;
    border-radius: ${vars.radius.full};
    background: currentColor;
    opacity: 0.55;
  }
  &[data-level='submenu'] > [data-sidebar-link][aria-current='page'] {
    background: transparent;
  }
  &[data-level='submenu'] > [data-sidebar-link][aria-current='page']::before {
    opacity: 1;
    box-shadow: 0 0 0 0.2rem ${vars.color.primarySubtle};
  }
`;

export const EntryLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Chevron = styled.span`
  display: inline-flex;
  transition: transform ${vars.duration.fast} ${vars.easing.standard};
  --pawon-icon-size: 1.125rem;

  [aria-expanded='true'] > & {
    transform: rotate(90deg);
  }
`;

export const SubList = styled.ul`
  margin: 0;
  padding: ${vars.space['1']} 0 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

export const Footer = styled.div`
  padding: ${vars.space['3']} ${vars.space['6']} ${vars.space['4']};
  border-top: 1px solid ${vars.color.border};
`;
