import styled from 'styled-components';
import { vars } from '../theme/vars';

export const SkeletonGroup = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  width: 100%;
`;

export const SkeletonBlock = styled.span`
  display: block;
  width: var(--pawon-skeleton-width, 100%);
  height: var(--pawon-skeleton-height, 1em);
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  animation: pawon-skeleton-pulse 1.5s ease-in-out infinite;

  &[data-variant='text'] {
    height: var(--pawon-skeleton-height, 0.875em);
    margin-block: 0.2em;
  }
  &[data-variant='circle'] {
    width: var(--pawon-skeleton-width, 2.5rem);
    height: var(--pawon-skeleton-height, 2.5rem);
    border-radius: ${vars.radius.full};
  }
  &[data-variant='rect'] {
    border-radius: ${vars.radius.md};
  }

  @keyframes pawon-skeleton-pulse {
    0%,
    100% {
      opacity: 1;
    }
    50% {
      opacity: 0.45;
    }
  }
`;
