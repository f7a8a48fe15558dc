import styled from 'styled-components';
import { media, vars, visuallyHidden } from '@pawon/ui';

/** The bar of actions on the chosen orders: stays at the bottom of the view while the list scrolls under it. */
export const Bar = styled.section`
  position: sticky;
  bottom: ${vars.space['3']};
  z-index: ${vars.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
  margin-top: ${vars.space['3']};
  padding: ${vars.space['3']} ${vars.space['4']};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.lg};
  ${media.down.sm} {
    bottom: 0;
    padding: ${vars.space['2']} ${vars.space['3']};
  }
`;

export const Count = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

export const Note = styled.p`
  margin: 0 0 ${vars.space['3']};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin-left: auto;
  ${media.down.sm} {
    /* On a phone the bar stays low: its buttons in one line that scrolls sideways. */
    flex-wrap: nowrap;
    width: 100%;
    margin-left: 0;
    overflow-x: auto;
    padding-bottom: ${vars.space['1']};
    & > * {
      flex: none;
    }
  }
`;

export const HiddenReason = styled.span`
  ${visuallyHidden}
`;

/** A preview's refusals and the results: order number, outcome, why. */
export const Results = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  & th,
  & td {
    padding: ${vars.space['2']};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${vars.color.border};
  }
  & th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.semibold};
  }
  & td:first-child {
    white-space: nowrap;
  }
`;

export const ResultsScroll = styled.div`
  max-height: 50vh;
  overflow: auto;
`;

export const Summary = styled.p`
  margin: 0 0 ${vars.space['3']};
`;
