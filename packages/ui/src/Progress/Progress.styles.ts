import styled from 'styled-components';
import { vars } from '../theme/vars';

export const LinearTrack = styled.div`
  --pawon-progress-color: ${vars.color.primary};
  position: relative;
  width: 100%;
  height: var(--pawon-progress-thickness, 0.25rem);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: color-mix(in srgb, var(--pawon-progress-color) 22%, transparent);

  &[data-tone='current'] {
    --pawon-progress-color: currentColor;
  }
  &[data-tone='success'] {
    --pawon-progress-color: ${vars.color.success};
  }
  &[data-tone='error'] {
    --pawon-progress-color: ${vars.color.error};
  }
`;

export const LinearBar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--pawon-progress-color);
  transition: width ${vars.duration.normal} ${vars.easing.standard};

  [data-indeterminate='true'] > & {
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    animation: pawon-progress-slide 1.4s ${vars.easing.standard} infinite;
  }

  @keyframes pawon-progress-slide {
    0% {
      transform: translateX(-100%);
    }
    100% {
      transform: translateX(250%);
    }
  }
`;

export const CircularRoot = styled.div`
  --pawon-progress-color: ${vars.color.primary};
  display: inline-flex;
  flex: none;
  width: var(--pawon-progress-size, ${vars.size.spinner});
  height: var(--pawon-progress-size, ${vars.size.spinner});
  color: var(--pawon-progress-color);

  &[data-tone='current'] {
    --pawon-progress-color: currentColor;
  }
  &[data-tone='success'] {
    --pawon-progress-color: ${vars.color.success};
  }
  &[data-tone='error'] {
    --pawon-progress-color: ${vars.color.error};
  }

  svg {
    width: 100%;
    height: 100%;
  }
  &[data-indeterminate='true'] svg {
    animation: pawon-progress-rotate 1.4s linear infinite;
  }
  circle[data-part='track'] {
    stroke: color-mix(in srgb, var(--pawon-progress-color) 18%, transparent);
  }
  circle[data-part='indicator'] {
    stroke: var(--pawon-progress-color);
    stroke-linecap: round;
    transition: stroke-dashoffset ${vars.duration.normal} ${vars.easing.standard};
  }
  &[data-indeterminate='true'] circle[data-part='indicator'] {
    animation: pawon-progress-dash 1.4s ease-in-out infinite;
  }

  @keyframes pawon-progress-rotate {
    to {
      transform: rotate(360deg);
    }
  }
  @keyframes pawon-progress-dash {
    0% {
      stroke-dasharray: 1px, 200px;
      stroke-dashoffset: 0;
    }
    50% {
      stroke-dasharray: 100px, 200px;
      stroke-dashoffset: -15px;
    }
    100% {
      stroke-dasharray: 100px, 200px;
      stroke-dashoffset: -125px;
    }
  }
`;
