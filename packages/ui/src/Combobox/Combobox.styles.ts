import styled from 'styled-components';
import { listItem, listPopup } from '../Select/Select.styles';
import { vars } from '../theme';

// Never wider than the room beside the field: long options (a name with its phone and region) wrap instead of
// running off a phone's screen. (A JS comment: one inside the CSS would ship in the signed-in shell.)
export const Popup = styled.div`
  ${listPopup}
  max-width: var(--radix-popover-content-available-width);
`;

export const Menu = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const Option = styled.li`
  ${listItem}
  flex-direction: column;
  align-items: flex-start;
  gap: 0;

  & > [data-part='description'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }
  &[data-highlighted] > [data-part='description'] {
    color: inherit;
  }
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['3']};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  &[data-status='error'] {
    color: ${vars.color.errorText};
  }
`;
