import styled from 'styled-components';
import { vars } from '@pawon/ui';

export { Stack, Toolbar, RowActions, Note } from '../../lib/resource/resource.styles';

export const Muted = styled.span`
  display: block;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${vars.space['4']};
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding-top: ${vars.space['4']};
`;

export const Change = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  &[data-sign='in'] {
    color: ${vars.color.successText};
  }
  &[data-sign='out'] {
    color: ${vars.color.errorText};
  }
`;

/** An expiry date with its badge beside it, wrapping under it when the column is narrow. */
export const Expiry = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['2']};
`;

/** A product's name with its badge (recalled, held by QC) beside it, laid out as an expiry date with its badge. */
export const Named = Expiry;
