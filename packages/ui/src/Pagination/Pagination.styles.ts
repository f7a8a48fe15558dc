import styled from 'styled-components';
import { vars } from '../theme';

export const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']} ${vars.space['4']};
  min-width: 0;
  color: ${vars.color.textMuted};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};

  & [data-part='summary'] {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  & [data-part='size'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    white-space: nowrap;
  }
  & select {
    height: 2rem;
    padding: 0 ${vars.space['6']} 0 ${vars.space['2']};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;
  }
  & select:focus-visible {
    outline: none;
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-part='left'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['3']} ${vars.space['4']};
  }
  & button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2rem;
    height: 2rem;
    padding: 0 ${vars.space['2']};
    border: 0;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    transition: background-color ${vars.duration.fast} ${vars.easing.standard};
  }
  & button:hover:not(:disabled) {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
  }
  & button:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  & button[aria-current='page'] {
    background: ${vars.color.primarySolid};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.fontWeight.semibold};
    box-shadow: ${vars.shadow.sm};
  }
  & button:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  & [data-part='gap'] {
    min-width: 1.5rem;
    text-align: center;
  }
  & [data-part='compact'] {
    display: none;
    padding: 0 ${vars.space['2']};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  /* On narrow containers the page numbers give way to "Hal. 3 / 50". */
  container-type: inline-size;
  @container (max-width: 30rem) {
    & [data-part='number'],
    & [data-part='gap'] {
      display: none;
    }
    & [data-part='compact'] {
      display: list-item;
      list-style: none;
    }
  }
`;
