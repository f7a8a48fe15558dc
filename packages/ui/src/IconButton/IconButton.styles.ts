import styled from 'styled-components';
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
`;
