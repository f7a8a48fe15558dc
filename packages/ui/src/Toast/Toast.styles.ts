import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

/**
 * Bottom right (on a phone: along the bottom), never at the top: there the top bar's user menu and a dialog's
 * close button live, and a toast covered them (issue 37). A page with a bar of its own at the bottom lifts the
 * toasts above it with `--pawon-toast-offset-bottom` (on the viewport or an ancestor, e.g. :root).
 */
export const Viewport = styled.section`
  position: fixed;
  right: ${vars.space['4']};
  bottom: calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px) + var(--pawon-toast-offset-bottom, 0px));
  z-index: ${vars.z.toast};
  width: min(${vars.size.toast}, calc(100vw - 2rem));
  pointer-events: none;
  ${media.down.sm} {
    left: ${vars.space['3']};
    right: ${vars.space['3']};
    bottom: calc(
      ${vars.space['3']} + env(safe-area-inset-bottom, 0px) + var(--pawon-toast-offset-bottom, 0px)
    );
    width: auto;
  }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A toast. Colours are the spec's toast colours with dark text (≥ 4.9:1 on all four). It is fully visible
 * from its first frame (the entrance only moves and scales it), and slides out when closing.
 */
export const Item = styled.li`
  --pawon-toast-bg: ${vars.toast.info};
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${vars.space['2']};
  padding: ${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['3']};
  border-radius: ${vars.radius.md};
  background: var(--pawon-toast-bg);
  color: ${vars.toast.text};
  box-shadow: ${vars.shadow.lg};
  cursor: pointer;
  pointer-events: auto;
  animation: pawon-toast-in var(--pawon-toast-speed, ${vars.duration.normal}) ${vars.easing.decelerate};

  &[data-status='success'] {
    --pawon-toast-bg: ${vars.toast.success};
  }
  &[data-status='error'] {
    --pawon-toast-bg: ${vars.toast.error};
  }
  &[data-status='warning'] {
    --pawon-toast-bg: ${vars.toast.warning};
  }
  &[data-state='closing'] {
    animation: pawon-toast-out var(--pawon-toast-speed, ${vars.duration.normal}) ${vars.easing.accelerate}
      forwards;
    pointer-events: none;
  }

  @keyframes pawon-toast-in {
    from {
      transform: translateY(0.5rem) scale(0.97);
    }
  }
  @keyframes pawon-toast-out {
    to {
      transform: translateX(calc(100% + 1rem));
      opacity: 0;
    }
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  padding-top: 0.0625rem;
  --pawon-icon-size: 1.375rem;
`;

export const ItemText = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ItemTitle = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
`;

export const ItemBody = styled.p`
  margin: ${vars.space['1']} 0 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const CloseSlot = styled.span`
  margin: -0.25rem 0 0;
  & button[data-variant] {
    --pawon-button-fg: ${vars.toast.text};
    --pawon-button-bg-hover: color-mix(in srgb, ${vars.toast.text} 12%, transparent);
  }
  & button[data-variant]:focus-visible {
    box-shadow: 0 0 0 2px ${vars.toast.text};
  }
`;

export const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;
