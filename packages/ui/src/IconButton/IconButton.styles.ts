import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { StyledButton } from '../Button/Button.styles';
import { vars } from '../theme/vars';

export const StyledIconButton = styled(StyledButton)`
  padding: 0;
  width: ${vars.size.controlMd};
  min-width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  --pawon-icon-size: 1.25rem;

  &[data-size='sm'] {
    padding: 0;
    width: ${vars.size.controlSm};
    min-width: ${vars.size.controlSm};
    height: ${vars.size.controlSm};
    --pawon-icon-size: 1.125rem;
  }
  &[data-size='lg'] {
    padding: 0;
    width: ${vars.size.controlLg};
    min-width: ${vars.size.controlLg};
    height: ${vars.size.controlLg};
    --pawon-icon-size: 1.5rem;
  }
  &[data-variant='text'] {
    padding: 0;
    --pawon-button-fg: ${vars.color.text};
    --pawon-button-bg-hover: ${vars.color.surfaceActive};
  }
  &[data-shape='round'] {
    border-radius: ${vars.radius.full};
  }
  /* Shown but not available (disabledReason): dimmed like a disabled button, still focusable for its tooltip. */
  &[data-unavailable='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The reason of an unavailable button, read as its description (the tooltip shows it to the eye). */
export const Reason = styled.span`
  ${visuallyHidden}
`;
