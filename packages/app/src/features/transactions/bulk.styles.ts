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

/** One outcome's orders in a preview or a result: a title, then a list that scrolls on its own. */
export const Group = styled.section`
  margin-top: ${vars.space['3']};
`;

export const GroupTitle = styled.h3`
  margin: 0 0 ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

/** Up to 500 orders: a plain list, about eight rows high, that scrolls. */
export const Orders = styled.ul`
  max-height: 15rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Number, customer and total in one line; why (a refusal, a packing on delivery) under them. */
export const Order = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'number customer total' 'why why why';
  gap: 0 ${vars.space['3']};
  padding: ${vars.space['1']} ${vars.space['2']};
  border-bottom: 1px solid ${vars.color.border};
  &:last-child {
    border-bottom: 0;
  }
  ${media.down.sm} {
    /* On a phone the customer gets a line of its own rather than a few cut letters. */
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'number total' 'customer customer' 'why why';
  }
`;

export const OrderNumber = styled.span`
  grid-area: number;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.textStrong};
`;

export const Customer = styled.span`
  grid-area: customer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Total = styled.span`
  grid-area: total;
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Why = styled.span`
  grid-area: why;
  color: ${vars.color.textMuted};
  &[data-kind='refusal'] {
    color: ${vars.color.warningText};
  }
`;

export const Summary = styled.p`
  margin: 0 0 ${vars.space['3']};
`;
