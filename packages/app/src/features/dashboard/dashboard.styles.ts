import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The screen's column; the PageHeader brings its own bottom margin. */
export const SectionHeading = styled.div`
  margin-bottom: ${vars.space['4']};
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
  p {
    margin: ${vars.space['1']} 0 0;
    color: ${vars.color.textMuted};
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${vars.space['4']};
`;

/** A shortcut card: the whole card is the link. */
export const Shortcut = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text};
  text-decoration: none;
  transition:
    transform ${vars.duration.fast} ${vars.easing.standard},
    box-shadow ${vars.duration.fast} ${vars.easing.standard};
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${vars.shadow.lg};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const ShortcutIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
`;

export const ShortcutText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    color: ${vars.color.textStrong};
    font-weight: ${vars.fontWeight.semibold};
  }
  span {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
`;

/** The sales section's rows. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space['4']};
`;

export const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${vars.space['4']};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${vars.space['4']};
  align-items: start;
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  margin-bottom: ${vars.space['8']};
`;

/** A short list of records in a card: name and detail on the left, figure or badge on the right. */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${vars.space['3']};
    padding: ${vars.space['2']} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  li:last-child {
    border-bottom: none;
  }
  li > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  li > span:last-child {
    align-items: flex-end;
    flex: none;
  }
  small {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Income = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${vars.space['3']};
  margin: 0;
  strong {
    font-size: ${vars.fontSize.xl};
    color: ${vars.color.textStrong};
  }
  span[data-trend] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
  }
  span[data-trend='up'] {
    color: ${vars.color.successText};
  }
  span[data-trend='down'] {
    color: ${vars.color.errorText};
  }
`;

export const Caption = styled.p`
  margin: ${vars.space['1']} 0 ${vars.space['3']};
  color: ${vars.color.textMuted};
`;

/** The Ctrl+K hint: only where there is a keyboard to press it (not on a phone or tablet). */
export const KeyboardTip = styled.span`
  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
`;
