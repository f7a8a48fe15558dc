import styled from 'styled-components';
import { vars } from '../theme';
import { visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']} ${vars.space['4']};
  min-width: 0;
  font-family: ${vars.font.family};
`;

export const Presets = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0;
  padding: 0.1875rem;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & > button {
    min-height: 2rem;
    padding: 0 ${vars.space['3']};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    white-space: nowrap;
    cursor: pointer;
  }
  & > button:hover:not([data-state='on']) {
    background: ${vars.color.surfaceHover};
  }
  & > button:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  & > button[data-state='on'] {
    background: ${vars.color.primarySolid};
    color: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.sm};
  }
`;

/**
 * A range's two fields between the steps to the period before and after it, on one line as low as the presets (the
 * fields' labels are for screen readers: "‹ [1 Desember 2026] – [31 Desember 2026] ›" says what they are), so that a
 * range costs the list below no row. It takes the rest of the presets' line; on a phone the fields stack, labelled,
 * between the two steps.
 */
export const Range = styled.div`
  display: grid;
  grid-template-columns: auto minmax(9rem, 1fr) auto minmax(9rem, 1fr) auto;
  grid-template-areas: 'previous from dash to next';
  align-items: start;
  gap: ${vars.space['2']};
  flex: 1 1 26rem;
  min-width: 0;

  ${media.up.sm} {
    & [data-part='label'] {
      ${visuallyHidden}
    }
  }
  & > [data-step='previous'] {
    grid-area: previous;
  }
  & > [data-step='next'] {
    grid-area: next;
  }
  & > [data-part='dash'] {
    grid-area: dash;
    align-self: start;
    line-height: ${vars.size.controlMd};
    color: ${vars.color.textMuted};
  }
  ${media.down.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'previous from next' 'previous to next';
    flex-basis: 100%;
    /* Stacked, the fields keep their labels ("Dari tanggal", "Sampai tanggal"). */
    & > button {
      align-self: center;
    }
    & > [data-part='dash'] {
      display: none;
    }
  }
`;

/** The period in words between its step buttons. */
export const Step = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  align-self: center;
`;

export const Summary = styled.p`
  margin: 0;
  align-self: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const Extra = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']};
  margin-inline-start: auto;
  /* A select here is wide enough for its choices ("Semua", "Per customer"), not just its current value. */
  & > * {
    min-width: 10rem;
  }
`;
