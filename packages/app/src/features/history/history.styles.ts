import styled from 'styled-components';
import { vars } from '@pawon/ui';

export { Stack, Toolbar } from '../../lib/resource/resource.styles';

/** The changed fields of one entry: one line each, `Field: before → after`. */
export const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 14rem;
`;

export const Change = styled.li`
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

export const Field = styled.span`
  color: ${vars.color.textMuted};
  margin-right: ${vars.space['1']};
`;

/** The value before: muted and struck through; the value after: strong. */
export const Before = styled.del`
  color: ${vars.color.textMuted};
  text-decoration-color: ${vars.color.borderStrong};
  font-variant-numeric: tabular-nums;
`;

export const After = styled.ins`
  color: ${vars.color.textStrong};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
`;

export const Arrow = styled.span`
  color: ${vars.color.textMuted};
  padding: 0 ${vars.space['1']};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The record of a row: its type above its name. */
export const Record = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['1']};
`;
