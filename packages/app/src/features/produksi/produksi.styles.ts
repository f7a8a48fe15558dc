import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** Two fields side by side in the form, one column on a phone. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space['4']};
`;

export const Filters = styled.div`
  margin-bottom: ${vars.space['4']};
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  & > li {
    white-space: nowrap;
  }
  ${media.down.sm} {
    & > li {
      white-space: normal;
    }
  }
`;

export const Muted = styled.span`
  display: block;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export { Stack, Toolbar, RowActions, Note } from '../../lib/resource/resource.styles';

/** A dialog's fields, one under the other. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

/** A planned run's product with its badge beside it. */
export const Planned = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

/** A run refused by the halal rule: the materials, then the override's reason and button. */
export const HalalRefusal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

export const HalalList = styled.ul`
  margin: 0;
  padding-left: ${vars.space['5']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;
