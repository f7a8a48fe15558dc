import styled from 'styled-components';
import { Dialog as RadixDialog } from 'radix-ui';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

/**
 * Layering (spec): overlay 2000, dialog 2400, stacked layers 10 apart. A dialog opened from a dialog gets
 * `--pawon-layer: 1` (2, …): its content sits 10 above the one below and its backdrop in between.
 */
export const overlayStyles = `
  position: fixed;
  inset: 0;
  background: ${vars.color.backdrop};
  z-index: ${vars.z.overlay};
  animation: pawon-overlay-in ${vars.duration.normal} ${vars.easing.decelerate};

  &[data-layer]:not([data-layer='0']) {
    z-index: calc(${vars.z.dialog} + ${vars.z.layerStep} * var(--pawon-layer) - ${vars.z.layerStep} / 2);
  }
  &[data-state='closed'] {
    animation: pawon-overlay-out ${vars.duration.fast} ${vars.easing.accelerate};
  }
  @keyframes pawon-overlay-in {
    from { opacity: 0; }
  }
  @keyframes pawon-overlay-out {
    to { opacity: 0; }
  }
`;

export const Overlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

export const contentStyles = `
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: calc(${vars.z.dialog} + ${vars.z.layerStep} * var(--pawon-layer, 0));
  display: flex;
  flex-direction: column;
  width: min(var(--pawon-dialog-width, 35rem), calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  transform: translate(-50%, -50%);
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.xl};
  outline: none;
  animation: pawon-dialog-in ${vars.duration.normal} ${vars.easing.decelerate};

  &[data-size='sm'] { --pawon-dialog-width: 25rem; }
  &[data-size='md'] { --pawon-dialog-width: 35rem; }
  &[data-size='lg'] { --pawon-dialog-width: 50rem; }
  &[data-state='closed'] {
    animation: pawon-dialog-out ${vars.duration.fast} ${vars.easing.accelerate};
  }
  ${media.down.sm} {
    &[data-size] {
      width: calc(100vw - 1rem);
      max-height: calc(100dvh - 1rem);
    }
  }
  @keyframes pawon-dialog-in {
    from { opacity: 0; transform: translate(-50%, calc(-50% + 0.75rem)) scale(0.98); }
  }
  @keyframes pawon-dialog-out {
    to { opacity: 0; transform: translate(-50%, -50%) scale(0.98); }
  }
`;

export const Content = styled(RadixDialog.Content)`
  ${contentStyles}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']} ${vars.space['6']} ${vars.space['3']};
`;

export const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
`;

export const titleStyles = `
  margin: 0;
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Title = styled(RadixDialog.Title)`
  ${titleStyles}
`;

export const Description = styled(RadixDialog.Description)`
  margin: ${vars.space['1']} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.md};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space['2']} ${vars.space['6']} ${vars.space['4']};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.color.focusRing};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']} ${vars.space['6']} ${vars.space['5']};

  ${media.down.sm} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
