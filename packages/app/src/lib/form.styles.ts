import styled from 'styled-components';
import { vars } from '@pawon/ui';

/**
 * The layout of a feature's own form (a dialog's body: a purchase order, a receipt, a payment to a vendor, a
 * standing order), where the resource kit's form does not fit. A `div` unless rendered `as="form"`.
 */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

/** Fields side by side, as many as fit at 12rem each, one under the other in a narrow dialog or on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${vars.space['4']};
  align-items: start;
`;

/** A titled part of such a form (a table of rights, a list of members) with its hint under the title. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

export const Hint = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
